import type { FrontDeskLine } from '@seaberth/domain';
import {
  Box,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { DeskGuests } from './desk-guests.tsx';
import { DeskLineAction, type DeskKind } from './desk-line-action.tsx';
import type { DeskActions } from './use-desk-actions.tsx';
import { useOpenAmount } from '../../ui/open-amount.ts';

export interface DeskLinesProps {
  kind: DeskKind;
  day: string;
  lines: FrontDeskLine[];
  /** The section's heading id, naming the table. */
  labelledBy: string;
  perRoom: boolean;
  canUpdate: boolean;
  desk: DeskActions;
  /** Cards instead of a table (phones, narrow windows). */
  cards: boolean;
}

/** One day's arrivals or departures: a table on a wide screen, a card per booking on a phone. */
export function DeskLines(props: DeskLinesProps) {
  return props.cards ? <DeskCards {...props} /> : <DeskTable {...props} />;
}

function useCells({ kind, day, perRoom, canUpdate, desk }: DeskLinesProps) {
  const { t } = useTranslation();
  const openAmount = useOpenAmount();
  return (line: FrontDeskLine) => ({
    booking: (
      <Link component={RouterLink} to={`/booking/${line.booking}`}>
        {line.bookingNo}
      </Link>
    ),
    lead: line.leadName,
    rooms: line.rooms.map((room) => room.roomName).join(', '),
    guests: <DeskGuests line={line} />,
    pax: String(line.noOfPax),
    transfer: line.transfer ? <Transfer transfer={line.transfer} /> : '',
    open: (
      <Typography
        variant="body2"
        component="span"
        color={line.open > 0 ? 'error.main' : undefined}
        sx={{ fontWeight: line.open > 0 ? 600 : undefined, whiteSpace: 'nowrap' }}
      >
        {openAmount(line.open, line.currency)}
      </Typography>
    ),
    state: <BookingStateChip state={line.state} />,
    desk: (
      <DeskLineAction kind={kind} line={line} day={day} perRoom={perRoom} canUpdate={canUpdate} desk={desk} />
    ),
    deskLabel: kind === 'arrival' ? t('frontDesk.columns.checkIn') : t('frontDesk.columns.checkOut'),
  });
}

function Transfer({ transfer }: { transfer: NonNullable<FrontDeskLine['transfer']> }) {
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {[transfer.time, transfer.flight].filter(Boolean).join(' · ')}
      </Typography>
      {transfer.note && (
        <Typography variant="caption" color="text.secondary" component="div">
          {transfer.note}
        </Typography>
      )}
    </Box>
  );
}

function DeskTable(props: DeskLinesProps) {
  const { t } = useTranslation();
  const cells = useCells(props);
  const deskColumn =
    props.kind === 'arrival' ? t('frontDesk.columns.checkIn') : t('frontDesk.columns.checkOut');
  // Fixed widths, so the arrivals and departures of every day line up under each other.
  const columns: [string, string, 'right' | undefined][] = [
    [t('frontDesk.columns.booking'), '9%', undefined],
    [t('frontDesk.columns.lead'), '12%', undefined],
    [t('frontDesk.columns.rooms'), '10%', undefined],
    [t('frontDesk.columns.guests'), '18%', undefined],
    [t('frontDesk.columns.pax'), '5%', 'right'],
    [t('frontDesk.columns.transfer'), '9%', undefined],
    [t('frontDesk.columns.open'), '10%', 'right'],
    [t('frontDesk.columns.state'), '12%', undefined],
    [deskColumn, '15%', undefined],
  ];
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={props.labelledBy}
        sx={{
          // Everything wraps rather than pushing the table wider than the page (1366 px with the drawer).
          tableLayout: 'fixed',
          '& td, & th': { px: 1, overflowWrap: 'anywhere', verticalAlign: 'top' },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map(([label, width, align]) => (
              <TableCell key={label} align={align} sx={{ width }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lines.map((line) => {
            const cell = cells(line);
            return (
              <TableRow key={line.booking} data-testid={`${props.kind}-${props.day}-${line.bookingNo}`}>
                <TableCell>{cell.booking}</TableCell>
                <TableCell>{cell.lead}</TableCell>
                <TableCell>{cell.rooms}</TableCell>
                <TableCell>{cell.guests}</TableCell>
                <TableCell align="right">{cell.pax}</TableCell>
                <TableCell>{cell.transfer}</TableCell>
                <TableCell align="right">{cell.open}</TableCell>
                <TableCell>{cell.state}</TableCell>
                <TableCell>{cell.desk}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DeskCards(props: DeskLinesProps) {
  const { t } = useTranslation();
  const cells = useCells(props);
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-labelledby={props.labelledBy}
    >
      {props.lines.map((line) => {
        const cell = cells(line);
        const facts: [string, ReactNode][] = [
          [t('frontDesk.columns.rooms'), cell.rooms],
          [t('frontDesk.columns.guests'), cell.guests],
          [t('frontDesk.columns.pax'), cell.pax],
          [t('frontDesk.columns.transfer'), cell.transfer || '–'],
          [t('frontDesk.columns.open'), cell.open],
        ];
        return (
          <Paper
            component="li"
            variant="outlined"
            key={line.booking}
            sx={{ p: 1.5, breakInside: 'avoid' }}
            data-testid={`${props.kind}-${props.day}-${line.bookingNo}`}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}
            >
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                {cell.booking}
              </Typography>
              <Typography component="span">{cell.lead}</Typography>
              {cell.state}
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                mb: 1,
              }}
            >
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box aria-label={cell.deskLabel} role="group">
              {cell.desk}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
