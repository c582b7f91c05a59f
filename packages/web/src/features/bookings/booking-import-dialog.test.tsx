import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_IMPORT_COLUMNS, importColumnOf } from '@seaberth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../test/fake-uploads.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import de from '../../i18n/de/booking-import.json';
import en from '../../i18n/en/booking-import.json';
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
  {
    type: 'seaberth',
    columns: [
      { name: 'reference', required: true, aliases: ['Booking', 'Buchung'] },
      { name: 'rooms', required: true, aliases: ['Rooms or cabins', 'Zimmer oder Kabinen'] },
      { name: 'total', required: false, aliases: ['Total', 'Summe'] },
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
    expect(await within(dialog).findByText(/Resort or vessel\*, Note/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText('Booking file'),
      new File(['Resort;Room'], 'bookings.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const table = await within(dialog).findByRole('table', { name: 'Import bookings' });
    expect(dialog).toHaveTextContent('Rows: 1 booked, 1 skipped, 1 refused');
    // Done: the one button left closes the dialog.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
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

  it('offers another Seaberth’s bookings export, names its columns as that export writes them and sends it there', async () => {
    const sent = fakeUploads(() => ({
      status: 200,
      body: {
        booked: 0,
        skipped: 0,
        refused: 2,
        lines: [
          line({ outcome: 'refused', reference: '2027-0001', column: 'room', reason: 'unknownRoom' }),
          line({ line: 3, outcome: 'refused', reference: '2027-0001', reason: 'sameBooking', message: '2' }),
        ],
      },
    }));
    const { dialog } = open();
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bookings export of another Seaberth' }));
    expect(within(dialog).getByText(/as downloaded there under Statistics → Exports/)).toBeVisible();
    expect(await within(dialog).findByText(/Booking\*, Rooms or cabins\*, Total/)).toBeVisible();
    await userEvent.upload(
      within(dialog).getByLabelText('Booking file'),
      new File(['PK'], 'csv-export.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const table = await within(dialog).findByRole('table', { name: 'Import bookings' });
    expect(sent).toEqual([{ url: '/api/bookings/import/seaberth', file: expect.any(File) }]);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Not booked: line 2 of the same booking was refused',
    );
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

  it('names the CSV columns in en and de with headers the import knows', () => {
    for (const words of [en, de]) {
      const names = words.bookingImport.columnNames as Record<string, string>;
      for (const column of BOOKING_IMPORT_COLUMNS) expect(importColumnOf(names[column] ?? '')).toBe(column);
    }
  });
});
