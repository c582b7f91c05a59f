import { crmFilterResource } from '@seaberth/domain';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useDeleteResource } from '../../resources/use-resource.ts';

/** Deletes a saved filter after asking; the customers it found stay as they are. */
export function DeleteFilterDialog({
  filter,
  onDeleted,
  onClose,
}: {
  filter: { id: string; name: string };
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const remove = useDeleteResource(crmFilterResource);
  return (
    <ActionDialog
      title={t('crm.filters.deleteTitle', { name: filter.name })}
      submitLabel={t('crm.filters.delete')}
      destructive
      onSubmit={() =>
        remove.mutate(filter.id, {
          onSuccess: () => {
            showSuccess(t('crm.filters.deleted', { name: filter.name }));
            onDeleted();
            onClose();
          },
        })
      }
      onClose={onClose}
      pending={remove.isPending}
      error={remove.error ? { text: describeError(remove.error, t) } : null}
      testId="delete-filter-dialog"
    >
      <Typography variant="body2">{t('crm.filters.deleteText')}</Typography>
    </ActionDialog>
  );
}
