import type { OtaUpdate } from '@seaberth/domain';
import { Button, Link, ListItem, ListItemText } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../api/client.ts';
import { formatInstant } from './format-dates.ts';
import { useCan, useSession } from './session-context.ts';

/**
 * The key the OTA bookings screen keeps the unread answer under (features/ota-bookings): one cache,
 * so marking read there empties the bell, and the live stream's `ota.conflict` refreshes both.
 */
const UNREAD_KEY = ['otaupdates', 'unread'] as const;
const NEEDS_HAND = new Set<OtaUpdate['state']>(['conflict', 'error']);

/**
 * The OTA sales that wait for a hand (a conflict to place, an error), unread, as the server knows
 * them (`GET /api/bookings/unreadotaupdates`): the bell lists them from the first load, not only
 * when the live stream announces one while the app is open. Only for readers of bookings with the
 * OTA feature, as the route itself asks.
 */
export function useOtaConflicts() {
  const { features } = useSession();
  const allowed = useCan(['bookings.read']) && Boolean(features.ota);
  const client = useQueryClient();
  const unread = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api.GET('/api/bookings/unreadotaupdates'),
    meta: { silent: true },
    enabled: allowed,
  });
  const markRead = useMutation({
    mutationFn: (id: string) => api.POST('/api/bookings/markRead/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['otaupdates'] }),
  });
  const conflicts = allowed
    ? (unread.data?.data ?? []).filter((u) => !u.read && NEEDS_HAND.has(u.state))
    : [];
  return { conflicts, markRead };
}

/** One waiting OTA sale in the bell: what and when, the way to the OTA bookings, mark read. */
export function OtaConflictItem({
  update,
  pending,
  onRead,
  onOpen,
}: {
  update: OtaUpdate;
  pending: boolean;
  onRead: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const kind = update.state === 'error' ? 'otaError' : 'otaConflict';
  const what = [update.reference, update.guestName].filter(Boolean).join(', ');
  return (
    <ListItem
      divider
      secondaryAction={
        <Button size="small" disabled={pending} onClick={onRead}>
          {t('header.markRead')}
        </Button>
      }
    >
      <ListItemText
        sx={{ pr: 10 }}
        primary={what ? t(`header.live.${kind}Of`, { what }) : t(`header.live.${kind}`)}
        secondary={
          <>
            {formatInstant(update.receivedAt)}
            {' · '}
            <Link component={RouterLink} to="/booking/ota" onClick={onOpen}>
              {t('header.live.openOta')}
            </Link>
          </>
        }
      />
    </ListItem>
  );
}
