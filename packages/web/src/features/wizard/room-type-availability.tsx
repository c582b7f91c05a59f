import {
  Alert,
  Box,
  CircularProgress,
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
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import type { RoomTypeOffer } from './wizard-api.ts';

export interface RoomTypeAvailabilityProps {
  groups: RoomTypeOffer[];
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  /** A further column per room type (the fast path's price for the party). */
  extra?: { title: string; cell: (group: RoomTypeOffer) => ReactNode };
}

/** How much of each room type is free for the nights: whole rooms and single beds. */
export function RoomTypeAvailability({ groups, pending, error, onRetry, extra }: RoomTypeAvailabilityProps) {
  const { t } = useTranslation();
  if (pending)
    return (
      <Box sx={{ py: 2 }}>
        <CircularProgress size={24} aria-label={t('wizard.common.loading')} />
      </Box>
    );
  if (error) return <LoadErrorAlert error={error} onRetry={onRetry} lead={t('wizard.availability.failed')} />;
  if (groups.length === 0) return <Alert severity="info">{t('wizard.availability.none')}</Alert>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('wizard.availability.title')} data-testid="wizard-availability">
        <TableHead>
          <TableRow>
            <TableCell>{t('wizard.availability.roomType')}</TableCell>
            <TableCell align="right">{t('wizard.availability.freeRooms')}</TableCell>
            <TableCell align="right">{t('wizard.availability.freeBeds')}</TableCell>
            {extra && <TableCell align="right">{extra.title}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.id} data-testid={`wizard-availability-${group.id || 'none'}`}>
              <TableCell>
                <Typography variant="body2">{group.name || t('wizard.availability.noType')}</Typography>
              </TableCell>
              <TableCell align="right">{group.freeRooms}</TableCell>
              <TableCell align="right">{group.freeBeds}</TableCell>
              {extra && <TableCell align="right">{extra.cell(group)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
