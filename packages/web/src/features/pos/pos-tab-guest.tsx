import PersonIcon from '@mui/icons-material/PersonOutline';
import { Button, Chip, Stack } from '@mui/material';
import type { PosGuest, PosReceipt } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { usePosActions } from './pos-api.ts';
import { GuestPicker } from './pos-guest-picker.tsx';

/**
 * Whose tab this is: an open tab can run on an in-house guest through the evening (charged to the
 * room or paid at the end); the front desk warns at the guest's check-out while it is open.
 */
export function TabGuest({ tab, till }: { tab: PosReceipt; till: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const { tabGuest } = usePosActions();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<PosGuest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
      {tab.guestName ? (
        <Chip
          icon={<PersonIcon />}
          label={t('pos.tabGuest.on', { guest: tab.guestName, room: tab.roomName })}
          onDelete={() => tabGuest.mutate({ id: tab.id, roomBooking: null }, { onError: showError })}
          data-testid="tab-guest"
        />
      ) : null}
      <Button size="small" onClick={() => setPicking(true)} sx={{ minHeight: 40 }}>
        {tab.guestName ? t('pos.tabGuest.change') : t('pos.tabGuest.set')}
      </Button>
      {picking && (
        <ActionDialog
          title={t('pos.tabGuest.title', { number: tab.number })}
          submitLabel={chosen ? t('pos.tabGuest.submit', { guest: chosen.fullName }) : t('pos.room.choose')}
          submitDisabled={!chosen}
          pending={tabGuest.isPending}
          error={problem ? { text: problem } : null}
          onClose={() => setPicking(false)}
          onSubmit={() =>
            chosen &&
            tabGuest.mutate(
              { id: tab.id, roomBooking: chosen.roomBooking, customer: chosen.customer },
              {
                onSuccess: () => setPicking(false),
                onError: (error) => setProblem(describeError(error, t)),
              },
            )
          }
          testId="pos-tab-guest-dialog"
        >
          <GuestPicker till={till || null} chosen={chosen} onChoose={setChosen} />
        </ActionDialog>
      )}
    </Stack>
  );
}
