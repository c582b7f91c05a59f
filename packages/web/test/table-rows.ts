import { within } from '@testing-library/react';

/** A table's body rows as the reader sees them: each row's cells' texts, the header row left out. */
export function tableRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
