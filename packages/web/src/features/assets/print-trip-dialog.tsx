import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';

interface Trip {
  id: string;
  from: string;
  to: string;
  vessel: string;
  tourName?: string;
  vesselName?: string;
}

/** Picks a trip of the coming year and opens the list printed for it in a new tab. */
export function PrintTripDialog({ list, onClose }: { list: ResourceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const today = new Date().toISOString().slice(0, 10);
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const trips = useQuery({
    queryKey: ['tour', 'date', today, nextYear, list.vessel ?? 'all'],
    queryFn: () =>
      api.get<Trip[]>(
        `/api/tour/date/${today}/${nextYear}`,
        list.vessel ? { vessel: String(list.vessel) } : undefined,
      ),
  });
  const [trip, setTrip] = useState('');
  const chosen = trip || trips.data?.[0]?.id || '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('assets.lists.printTitle', { name: String(list.name) })}</DialogTitle>
      <DialogContent>
        {trips.data && trips.data.length === 0 ? (
          <Typography color="text.secondary">{t('assets.lists.noTrips')}</Typography>
        ) : (
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={t('assets.lists.trip')}
            value={chosen}
            onChange={(event) => setTrip(event.target.value)}
            disabled={!trips.data}
          >
            {(trips.data ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {`${option.from} – ${option.to} · ${option.tourName ?? ''}${option.vesselName ? ` · ${option.vesselName}` : ''}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('resources.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => {
            api.openDocument(`/api/vessellist/${list.id}/print/${chosen}`).catch(showError);
            onClose();
          }}
        >
          {t('assets.print.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
