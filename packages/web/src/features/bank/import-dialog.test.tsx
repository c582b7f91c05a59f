import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads as fakeXhr } from '../../../test/fake-uploads.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import type { CsvMapping, StatementPreview } from './bank-types.ts';
import { ImportDialog } from './import-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const fakeUploads = (answer: Parameters<typeof fakeXhr>[0]) => fakeXhr(answer, ['mapping' as const]);

const BANK = 'acc1';
const RESULT = { format: 'camt053', read: 12, imported: 10, duplicates: 2, assigned: 3 };
const GUESSED: CsvMapping = {
  delimiter: ';',
  decimal: ',',
  dateFormat: 'DD.MM.YYYY',
  skipLines: 0,
  columns: {
    bookingDate: 'Buchungstag',
    amount: 'Betrag',
    counterpartyName: 'Auftraggeber',
    remittance: ['Verwendungszweck'],
  },
};
const PREVIEW: StatementPreview = {
  headers: ['Buchungstag', 'Valutadatum', 'Auftraggeber', 'Verwendungszweck', 'Betrag', 'Waehrung'],
  rows: [
    ['02.03.2027', '02.03.2027', 'Erika Mustermann', 'Booking 2027-00042', '120,50', 'EUR'],
    ['03.03.2027', '03.03.2027', 'Blue Water Travel', 'Deposit 2027-00017', '500,00', 'EUR'],
  ],
  mapping: GUESSED,
  saved: null,
};

function open() {
  // Nothing of the dialog goes through fetch but the currencies of the money format.
  mockFetch({ 'GET /api/currency': () => ({ body: { data: [], total: 0 } }) });
  const onClose = vi.fn();
  renderWithApp(<ImportDialog bank={BANK} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Import a statement' }), onClose };
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ImportDialog', () => {
  it('imports a camt.053 file as it is and shows what the import did', async () => {
    const sent = fakeUploads(() => ({ status: 200, body: RESULT }));
    const { dialog, onClose } = open();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText('Statement file'),
      new File(['<Document/>'], 'statement.xml', { type: 'application/xml' }),
    );
    expect(dialog).toHaveTextContent('statement.xml');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const result = await within(dialog).findByTestId('import-result');
    expect(result).toHaveTextContent('camt.053 statement imported');
    expect(within(result).getByTestId('import-read')).toHaveTextContent('12');
    expect(within(result).getByTestId('import-imported')).toHaveTextContent('10');
    expect(within(result).getByTestId('import-duplicates')).toHaveTextContent('2');
    expect(within(result).getByTestId('import-assigned')).toHaveTextContent('3');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: `/api/bank/${BANK}/import/csv`, mapping: null });
    expect(sent[0]!.file?.name).toBe('statement.xml');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a CSV file with the guessed mapping, and sends the mapping as adjusted', async () => {
    const sent = fakeUploads((url) =>
      url.endsWith('/preview')
        ? { status: 200, body: PREVIEW }
        : { status: 200, body: { ...RESULT, format: 'csv' } },
    );
    const { dialog } = open();
    await userEvent.upload(
      within(dialog).getByLabelText('Statement file'),
      new File(['Buchungstag;Betrag'], 'umsaetze.csv', { type: 'text/csv' }),
    );
    const table = await within(dialog).findByRole('table', { name: 'First lines of the file' });
    expect(within(table).getByRole('columnheader', { name: 'Verwendungszweck' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Erika Mustermann/ })).toHaveTextContent('120,50');
    expect(sent.map((s) => s.url)).toEqual([`/api/bank/${BANK}/import/preview`]);
    expect(within(dialog).getByRole('combobox', { name: /Booking date/ })).toHaveTextContent('Buchungstag');
    expect(within(dialog).getByRole('combobox', { name: 'Amount (signed)' })).toHaveTextContent('Betrag');

    await pick(dialog, 'Value date', 'Valutadatum');
    await pick(dialog, 'Currency', 'Waehrung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByTestId('import-result')).toHaveTextContent('CSV file imported');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.url).toBe(`/api/bank/${BANK}/import/csv`);
    expect(sent[1]!.file?.name).toBe('umsaetze.csv');
    expect(JSON.parse(sent[1]!.mapping ?? 'null')).toEqual({
      ...GUESSED,
      columns: { ...GUESSED.columns, valueDate: 'Valutadatum', currency: 'Waehrung' },
    });
  }, 15_000);

  it('starts from the mapping saved for the account when the file has its columns', async () => {
    const saved: CsvMapping = {
      ...GUESSED,
      columns: { ...GUESSED.columns, amount: 'Betrag', reference: 'Waehrung' },
    };
    const sent = fakeUploads((url) =>
      url.endsWith('/preview') ? { status: 200, body: { ...PREVIEW, saved } } : { status: 200, body: RESULT },
    );
    const { dialog } = open();
    await userEvent.upload(within(dialog).getByLabelText('Statement file'), new File(['x'], 'export.csv'));
    expect(await within(dialog).findByRole('combobox', { name: 'Reference' })).toHaveTextContent('Waehrung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByTestId('import-result');
    expect(JSON.parse(sent[1]!.mapping ?? 'null')).toEqual(saved);
  });

  it('shows the server’s reason inside the dialog when the file is refused', async () => {
    fakeUploads(() => ({
      status: 400,
      body: {
        error: 'ValidationError',
        message: 'file: Line 4: "12,3x" is not an amount',
        statusCode: 400,
        description: 'VALIDATION_ERROR',
        fields: [{ path: 'file', message: 'Line 4: "12,3x" is not an amount' }],
      },
    }));
    const { dialog } = open();
    await userEvent.upload(within(dialog).getByLabelText('Statement file'), new File(['x'], 'statement.sta'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported');
    expect(alert).toHaveTextContent('Line 4: "12,3x" is not an amount');
    expect(within(dialog).queryByTestId('import-result')).toBeNull();
    // The dialog stays open for another file.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled());
  });
});
