import { type CustomerDataGroup, customerDataGroupResource } from '@seaberth/domain';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { type ResourceRow, resourceKeys } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';

/** Every data group, for the move dialog and the customer's record. */
export function useCustomerDataGroups() {
  return useQuery({
    queryKey: [...resourceKeys('customerdatagroup').lists(), 'all'],
    queryFn: () => api.GET('/api/customerdatagroup', { query: { size: 0 } }),
    select: (answer) => answer.data as unknown as CustomerDataGroup[],
    meta: { silent: true },
  });
}

/**
 * /customerdatagroup — the operator's own customer fields in groups, each field marked personal or
 * not; a field moves to another group with every customer's value (it is kept by its key).
 */
export function CustomerDataGroupsPage() {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<ResourceRow | null>(null);
  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => [
      {
        key: 'move',
        label: t('customers.moveField', { name: String(row.name ?? '') }),
        icon: <DriveFileMoveOutlinedIcon />,
        onClick: () => setMoving(row),
      },
    ],
    [t],
  );
  const columns = useMemo(() => ({ actions: { width: 170 } }), []);
  return (
    <>
      <ResourceList
        definition={customerDataGroupResource}
        intro={t('customers.dataGroupsIntro')}
        extraActions={actions}
        columnOverrides={columns}
      />
      {moving && <MoveFieldDialog group={moving.id} onClose={() => setMoving(null)} />}
    </>
  );
}

/** Moves one field of a group to another (`POST move/{from}/{to}/{field}`). */
function MoveFieldDialog({ group, onClose }: { group: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const groups = useCustomerDataGroups();
  const source = groups.data?.find((g) => g.id === group);
  const others = (groups.data ?? []).filter((g) => g.id !== group);
  const [field, setField] = useState('');
  const [target, setTarget] = useState('');
  const chosenField = field || source?.fields[0]?.key || '';
  const chosenTarget = target || others[0]?.id || '';
  const move = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/customerdatagroup/move/{from}/{to}/{field}', {
        path: { from: group, to: chosenTarget, field: chosenField },
      }),
    onSuccess: async (moved) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys('customerdatagroup').all });
      const label = moved.to.fields.find((f) => f.key === chosenField)?.label ?? chosenField;
      showSuccess(t('customers.move.moved', { field: label, group: moved.to.name }));
      onClose();
    },
  });
  const name = source?.name ?? '';
  const empty = source && source.fields.length === 0;
  return (
    <ActionDialog
      title={t('customers.move.title', { name })}
      submitLabel={t('customers.move.submit')}
      onSubmit={() => move.mutate()}
      onClose={onClose}
      pending={move.isPending}
      submitDisabled={!chosenField || !chosenTarget}
      error={move.isError ? { text: describeError(move.error, t) } : null}
    >
      {empty && <Alert severity="info">{t('customers.move.none')}</Alert>}
      {groups.isSuccess && others.length === 0 && (
        <Alert severity="info">{t('customers.move.noOther')}</Alert>
      )}
      <TextField
        select
        label={t('customers.move.field')}
        value={chosenField}
        onChange={(event) => setField(event.target.value)}
        disabled={!source?.fields.length}
      >
        {(source?.fields ?? []).map((f) => (
          <MenuItem key={f.key} value={f.key}>
            {`${f.label} (${f.key})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('customers.move.to')}
        value={chosenTarget}
        onChange={(event) => setTarget(event.target.value)}
        disabled={others.length === 0}
      >
        {others.map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
