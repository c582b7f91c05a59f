import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { CopySeasonDialog } from './copy-season-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meta = { version: 1, createdAt: '', updatedAt: '' };
const vessels = page([
  { id: 'v1', name: 'MV Manta', ...meta },
  { id: 'v2', name: 'MV Mola', ...meta },
]);
const trip = (id: string, from: string, to: string) => ({
  id,
  ...meta,
  tour: 't1',
  vessel: 'v2',
  from,
  to,
  status: 'open',
});

/** Types an ISO date into a date field the way the user sees it: DD.MM.YYYY. */
function setDate(label: RegExp, iso: string) {
  const value = iso.split('-').reverse().join('.');
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('copying a season', () => {
  it('copies a year later on the same weekday and reports what it created and left out', async () => {
    const { calls } = mockFetch({
      'GET /api/vessel': () => ({ body: vessels }),
      'POST /api/schedule/copy/2027-01-01/2028-01-01': () => ({
        status: 201,
        body: {
          created: [trip('n1', '2028-01-01', '2028-01-08'), trip('n2', '2028-01-08', '2028-01-15')],
          skipped: [
            {
              from: '2028-01-15',
              to: '2028-01-22',
              source: 's3',
              code: 'CLASH',
              reason: 'MV Mola is already on "Komodo North" from 2028-01-14 to 2028-01-21',
              clash: { tourName: 'Komodo North', from: '2028-01-14', to: '2028-01-21' },
            },
            { from: '2028-02-05', to: '2028-02-12', source: 's4', reason: 'something new' },
          ],
        },
      }),
    });
    const onClose = vi.fn();
    renderWithApp(<CopySeasonDialog onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Copy a season' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Vessel' })).toHaveTextContent('MV Manta'),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Vessel' }));
    await user.click(await screen.findByRole('option', { name: 'MV Mola' }));
    setDate(/^From/, '2027-01-01');
    setDate(/^Until/, '2028-01-01');
    expect(within(dialog).getByRole('radio', { name: 'One year later, on the same weekday' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await within(dialog).findByText(/2 schedules created\./)).toBeVisible();
    expect(within(dialog).getByText('2 trips left out')).toBeVisible();
    const skipped = within(dialog).getByRole('list', { name: 'Trips left out' });
    expect(
      within(skipped).getByText(
        'The vessel is already on "Komodo North" from Fr 14.01.2028 to Fr 21.01.2028',
      ),
    ).toBeVisible();
    // A reason the screen does not know comes as the server wrote it.
    expect(within(skipped).getByText('something new')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ asset: 'v2', addyear: true });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('copies into a chosen period and shows the server’s refusal in the dialog', async () => {
    const { calls } = mockFetch({
      'GET /api/vessel': () => ({ body: vessels }),
      'POST /api/schedule/copy/2027-01-01/2027-04-01': () => ({
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'The target period must end after it starts',
          statusCode: 400,
          description: 'VALIDATION_ERROR',
        },
      }),
    });
    renderWithApp(<CopySeasonDialog onClose={vi.fn()} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Copy a season' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Vessel' })).toHaveTextContent('MV Manta'),
    );
    setDate(/^From/, '2027-01-01');
    setDate(/^Until/, '2027-04-01');
    await user.click(within(dialog).getByRole('radio', { name: 'To a period' }));
    setDate(/^Target from/, '2027-07-01');
    // The target takes the length of the copied period by default.
    expect(screen.getByLabelText(/^Target until/)).toHaveValue('29.09.2027');
    setDate(/^Target until/, '2027-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await within(dialog).findByText('The season was not copied')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      asset: 'v1',
      target: { from: '2027-07-01', to: '2027-10-01' },
    });
  });
});
