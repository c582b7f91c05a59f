import type { ResourceDefinition } from '@seaberth/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../app/snackbar.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { recordTitle } from './format-value.ts';
import { type ResourceRow, useCopyResource, useDeleteResource } from './use-resource.ts';
import type { ResourcePermissions } from './use-resource-permissions.ts';

/** A screen's own action on a row (send a queued mail again, ...), shown before the standard ones. */
export interface ExtraRowAction {
  key: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}

export interface RowActionsOptions {
  definition: ResourceDefinition;
  extraActions?: (row: ResourceRow) => ExtraRowAction[];
  permissions: ResourcePermissions;
  /** Opens a record; the row is there for paths built from more than its id. */
  onEdit: (id: string, row?: ResourceRow) => void;
  /** The record kind in the user's language, for the confirmation. */
  kind: string;
}

/**
 * Edit, copy and delete per row, each only when the user holds its scope: copy creates a record,
 * so it needs create. A copy opens straight away because a copy is made to be changed.
 */
export function useRowActions({ definition, permissions, onEdit, kind, extraActions }: RowActionsOptions): {
  actionsColumn?: GridColDef<ResourceRow>;
  deleteDialog: ReactNode;
} {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { mutate: copyRecord, isPending: copying } = useCopyResource(definition);
  const remove = useDeleteResource(definition);
  const [toDelete, setToDelete] = useState<ResourceRow | null>(null);
  const { canUpdate, canCreate, canDelete } = permissions;

  const actionsColumn = useMemo<GridColDef<ResourceRow> | undefined>(() => {
    if (!canUpdate && !canCreate && !canDelete && !extraActions) return undefined;
    return {
      field: 'actions',
      type: 'actions',
      headerName: t('resources.common.actions'),
      width: 130,
      getActions: ({ row }) => {
        const name = recordTitle(row, definition.titleField);
        const items = (extraActions?.(row) ?? []).map((action) => (
          <GridActionsCellItem
            key={action.key}
            icon={action.icon}
            label={action.label}
            title={action.label}
            disabled={action.disabled}
            onClick={action.onClick}
          />
        ));
        if (canUpdate) {
          items.push(
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlinedIcon />}
              label={t('resources.common.editNamed', { name })}
              title={t('resources.common.edit')}
              onClick={() => onEdit(row.id, row)}
            />,
          );
        }
        if (canCreate) {
          items.push(
            <GridActionsCellItem
              key="copy"
              icon={<ContentCopyIcon />}
              label={t('resources.common.copyNamed', { name })}
              title={t('resources.common.copy')}
              disabled={copying}
              onClick={() =>
                copyRecord(row.id, {
                  onSuccess: (created) => {
                    showSuccess(t('resources.common.copied', { name }));
                    onEdit(created.id, created);
                  },
                  onError: showError,
                })
              }
            />,
          );
        }
        if (canDelete) {
          items.push(
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutlineIcon />}
              label={t('resources.common.deleteNamed', { name })}
              title={t('resources.common.delete')}
              onClick={() => setToDelete(row)}
            />,
          );
        }
        return items;
      },
    };
  }, [
    extraActions,
    canUpdate,
    canCreate,
    canDelete,
    definition.titleField,
    t,
    onEdit,
    copyRecord,
    copying,
    showError,
    showSuccess,
  ]);

  const deleteDialog = (
    <ConfirmDeleteDialog
      title={toDelete ? recordTitle(toDelete, definition.titleField) : null}
      kind={kind}
      pending={remove.isPending}
      onCancel={() => setToDelete(null)}
      onConfirm={() => {
        if (!toDelete) return;
        const name = recordTitle(toDelete, definition.titleField);
        remove.mutate(toDelete.id, {
          onSuccess: () => {
            showSuccess(t('resources.common.deleted', { name }));
            setToDelete(null);
          },
          onError: (error) => {
            showError(error);
            setToDelete(null);
          },
        });
      }}
    />
  );

  return { actionsColumn, deleteDialog };
}
