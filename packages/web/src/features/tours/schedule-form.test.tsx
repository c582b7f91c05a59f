import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { ScheduleCreatePage } from './schedule-edit-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meta = { version: 1, createdAt: '', updatedAt: '' };
const TOUR = '3f0a7b1c-6d2e-4c8a-9b1f-2a3b4c5d6e7f';
const VESSEL = '4f0a7b1c-6d2e-4c8a-9b1f-2a3b4c5d6e7f';
const tour = {
  id: TOUR,
  ...meta,
  name: 'Komodo North',
  internalId: '',
  vessel: VESSEL,
  destination: 'Komodo',
  embarkationPort: '',
  disembarkationPort: '',
  nights: 7,
  isActive: true,
  description: { en: '', de: '' },
  images: [],
};

describe('the schedule form', () => {
  it('takes the tour from ?tour=, then the vessel and the disembarkation day from the tour', async () => {
    const { calls } = mockFetch({
      'GET /api/tour': () => ({ body: page([tour]) }),
      [`GET /api/tour/${TOUR}`]: () => ({ body: tour }),
      'GET /api/vessel': () => ({ body: page([{ id: VESSEL, name: 'MV Manta', ...meta }]) }),
      'POST /api/schedule': (call) => ({
        status: 201,
        body: { id: 's1', ...meta, ...(call.body as object) },
      }),
    });
    renderWithApp(<ScheduleCreatePage />, {
      path: `/schedules/create?tour=${TOUR}`,
      route: '/schedules/create',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Tour/ })).toHaveValue('Komodo North'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Vessel/ })).toHaveValue('MV Manta'));

    fireEvent.change(screen.getByLabelText(/^Embarkation/), { target: { value: '02.01.2027' } });
    await waitFor(() => expect(screen.getByLabelText(/^Disembarkation/)).toHaveValue('09.01.2027'));
    expect(screen.getByRole('status')).toHaveTextContent('7 nights aboard');
    expect(screen.getByRole('status')).toHaveTextContent('5 dive days (nights + 1 − 3)');

    // A later embarkation moves the day the form filled in; a day typed by hand stays.
    fireEvent.change(screen.getByLabelText(/^Embarkation/), { target: { value: '03.01.2027' } });
    await waitFor(() => expect(screen.getByLabelText(/^Disembarkation/)).toHaveValue('10.01.2027'));
    fireEvent.change(screen.getByLabelText(/^Disembarkation/), { target: { value: '13.01.2027' } });
    fireEvent.change(screen.getByLabelText(/^Embarkation/), { target: { value: '04.01.2027' } });
    expect(screen.getByLabelText(/^Disembarkation/)).toHaveValue('13.01.2027');
    expect(screen.getByRole('status')).toHaveTextContent('9 nights aboard');
    expect(screen.getByRole('status')).toHaveTextContent('7 dive days');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      tour: TOUR,
      vessel: VESSEL,
      from: '2027-01-04',
      to: '2027-01-13',
      status: 'open',
      divesPerDay: 3,
      diveDays: null,
    });
  });

  it('shows the overlap the server refuses in the snackbar', async () => {
    mockFetch({
      'GET /api/tour': () => ({ body: page([tour]) }),
      [`GET /api/tour/${TOUR}`]: () => ({ body: tour }),
      'GET /api/vessel': () => ({ body: page([{ id: VESSEL, name: 'MV Manta', ...meta }]) }),
      'POST /api/schedule': () => ({
        status: 409,
        body: {
          error: 'Conflict',
          message:
            'MV Manta is already on "Komodo South" from 2027-01-01 to 2027-01-08, which overlaps 2027-01-02 to 2027-01-09',
          statusCode: 409,
          description: 'CONFLICT',
        },
      }),
    });
    renderWithApp(<ScheduleCreatePage />, {
      path: `/schedules/create?tour=${TOUR}`,
      route: '/schedules/create',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Vessel/ })).toHaveValue('MV Manta'));
    fireEvent.change(screen.getByLabelText(/^Embarkation/), { target: { value: '02.01.2027' } });
    await waitFor(() => expect(screen.getByLabelText(/^Disembarkation/)).toHaveValue('09.01.2027'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already on "Komodo South"/)).toBeVisible();
    expect(screen.getByText('Not saved')).toBeVisible();
    expect(screen.queryByTestId('navigated-away')).toBeNull();
  });
});
