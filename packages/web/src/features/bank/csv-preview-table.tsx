import { Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const SHOWN_ROWS = 5;

const CELL = { whiteSpace: 'nowrap', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** Lines and cells of a file have no identity but their position: that is their key. */
function positioned(headers: string[], rows: string[][]) {
  return {
    head: headers.map((text, column) => ({ key: `h${column}`, text })),
    body: rows.slice(0, SHOWN_ROWS).map((cells, line) => ({
      key: `l${line}`,
      cells: headers.map((_header, column) => ({ key: `l${line}c${column}`, text: cells[column] ?? '' })),
    })),
  };
}

/** The file's header and first lines as the server read them, so the mapping can be checked by eye. */
export function CsvPreviewTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  const { head, body } = useMemo(() => positioned(headers, rows), [headers, rows]);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={t('bank.import.previewTable')}>
        <TableHead>
          <TableRow>
            {head.map((header) => (
              <TableCell key={header.key} sx={{ ...CELL, fontWeight: 600 }}>
                {header.text}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {body.map((line) => (
            <TableRow key={line.key}>
              {line.cells.map((cell) => (
                <TableCell key={cell.key} sx={CELL}>
                  {cell.text}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
