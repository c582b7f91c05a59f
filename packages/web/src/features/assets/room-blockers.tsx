import { addDays, type Bed, formatDate, nightsBetween, type Occupancy } from '@seaberth/domain';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/session-context.ts';
import { describeError } from '../../app/describe-error.ts';
import { describeBedRange } from './bed-numbers.ts';
import { BlockRoomDialog } from './block-room-dialog.tsx';
import { RemoveBlockerDialog } from './remove-blocker-dialog.tsx';
import { useOccupancy } from './use-occupancy.ts';
import { operatorToday } from '../../app/clock.ts';

export interface RoomBlockersProps {
  room: { id: string; name: string; assetId: string; beds: Required<Bed>[] };
}

/** How far ahead the room page lists blockers: the year the occupancy call allows. */
const DAYS_AHEAD = 365;

/** The room's blockers from today on a year ahead, with "block" and "remove" for those who may. */
export function RoomBlockers({ room }: RoomBlockersProps) {
  const { t } = useTranslation();
  const canWrite = useCan(['vessel.update', 'resort.update']);
  const from = operatorToday();
  const occupancy = useOccupancy(room.assetId, from, addDays(from, DAYS_AHEAD));
  const [blocking, setBlocking] = useState(false);
  const [removing, setRemoving] = useState<Occupancy | null>(null);
  const blockers = useMemo(
    () =>
      (occupancy.data?.rooms.find((r) => r.id === room.id)?.occupancies ?? [])
        .filter((o) => o.kind === 'blocker')
        .sort((a, b) => a.from.localeCompare(b.from)),
    [occupancy.data, room.id],
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="room-blockers"
      sx={{ p: { xs: 2, md: 3 }, mt: 2 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="room-blockers" variant="h4" component="h2">
          {t('assets.blockers.title')}
        </Typography>
        {canWrite && (
          <Button variant="outlined" startIcon={<BlockIcon />} onClick={() => setBlocking(true)}>
            {t('assets.blockers.blockThis')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('assets.blockers.intro')}
      </Typography>
      {occupancy.isError ? (
        <Alert severity="error">{describeError(occupancy.error, t)}</Alert>
      ) : blockers.length === 0 ? (
        <Typography color="text.secondary">
          {occupancy.isPending ? t('resources.common.loading') : t('assets.blockers.none')}
        </Typography>
      ) : (
        <Table aria-label={t('assets.blockers.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('assets.blockers.from')}</TableCell>
              <TableCell>{t('assets.blockers.until')}</TableCell>
              <TableCell>{t('assets.blockers.nightsColumn')}</TableCell>
              <TableCell>{t('assets.blockers.beds')}</TableCell>
              <TableCell>{t('assets.blockers.reason')}</TableCell>
              <TableCell>{t('assets.blockers.note')}</TableCell>
              {canWrite && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {blockers.map((blocker) => (
              <TableRow key={blocker.id}>
                <TableCell>{formatDate(blocker.from)}</TableCell>
                <TableCell>{formatDate(blocker.to)}</TableCell>
                <TableCell>{nightsBetween(blocker.from, blocker.to)}</TableCell>
                <TableCell>{describeBedRange(blocker.beds, t)}</TableCell>
                <TableCell>{blocker.reason ? t(`assets.reasons.${blocker.reason}`) : ''}</TableCell>
                <TableCell>{blocker.note}</TableCell>
                {canWrite && (
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('assets.blockers.removeNamed', { from: formatDate(blocker.from) })}
                      onClick={() => setRemoving(blocker)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {blocking && (
        <BlockRoomDialog
          room={{ id: room.id, name: room.name, beds: room.beds }}
          onClose={() => setBlocking(false)}
        />
      )}
      {removing && (
        <RemoveBlockerDialog roomName={room.name} blocker={removing} onClose={() => setRemoving(null)} />
      )}
    </Paper>
  );
}
