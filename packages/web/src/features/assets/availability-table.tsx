import { formatDate } from '@seaberth/domain';
import { Box } from '@mui/material';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AvailabilityRow, NightCell, NightColumn } from './availability-model.ts';
import { STATE_COLORS, STATE_KEYS, stateColors } from '../../ui/calendar-colors.ts';

export interface AvailabilityTableProps {
  label: string;
  columns: NightColumn[];
  rows: AvailabilityRow[];
  freeCounts: number[];
  today: string;
}

const NAME_WIDTH = 180;
const CELL_WIDTH = 30;
const HEADER_BG = '#edf2f5';

/**
 * A plain table with one stylesheet on its wrapper: 200 rooms × 31 nights are 6,000 cells, which
 * must not each be a styled component. Colours come from `data-s`, weekends from `data-w`.
 */
const tableStyles = {
  overflow: 'auto',
  maxHeight: '70vh',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '& table': {
    borderCollapse: 'separate',
    borderSpacing: 0,
    tableLayout: 'fixed',
    fontSize: 12,
  },
  '& th, & td': { p: 0, width: CELL_WIDTH, minWidth: CELL_WIDTH, maxWidth: CELL_WIDTH },
  '& .n': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: NAME_WIDTH,
    minWidth: NAME_WIDTH,
    maxWidth: NAME_WIDTH,
    bgcolor: 'background.paper',
    borderRight: 1,
    borderColor: 'divider',
    px: 1,
    textAlign: 'left',
    fontWeight: 400,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  '& .n a': { color: 'primary.main', textDecoration: 'none' },
  '& .n a:hover': { textDecoration: 'underline' },
  '& thead th': { position: 'sticky', top: 0, zIndex: 2, bgcolor: HEADER_BG, fontWeight: 600 },
  '& thead th.n': { zIndex: 3 },
  '& .d': { textAlign: 'center', lineHeight: 1.2, py: 0.5, borderBottom: 1, borderColor: 'divider' },
  '& thead .d[data-w]': { bgcolor: '#d5e1e8' },
  '& .d[data-t]': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor' },
  '& .c': { height: 24, borderRight: '1px solid #fff', borderBottom: '1px solid #fff' },
  '& .c[data-w]': { boxShadow: 'inset 0 0 0 9999px rgba(11,79,108,0.08)' },
  '& tfoot td, & tfoot th': {
    fontWeight: 600,
    textAlign: 'center',
    py: 0.5,
    borderTop: 1,
    borderColor: 'divider',
  },
  '& tfoot td[data-w]': { bgcolor: '#eef3f6' },
  ...Object.fromEntries(
    STATE_KEYS.map((key) => [`& .c[data-s="${key}"]`, { backgroundColor: STATE_COLORS[key] }]),
  ),
};

function describeCell(t: TFunction, room: string, date: string, cell: NightCell): string {
  const parts = [`${room} · ${formatDate(date)}: ${t(`assets.states.${cell.color}`)}`];
  if (cell.kinds.includes('booking')) parts.push(t('assets.availability.booked'));
  for (const reason of cell.reasons) parts.push(t(`assets.reasons.${reason}`));
  parts.push(...cell.notes);
  return parts.join(' — ');
}

const Row = memo(function Row({ row, columns }: { row: AvailabilityRow; columns: NightColumn[] }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th className="n" scope="row">
        <RouterLink to={`/room/${row.id}`} title={row.name}>
          {row.name}
        </RouterLink>
      </th>
      {row.cells.map((cell, i) => {
        const column = columns[i]!;
        const text = describeCell(t, row.name, column.date, cell);
        return (
          <td
            key={column.date}
            className="c"
            data-s={cell.color}
            data-w={column.weekend ? '' : undefined}
            title={text}
            aria-label={text}
          />
        );
      })}
    </tr>
  );
});

/** Rooms down, nights across; the room column and the date header stay put while scrolling. */
export function AvailabilityTable({ label, columns, rows, freeCounts, today }: AvailabilityTableProps) {
  const { t } = useTranslation();
  return (
    <Box sx={tableStyles}>
      <table aria-label={label} style={{ width: NAME_WIDTH + columns.length * CELL_WIDTH }}>
        <thead>
          <tr>
            <th className="n" scope="col">
              {t('assets.availability.room')}
            </th>
            {columns.map((column) => {
              const day = dayjs(column.date);
              return (
                <th
                  key={column.date}
                  className="d"
                  scope="col"
                  aria-label={formatDate(column.date)}
                  data-w={column.weekend ? '' : undefined}
                  data-t={column.date === today ? '' : undefined}
                >
                  <div>{day.format('dd')}</div>
                  <div>{day.format('D')}</div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} columns={columns} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className="n" scope="row">
              {t('assets.availability.freeRooms')}
            </th>
            {columns.map((column, i) => (
              <td
                key={column.date}
                data-w={column.weekend ? '' : undefined}
                style={freeCounts[i] === 0 ? stateColors('full') : undefined}
                aria-label={`${formatDate(column.date)}: ${t('assets.availability.freeCount', { count: freeCounts[i] })}`}
              >
                {freeCounts[i]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </Box>
  );
}
