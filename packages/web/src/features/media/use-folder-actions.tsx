import { mediaFolderResource } from '@seaberth/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../resources/confirm-delete-dialog.tsx';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceFormDialog } from '../../resources/resource-form-dialog.tsx';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { type MediaFolderRecord, useRefreshMedia } from './media-api.ts';

const HIDE_PARENT = { parent: { hidden: true } };

/**
 * New folder, rename and delete for the folder bar. Deleting a folder keeps its files: they and
 * its sub-folders move to the top level, and the dialog says so.
 */
export function useFolderActions(current: string | null, openFolder: (id: string | null) => void) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const refresh = useRefreshMedia();
  const permissions = useResourcePermissions(mediaFolderResource);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [deleting, setDeleting] = useState<MediaFolderRecord | null>(null);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      await api.DELETE('/api/mediafolder/{id}', { path: { id: deleting.id } });
      showSuccess(t('resources.common.deleted', { name: deleting.name }));
      openFolder(deleting.parent ?? null);
      setDeleting(null);
      await refresh();
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  const dialogs: ReactNode = (
    <>
      {editing && (
        <ResourceFormDialog
          definition={mediaFolderResource}
          id={editing.id}
          defaults={{ parent: current }}
          fields={editing.id ? undefined : HIDE_PARENT}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        title={deleting ? deleting.name : null}
        kind=""
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
        heading={t('media.folders.deleteTitle')}
        text={t('media.folders.deleteText', { name: deleting?.name ?? '' })}
      />
    </>
  );

  return {
    onCreate: permissions.canCreate ? () => setEditing({}) : undefined,
    onRename: permissions.canUpdate
      ? (folder: MediaFolderRecord) => setEditing({ id: folder.id })
      : undefined,
    onDelete: permissions.canDelete ? (folder: MediaFolderRecord) => setDeleting(folder) : undefined,
    dialogs,
  };
}
