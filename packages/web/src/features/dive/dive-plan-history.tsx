import HistoryIcon from '@mui/icons-material/History';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { divePlanKeys } from './dive-plan-api.ts';

/** The plan's history: who changed what and when, overrides and closed dives with their reasons. */
export function DivePlanHistoryButton({ plan }: { plan: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const history = useQuery({
    queryKey: [...divePlanKeys.all, 'history', plan],
    queryFn: () => api.GET('/api/diveplan/{id}/history', { path: { id: plan } }),
    enabled: open,
  });
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {t('divePlan.history.open')}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={id} fullWidth maxWidth="sm">
          <DialogTitle id={id}>{t('divePlan.history.title')}</DialogTitle>
          <DialogContent>
            {history.error ? (
              <LoadErrorAlert error={history.error} onRetry={() => void history.refetch()} />
            ) : !history.data ? (
              <CircularProgress aria-label={t('divePlan.loading')} />
            ) : (
              <List dense>
                {[...history.data].reverse().map((entry) => (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText
                      primary={`${t(`divePlan.history.actions.${entry.action}`, {
                        defaultValue: entry.action,
                        count: Number(entry.details.divers ?? 0),
                      })}${
                        entry.details.diver ? `: ${entry.details.diver}` : ''
                      }${entry.details.time ? ` (${entry.details.time})` : ''}`}
                      secondary={[
                        `${formatInstant(entry.at)} · ${entry.actorName || t('divePlan.history.system')}`,
                        entry.details.missing &&
                          t('divePlan.history.missing', { names: entry.details.missing }),
                        entry.details.mix !== undefined &&
                          t('divePlan.history.mix', { mix: entry.details.mix || t('divePlan.history.air') }),
                        entry.details.reason &&
                          t('divePlan.history.reason', { reason: entry.details.reason }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('divePlan.history.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
