import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { TodoRulesTab } from './todo-rules-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (data: unknown[]) => ({ body: { data, total: data.length, page: 0, size: 0 } });
const transferRule = {
  id: 'r1',
  version: 1,
  group: 'Logistics',
  text: 'Arrange the transfer',
  rule: { calcType: 'afterBooking', value: 0 },
  closeOnAbort: true,
  isActive: true,
  trigger: { kind: 'beforeArrival', days: 3 },
  condition: { kind: 'transferMissing', asset: null },
  action: { kind: 'todo', role: 'role-desk', user: null, template: null },
  catchUp: 'nextWorkingDay',
};

function world(extra: Record<string, () => unknown> = {}) {
  return mockFetch({
    'GET /api/tododefinition': () => page([transferRule]),
    'GET /api/userrole': () => page([{ id: 'role-desk', name: 'Front desk' }]),
    'GET /api/users': () => page([{ id: 'u1', name: 'Rita Reservations' }]),
    'GET /api/mail/template': () => page([{ id: 'tpl1', name: 'Payment reminder' }]),
    'GET /api/resort': () => page([{ id: 'res1', name: 'Coral Bay' }]),
    'GET /api/vessel': () => page([]),
    ...(extra as Record<string, () => { body: unknown }>),
  });
}

describe('the to-do rules', () => {
  it('says each rule in words, and shows what it did', async () => {
    const user = userEvent.setup();
    world({
      'GET /api/todo/rules/r1/log': () =>
        page([
          {
            id: 'l1',
            at: '2027-03-07T00:10:00.000Z',
            booking: 'b1',
            bookingNo: '2027-00042',
            leadName: 'Ana Diaz',
            occurrence: '2027-03-07',
            day: '2027-03-07',
            outcome: 'skipped',
            reason: 'conditionFalse',
            detail: '',
            mailStatus: null,
          },
        ]),
    });
    renderWithApp(<TodoRulesTab />);
    expect(
      await screen.findByText(
        '3 days before arrival, if the transfer is not arranged, create the to-do “Arrange the transfer” for Front desk, booked later: on the next working day',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log: Arrange the transfer' }));
    const log = await screen.findByRole('table', { name: 'What the rule did' });
    const row = within(log).getByRole('link', { name: '2027-00042' }).closest('tr')!;
    expect(row).toHaveTextContent('2027-00042 · Ana Diaz');
    expect(row).toHaveTextContent('07.03.2027');
    expect(row).toHaveTextContent('skipped (condition not met)');
  });

  it('creates a rule in the dialog: 14 days before arrival, if a balance is open, mail the guest', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { calls } = world({
      'POST /api/tododefinition': () => ({ status: 201, body: { ...transferRule, id: 'r2' } }),
    });
    renderWithApp(<TodoRulesTab />);
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByTestId('todo-rule-dialog');
    const days = within(dialog).getByRole('spinbutton', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('combobox', { name: 'Only if' }));
    await user.click(await screen.findByRole('option', { name: 'A balance is open' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Then' }));
    await user.click(await screen.findByRole('option', { name: 'Send a mail to the guest' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Mail template' }));
    await user.click(await screen.findByRole('option', { name: 'Payment reminder' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Text of the to-do/ }),
      'Remind of the balance',
    );
    expect(within(dialog).getByTestId('todo-rule-words')).toHaveTextContent(
      '14 days before arrival, if a balance is open, send the mail “Payment reminder” to the guest, booked later: at once',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      text: 'Remind of the balance',
      trigger: { kind: 'beforeArrival', days: 14 },
      condition: { kind: 'balanceOpen' },
      action: { kind: 'mail', template: 'tpl1' },
      catchUp: 'now',
    });
    await waitFor(() => expect(screen.queryByTestId('todo-rule-dialog')).not.toBeInTheDocument());
  });
});
