import { Button, Checkbox, FormControlLabel, FormGroup, Stack } from '@mui/material';
import { DEFAULT_NOTIFICATION_KINDS, NOTIFICATION_KINDS, type NotificationKind } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { noticeKey } from '../../app/notification-bell.tsx';
import { type SessionUser, useCan, useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

const chosenOf = (user: SessionUser): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => (user.notifications ?? DEFAULT_NOTIFICATION_KINDS).includes(kind));

/**
 * Which live changes the bell tells the user of (issue 38), saved as the user's `notifications`
 * through `POST /api/users/self`: the whole list as ticked, in the order the kinds are named.
 */
export function NotificationSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { updateUser, features } = useSession();
  // OTA sales exist with the channel manager, for readers of bookings; a hidden kind keeps its choice.
  const otaReader = useCan(['bookings.read']) && Boolean(features.ota);
  const offered = NOTIFICATION_KINDS.filter((kind) => kind !== 'ota.conflict' || otaReader);
  const { showError, showSuccess } = useSnackbar();
  const [chosen, setChosen] = useState<NotificationKind[]>(() => chosenOf(user));
  const [pending, setPending] = useState(false);
  // As the profile form beside it saves: a plain call, the session's user replaced by the answer.
  const save = async () => {
    setPending(true);
    try {
      const saved = await api.POST('/api/users/self', { body: { notifications: chosen } });
      updateUser(saved);
      setChosen(chosenOf(saved));
      showSuccess(t('profile.notifications.saved'));
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };
  const saved = chosenOf(user);
  const dirty = saved.length !== chosen.length || saved.some((kind) => !chosen.includes(kind));
  const toggle = (kind: NotificationKind, on: boolean) =>
    setChosen((now) => NOTIFICATION_KINDS.filter((k) => (k === kind ? on : now.includes(k))));
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormGroup aria-label={t('profile.notifications.title')}>
        {offered.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Checkbox
                checked={chosen.includes(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
            }
            label={t(`profile.notifications.kinds.${noticeKey(kind)}`)}
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => setChosen(saved)} disabled={!dirty}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || pending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
