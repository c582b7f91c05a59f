import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../test/fake-uploads.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingImportDialog } from './booking-import-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const TYPES = [
  {
    type: 'csv',
    columns: [
      { name: 'asset', required: true, aliases: [] },
      { name: 'note', required: false, aliases: [] },
    ],
    maxBytes: 1048576,
    maxRows: 2000,
  },
];
const line = (over: object) => ({
  line: 2,
  outcome: 'booked',
  reference: 'EXT-1',
  booking: null,
  bookingNo: null,
  column: null,
  reason: null,
  message: '',
  ...over,
});
const RESULT = {
  booked: 1,
  skipped: 1,
  refused: 1,
  lines: [
    line({ booking: '11111111-1111-4111-8111-111111111111', bookingNo: '2027-00042' }),
    line({ line: 3, outcome: 'skipped', reference: 'EXT-2', booking: null }),
    line({ line: 4, outcome: 'refused', reference: 'EXT-3', column: 'room', reason: 'roomTaken' }),
  ],
};

function open() {
  mockFetch({
    'GET /api/bookings/import/types': () => ({ body: TYPES }),
    'GET /api/currency': () => ({ body: { data: [], total: 0 } }),
  });
  const onClose = vi.fn();
  renderWithApp(<BookingImportDialog onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Import bookings' }), onClose };
}

describe('BookingImportDialog', () => {
  it('sends the chosen file to the type’s import and shows each line’s result', async () => {
    const sent = fakeUploads(() => ({ status: 200, body: RESULT }));
    const { dialog, onClose } = open();
    expect(await within(dialog).findByText(/asset\*, note/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText('Booking file'),
      new File(['Resort;Room'], 'bookings.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const table = await within(dialog).findByRole('table', { name: 'Import bookings' });
    expect(dialog).toHaveTextContent('1 booked, 1 skipped, 1 refused');
    expect(within(table).getByRole('link', { name: '2027-00042' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /EXT-2/ })).toHaveTextContent('Already imported');
    expect(within(table).getByRole('row', { name: /EXT-3/ })).toHaveTextContent(
      'The room is already taken on these dates',
    );
    expect(sent).toEqual([{ url: '/api/bookings/import/csv', file: expect.any(File) }]);
    expect(sent[0]!.file?.name).toBe('bookings.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal of the whole file in the user’s words, and stays open', async () => {
    fakeUploads(() => ({
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'Validation failed',
        statusCode: 400,
        description: 'VALIDATION_ERROR',
        fields: [
          { path: 'file', message: 'The file has more rows than an import takes', code: 'importTooManyRows' },
        ],
      },
    }));
    const { dialog } = open();
    await userEvent.upload(within(dialog).getByLabelText('Booking file'), new File(['x'], 'big.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
