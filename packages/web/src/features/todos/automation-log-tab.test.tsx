import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { AutomationLogTab } from './automation-log-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const line = (over: Record<string, unknown>) => ({
  id: 'l1',
  at: '2027-03-07T00:10:00.000Z',
  source: 'rule',
  sourceId: 'r1',
  sourceName: 'Arrange the transfer',
  booking: 'b1',
  bookingNo: '2027-00042',
  leadName: 'Ana Diaz',
  occurrence: '2027-03-07',
  day: '2027-03-07',
  outcome: 'fired',
  reason: null,
  detail: '',
  mailStatus: null,
  ...over,
});

describe('the automation log', () => {
  it('lists the rules’ and the mail schedules’ lines together, and asks the server for one source', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/todo/log': () => ({
        body: {
          data: [
            line({}),
            line({
              id: 'm1',
              source: 'schedule',
              sourceId: 's1',
              sourceName: 'A week before the trip',
              booking: 'b2',
              bookingNo: '2027-00043',
              occurrence: 'balance',
              outcome: 'skipped',
              reason: 'cancelled',
            }),
          ],
          total: 2,
          page: 0,
          size: 25,
        },
      }),
    });
    renderWithApp(<AutomationLogTab />);
    const table = await screen.findByRole('table', { name: 'What the automation did' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Arrange the transfer (rule)');
    expect(rows[1]).toHaveTextContent('07.03.2027');
    expect(rows[2]).toHaveTextContent('A week before the trip (mail schedule)');
    expect(rows[2]).toHaveTextContent('skipped (cancelled)');
    expect(rows[2]).toHaveTextContent('balance');
    expect(within(rows[2]!).getByRole('link', { name: '2027-00043' })).toHaveAttribute('href', '/booking/b2');

    await user.click(screen.getByRole('combobox', { name: 'Rule or schedule' }));
    await user.click(await screen.findByRole('option', { name: 'Mail schedules' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('source=schedule'))).toBe(true));
  });
});
