import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ScheduledMailsPage } from './mail-schedule-pages.tsx';

afterEach(() => vi.unstubAllGlobals());

const planned = {
  id: 'p1',
  schedule: 's1',
  scheduleName: 'A week before the trip',
  templateName: 'Trip reminder',
  booking: 'b1',
  bookingNo: '2027-00042',
  leadName: 'Anna Berg',
  sendOn: '2027-02-27',
  status: 'planned',
  note: '',
  sentAt: null,
};

describe('ScheduledMailsPage', () => {
  it('lists the planned mails and cancels one after asking', async () => {
    const user = userEvent.setup();
    let rows = [planned];
    const { calls } = mockFetch({
      'GET /api/mailschedule/scheduled': () => ({ body: rows }),
      'DELETE /api/mailschedule/scheduled/p1': () => {
        rows = [];
        return { status: 204 };
      },
    });
    renderWithApp(<ScheduledMailsPage />);
    expect(await screen.findByText('27.02.2027')).toBeInTheDocument();
    expect(screen.getByText('Trip reminder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the mail for 2027-00042' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('“Trip reminder” will not be sent for booking 2027-00042 on 27.02.2027.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel mail' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
  });
});
