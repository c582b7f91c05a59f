import type { PosGuest, PosReceipt } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { findMember, memberStays, usePosActions } from './pos-api.ts';

interface OpenTab {
  id: string;
  customer: string | null;
}

/**
 * A scanned member card at the counter (the club's `SBM1.…` code) selects the guest the sale goes
 * to: the open receipt runs on them; without one, their open tab at this till is taken up, or the
 * next receipt starts on them. Only a guest staying in house can run a tab (it ends on the room).
 */
export function useMemberScan({
  till,
  tab,
  openTabs,
  onOpen,
}: {
  till: string;
  tab: PosReceipt | undefined;
  openTabs: OpenTab[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { tabGuest } = usePosActions();
  const [pending, setPending] = useState<PosGuest | null>(null);
  const [scanning, setScanning] = useState(false);

  const putOn = (id: string, guest: PosGuest) =>
    tabGuest.mutate(
      { id, roomBooking: guest.roomBooking, customer: guest.customer },
      {
        onSuccess: () => showSuccess(t('pos.member.onTab', { guest: guest.fullName, room: guest.roomName })),
        onError: showError,
      },
    );

  const scan = async (code: string) => {
    setScanning(true);
    try {
      const member = await findMember(code);
      const [stay] = await memberStays(member.customer, till || null);
      if (!stay) {
        showError(t('pos.member.notInHouse', { name: member.name }));
        return;
      }
      if (tab?.state === 'open') putOn(tab.id, stay);
      else {
        const running = openTabs.find((row) => row.customer === member.customer);
        if (running) {
          onOpen(running.id);
          showSuccess(t('pos.member.tabTaken', { guest: member.name }));
        } else setPending(stay);
      }
    } catch (error) {
      showError(
        error instanceof ApiError && error.description === 'NOT_FOUND' ? t('pos.member.unknown') : error,
      );
    } finally {
      setScanning(false);
    }
  };

  /** The first item opened receipt `id`: it runs on the guest scanned before. */
  const opened = (id: string) => {
    if (!pending) return;
    putOn(id, pending);
    setPending(null);
  };

  return { scan, scanning, pending, clearPending: () => setPending(null), opened };
}
