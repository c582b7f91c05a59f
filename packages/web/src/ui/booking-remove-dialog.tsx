import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../app/action-dialog.tsx';
import { bookingErrorText } from './booking-errors.ts';

/**
 * Removing something of a booking (a comment, an arrival): only after a confirmation that names
 * it, in the shared dialog; a refusal stays in the dialog in the booking's words.
 */
export function BookingRemoveDialog({
  title,
  children,
  remove,
  onDone,
  onClose,
}: {
  title: ReactNode;
  /** What goes, in words. */
  children: ReactNode;
  remove: () => Promise<unknown>;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const removal = useMutation({
    meta: { silent: true },
    mutationFn: remove,
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  return (
    <ActionDialog
      title={title}
      submitLabel={t('resources.common.delete')}
      onSubmit={() => removal.mutate()}
      onClose={onClose}
      pending={removal.isPending}
      error={removal.isError ? { text: bookingErrorText(removal.error, t) } : null}
      destructive
    >
      {children}
    </ActionDialog>
  );
}
