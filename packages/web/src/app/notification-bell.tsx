import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button, IconButton, Link, List, ListItem, ListItemText, Popover } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../api/client.ts';
import { formatInstant } from './format-dates.ts';
import { BELL_KEY } from './live-events.ts';
import { type LiveNotice, useLiveNotices } from './live-notices.ts';
import { OtaConflictItem, useOtaConflicts } from './notification-bell-ota.tsx';
import { useCan, useSession } from './session-context.ts';

/**
 * The bell in the app header (issue 38): the reader's unread notifications (what a to-do rule told
 * them), each marked read from its menu. The live stream marks the list stale when one arrives.
 * Beside them, the changes the stream marked for the bell (`bell`: a kind the user chose in their
 * profile, made by someone else), kept in this browser until read (live-notices.ts); the user's
 * current choice filters them at once, before the server's next heartbeat learns it. And the OTA
 * sales that wait for a hand, unread, as the server lists them (notification-bell-ota.tsx).
 */
export function NotificationBell() {
  const allowed = useCan(['bookings.read', 'todo.update']);
  if (!allowed) return null;
  return <Bell />;
}

/** A kind's words under `header.live` (a key may hold no dot: i18next reads it as nesting). */
export const noticeKey = (type: string) => type.replace(/\.(\w)/, (_, c: string) => c.toUpperCase());

type Translate = ReturnType<typeof useTranslation>['t'];

/** What a notice says: its kind, and for an OTA sale its channel reference and guest. */
function noticeText(t: Translate, notice: LiveNotice): string {
  if (notice.type !== 'ota.conflict') return t(`header.live.${noticeKey(notice.type)}`);
  const kind = notice.otaState === 'error' ? 'otaError' : 'otaConflict';
  const what = [notice.reference, notice.guest].filter(Boolean).join(', ');
  return what ? t(`header.live.${kind}Of`, { what }) : t(`header.live.${kind}`);
}

/** Where a notice leads: the booking it concerns, or the OTA bookings where a sale is placed. */
function noticeLink(t: Translate, notice: LiveNotice): { to: string; text: string } | undefined {
  if (notice.type === 'ota.conflict') return { to: '/booking/ota', text: t('header.live.openOta') };
  if (notice.booking) return { to: `/booking/${notice.booking}`, text: t('header.live.open') };
  return undefined;
}

function Bell() {
  const { t } = useTranslation();
  // The rules' notifications exist with the to-do feature; the stream's changes ring without it.
  const { features } = useSession();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const live = useLiveNotices();
  const unread = useQuery({
    queryKey: BELL_KEY,
    queryFn: () => api.GET('/api/todo/notifications'),
    meta: { silent: true },
    enabled: features.todo,
  });
  const markRead = useMutation({
    mutationFn: (id: string) => api.POST('/api/todo/notifications/{id}/read', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: BELL_KEY }),
  });
  const items = unread.data ?? [];
  const ota = useOtaConflicts();
  // A sale the server lists is shown once, as the server's: the live notice of it stands aside.
  const listed = new Set(ota.conflicts.map((u) => u.id));
  const notices = live.notices.filter((n) => !n.otaUpdate || !listed.has(n.otaUpdate));
  const count = items.length + notices.length + ota.conflicts.length;
  // The name holds the badge's text as shown (axe: label-content-name-mismatch), "99+" included.
  const shown = count > 99 ? '99+' : String(count);
  const label = count ? t('header.notificationsUnread', { count, shown }) : t('header.notifications');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all when nothing is unread: a hidden "0" still counts as the button's text. */}
        {count ? (
          <Badge badgeContent={shown} color="error">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      {/* A list, not a menu: each entry holds a link and a button, which a menu item may not. */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw' } } }}
      >
        <List dense aria-label={label}>
          {count === 0 && (
            <ListItem>
              <ListItemText primary={t('header.noNotifications')} />
            </ListItem>
          )}
          {ota.conflicts.map((update) => (
            <OtaConflictItem
              key={`ota-${update.id}`}
              update={update}
              pending={ota.markRead.isPending && ota.markRead.variables === update.id}
              onRead={() => {
                ota.markRead.mutate(update.id);
                for (const n of live.notices) if (n.otaUpdate === update.id) live.dismiss(n.key);
              }}
              onOpen={() => setAnchor(null)}
            />
          ))}
          {notices.map((notice) => (
            <ListItem
              key={`live-${notice.key}`}
              divider
              secondaryAction={
                <Button size="small" onClick={() => live.dismiss(notice.key)}>
                  {t('header.markRead')}
                </Button>
              }
            >
              <ListItemText
                sx={{ pr: 10 }}
                primary={noticeText(t, notice)}
                secondary={
                  <NoticeLink
                    notice={notice}
                    onOpen={() => {
                      live.dismiss(notice.key);
                      setAnchor(null);
                    }}
                  />
                }
              />
            </ListItem>
          ))}
          {items.map((item) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  disabled={markRead.isPending && markRead.variables === item.id}
                  onClick={() => markRead.mutate(item.id)}
                >
                  {t('header.markRead')}
                </Button>
              }
            >
              <ListItemText
                sx={{ pr: 10 }}
                primary={item.text}
                secondary={
                  <>
                    {formatInstant(item.at)}
                    {item.booking && item.bookingNo && (
                      <>
                        {' · '}
                        <Link
                          component={RouterLink}
                          to={`/booking/${item.booking}`}
                          onClick={() => setAnchor(null)}
                          aria-label={t('header.openBooking', { bookingNo: item.bookingNo })}
                        >
                          {item.bookingNo}
                        </Link>
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}

/** When the notice was heard, and the link to what it concerns (following it marks it read). */
function NoticeLink({ notice, onOpen }: { notice: LiveNotice; onOpen: () => void }) {
  const { t } = useTranslation();
  const link = noticeLink(t, notice);
  return (
    <>
      {formatInstant(notice.at)}
      {link && (
        <>
          {' · '}
          <Link component={RouterLink} to={link.to} onClick={onOpen}>
            {link.text}
          </Link>
        </>
      )}
    </>
  );
}
