import { type Allotment, allotmentState } from '@seaberth/domain';
import EventIcon from '@mui/icons-material/Event';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IconAction } from '../../app/icon-action.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { AllotmentRooms } from './allotment-rooms.tsx';
import { AllotmentStateChip } from './allotment-state-chip.tsx';
import { allotmentPeriod } from './allotment-text.ts';

export interface AllotmentTableProps {
  allotments: Allotment[];
  /** Offered on allotments not released yet (agencies.update). */
  onChangeRelease?: (allotment: Allotment) => void;
  onRelease?: (allotment: Allotment) => void;
}

/** An agency's allotments: where and when, the rooms held or booked out, the bookings made of them. */
export function AllotmentTable({ allotments, onChangeRelease, onRelease }: AllotmentTableProps) {
  const { t } = useTranslation();
  const actions = Boolean(onChangeRelease || onRelease);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('agencies.allotments.table')} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('agencies.allotments.placeColumn')}</TableCell>
            <TableCell>{t('agencies.allotments.trip')}</TableCell>
            <TableCell>{t('agencies.allotments.period')}</TableCell>
            <TableCell>{t('agencies.allotments.rooms')}</TableCell>
            <TableCell>{t('agencies.allotments.bookings')}</TableCell>
            <TableCell>{t('agencies.allotments.releaseDate')}</TableCell>
            <TableCell>{t('agencies.allotments.state')}</TableCell>
            <TableCell>{t('agencies.allotments.note')}</TableCell>
            {actions && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {allotments.map((allotment) => (
            <TableRow key={allotment.id} data-testid={`allotment-${allotment.id}`}>
              <TableCell>{allotment.assetName}</TableCell>
              <TableCell>{allotment.tourName ?? t('agencies.allotments.resortStay')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{allotmentPeriod(allotment)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <AllotmentRooms rooms={allotment.rooms} />
              </TableCell>
              <TableCell>
                <Stack spacing={0.25}>
                  {allotment.bookings.map((booking) => (
                    <Link key={booking.id} component={RouterLink} to={`/booking/${booking.id}`}>
                      {booking.bookingNo}
                    </Link>
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(allotment.releaseDate, false)}</TableCell>
              <TableCell>
                <AllotmentStateChip allotment={allotment} />
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{allotment.note}</TableCell>
              {actions && (
                <TableCell sx={{ whiteSpace: 'nowrap', width: 96 }}>
                  {allotmentState(allotment) !== 'released' && (
                    <>
                      {onChangeRelease && (
                        <IconAction
                          label={t('agencies.allotments.changeRelease')}
                          onClick={() => onChangeRelease(allotment)}
                        >
                          <EventIcon />
                        </IconAction>
                      )}
                      {onRelease && (
                        <IconAction
                          label={t('agencies.allotments.releaseNow')}
                          onClick={() => onRelease(allotment)}
                        >
                          <LockOpenIcon />
                        </IconAction>
                      )}
                    </>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
