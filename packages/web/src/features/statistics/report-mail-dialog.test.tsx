import { incomeByMonthReport, topAgenciesReport } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ReportMailList } from './report-mail-list.tsx';
import { ReportMailDialog } from './report-mail-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const ME = { ...principalWith(['bookings.read', 'users.read']), id: 'u-me' };
const USERS = page([
  { id: 'u-me', name: 'Mara', email: 'mara@bluereef.test', userType: 'employee' },
  { id: 'u-kai', name: 'Kai', email: 'kai@bluereef.test', userType: 'employee' },
  { id: 'u-old', name: 'Old', email: 'old@bluereef.test', userType: 'inactive' },
]);
const SUBSCRIPTION = {
  id: 's1',
  version: 1,
  kind: 'topAgencies',
  span: 'lastMonth',
  basis: 'stay',
  filters: {},
  frequency: 'monthly',
  weekday: 1,
  dayOfMonth: 3,
  recipients: ['u-me', 'u-kai'],
  language: 'de',
  createdBy: 'u-me',
  lastSentAt: null,
  nextDue: '2027-04-03',
};

describe('Mail this report', () => {
  it('subscribes the view on screen: its period as a span, its filters, the schedule, the recipients and the language', async () => {
    const { calls } = mockFetch({
      'GET /api/users': () => ({ body: USERS }),
      'POST /api/reportsubscription': () => ({ status: 201, body: SUBSCRIPTION }),
    });
    const onClose = vi.fn();
    const today = new Date();
    const year = String(today.getFullYear());
    renderWithApp(
      <ReportMailDialog
        definition={topAgenciesReport}
        period={{ from: `${year}-01-01`, to: `${year}-12-31` }}
        basis="booking"
        filters={{ assets: ['r-1'], states: ['confirmed'] }}
        onClose={onClose}
      />,
      { principal: ME },
    );
    const dialog = await screen.findByTestId('report-mail-dialog');
    expect(within(dialog).getByText('Mail “Top agencies” on a schedule')).toBeVisible();
    // What the view on screen is narrowed to is said, and mailed the same (an unknown asset by its id).
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Mailed as on screen: r-1 · Confirmed');
    // This year's view is mailed as "this year", counted from each sending day.
    expect(within(dialog).getByRole('combobox', { name: 'Period of each mail' })).toHaveTextContent(
      'This year',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'How often' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Day of the month' }));
    await userEvent.click(await screen.findByRole('option', { name: '3.' }));
    const recipients = within(dialog).getByRole('combobox', { name: 'Recipients' });
    await userEvent.click(recipients);
    // Inactive users are not offered.
    expect(screen.queryByRole('option', { name: /Old/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Kai (kai@bluereef.test)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language of the mail' }));
    await userEvent.click(await screen.findByRole('option', { name: 'German' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'topAgencies',
      span: 'thisYear',
      basis: 'booking',
      // The resort and the bookings the view on screen is narrowed to.
      filters: { assets: ['r-1'], states: ['confirmed'] },
      frequency: 'monthly',
      weekday: 1,
      dayOfMonth: 3,
      recipients: ['u-me', 'u-kai'],
      language: 'de',
    });
  }, 30_000);

  it('shows the server’s refusal in the user’s words, on the form', async () => {
    mockFetch({
      'GET /api/users': () => ({ status: 403, body: { description: 'FORBIDDEN_RESSOURCE', message: 'x' } }),
      'POST /api/reportsubscription': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          description: 'VALIDATION_ERROR',
          message: 'Validation failed',
          fields: [
            {
              path: 'recipients.0',
              message: 'This user may not read this report',
              code: 'reportRecipientScope',
            },
          ],
        },
      }),
    });
    renderWithApp(
      <ReportMailDialog
        definition={topAgenciesReport}
        period={{ from: '2020-02-03', to: '2020-02-09' }}
        onClose={() => {}}
      />,
      { principal: ME, language: 'de' },
    );
    const dialog = await screen.findByTestId('report-mail-dialog');
    // A period that is no span starts as last month.
    expect(within(dialog).getByRole('combobox', { name: 'Zeitraum jeder Mail' })).toHaveTextContent(
      'Letzter Monat',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abonnieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieser Benutzer darf diesen Bericht nicht lesen',
    );
  }, 30_000);

  it('lists the report mails and removes one after confirming', async () => {
    const { calls } = mockFetch({
      'GET /api/reportsubscription': () => ({
        body: page([{ ...SUBSCRIPTION, filters: { states: ['confirmed'], sources: ['agency'] } }]),
      }),
      'DELETE /api/reportsubscription/s1': () => ({ status: 204 }),
    });
    renderWithApp(<ReportMailList reports={[topAgenciesReport]} />, { principal: ME });
    expect(await screen.findByText('Top agencies · Last month')).toBeVisible();
    expect(
      screen.getByText(/Monthly on day 3 · 2 recipients · next on 03\.04\.2027 · Agency · Confirmed/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Top agencies' }));
    const confirm = await screen.findByTestId('report-mail-remove');
    expect(confirm).toHaveTextContent('“Top agencies” (Monthly on day 3) will no longer be mailed.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  }, 30_000);

  it('names a series saved by week by its unit, as the screen it was saved from', async () => {
    mockFetch({
      'GET /api/reportsubscription': () => ({
        body: page([{ ...SUBSCRIPTION, kind: 'incomeByMonth', filters: { groupBy: 'week' } }]),
      }),
    });
    renderWithApp(<ReportMailList reports={[incomeByMonthReport]} />, { principal: ME });
    expect(await screen.findByText('Income by week · Last month')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send now: Income by week' })).toBeVisible();
  }, 30_000);
});
