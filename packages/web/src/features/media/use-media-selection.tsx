import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../resources/confirm-delete-dialog.tsx';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { type MediaFolderRecord, type MediaRecord, moveMediaToFolder, useRefreshMedia } from './media-api.ts';
import { MoveToFolderDialog } from './move-to-folder-dialog.tsx';

/**
 * The chosen cards of the library and what can be done with them: move to a folder, delete (after
 * a confirmation that names what goes). The selection survives paging, so it keeps the records.
 */
export function useMediaSelection(folders: MediaFolderRecord[]) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const refresh = useRefreshMedia();
  const [chosen, setChosen] = useState<Map<string, MediaRecord>>(new Map());
  const [deleting, setDeleting] = useState<MediaRecord[] | null>(null);
  const [moving, setMoving] = useState(false);
  const [pending, setPending] = useState(false);

  const toggle = useCallback((media: MediaRecord, on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(media.id, media);
      else next.delete(media.id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Map()), []);

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    let done = 0;
    try {
      for (const media of deleting) {
        await api.DELETE('/api/media/{id}', { path: { id: media.id } });
        done++;
      }
      showSuccess(
        deleting.length === 1
          ? t('resources.common.deleted', { name: deleting[0]!.name })
          : t('media.deletedMany', { count: done }),
      );
      setChosen((current) => {
        const next = new Map(current);
        for (const media of deleting) next.delete(media.id);
        return next;
      });
      setDeleting(null);
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
      if (done > 0) void refresh();
    }
  };

  const move = async (folder: string | null) => {
    setPending(true);
    try {
      const { moved } = await moveMediaToFolder([...chosen.keys()], folder);
      const target = folder
        ? (folders.find((f) => f.id === folder)?.name ?? '')
        : t('media.folders.topLevel');
      showSuccess(t('media.move.done', { count: moved, folder: target }));
      setMoving(false);
      clear();
      await refresh();
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  const count = deleting?.length ?? 0;
  const dialogs: ReactNode = (
    <>
      <ConfirmDeleteDialog
        title={deleting ? String(count) : null}
        kind=""
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
        heading={t('media.deleteTitle', { count })}
        text={`${
          count === 1
            ? t('resources.common.deleteQuestion', { name: deleting?.[0]?.name ?? '' })
            : t('media.deleteManyQuestion', { count })
        } ${t('media.deleteHint')}`}
      />
      {moving && (
        <MoveToFolderDialog
          open
          count={chosen.size}
          folders={folders}
          pending={pending}
          onMove={move}
          onClose={() => setMoving(false)}
        />
      )}
    </>
  );

  return {
    selected: new Set(chosen.keys()),
    count: chosen.size,
    toggle,
    clear,
    startDelete: (media?: MediaRecord) => setDeleting(media ? [media] : [...chosen.values()]),
    startMove: () => setMoving(true),
    dialogs,
  };
}
