import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { DeskReportButtons } from './desk-report-buttons.tsx';
import { stubNewTab } from '../../../test/new-tab.ts';

afterEach(() => vi.unstubAllGlobals());

describe('DeskReportButtons', () => {
  it('prints the departures of the days on the desk at its resort as a PDF', async () => {
    const tab = stubNewTab('blob:departures');
    const { calls } = mockFetch({
      'GET /api/bookings/report/departures': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithApp(<DeskReportButtons resort="r1" from="2027-01-04" to="2027-01-05" />);
    expect(screen.getByRole('button', { name: 'Arrivals (PDF)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Departures (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:departures'));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/bookings/report/departures?from=2027-01-04&to=2027-01-05&resort=r1&format=pdf',
    ]);
  });
});
