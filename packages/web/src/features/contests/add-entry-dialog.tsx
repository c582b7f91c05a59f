import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { CustomerAutocomplete, type CustomerChoice, type CustomerRow } from '../customers/index.ts';
import { contestApi, contestKeys } from './contest-api.ts';

const toChoice = (row: CustomerRow): CustomerChoice => ({
  id: row.id,
  fullName: row.fullName ?? '',
  email: row.contact?.email ?? '',
});

/** "Add entry": a customer found by name or e-mail enters the contest; no consent is asked. */
export function AddEntryDialog({
  contest,
  name,
  onClose,
}: {
  contest: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (chosen: CustomerChoice) => contestApi.subscribe(contest, chosen.id),
    onSuccess: async (_answer, chosen) => {
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
      showSuccess(t('contests.entries.added', { name: chosen.fullName }));
      onClose();
    },
  });
  // Entered already: said under the picker, where the choice is made again.
  const twice = isApiError(save.error) && save.error.body.description === 'CONTEST_ENTERED';
  return (
    <ActionDialog
      title={t('contests.entries.addTitle', { name })}
      submitLabel={t('contests.entries.add')}
      onSubmit={() => customer && save.mutate(customer)}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={!customer}
      error={save.isError && !twice ? { text: describeError(save.error, t) } : null}
    >
      <CustomerAutocomplete
        label={t('contests.entries.customer')}
        value={customer}
        onChange={(chosen) => {
          save.reset();
          setCustomer(chosen);
        }}
        toOption={toChoice}
        error={twice ? describeError(save.error, t) : undefined}
        hint={t('contests.entries.noConsent')}
        required
      />
    </ActionDialog>
  );
}
