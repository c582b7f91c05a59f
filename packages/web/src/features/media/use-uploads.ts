import { formatFileSize, type MediaTypeInfo } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { describeError } from '../../app/describe-error.ts';
import { useSession } from '../../app/session-context.ts';
import { type MediaRecord, uploadMedia, useMediaTypeInfo, useRefreshMedia } from './media-api.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  /** 0..1 */
  progress: number;
  status: UploadStatus;
  error?: string;
  record?: MediaRecord;
}

export interface UploadTarget {
  /** Where new records go; null is the top level. */
  folder?: string | null;
  optimize: boolean;
  /** Upload into this record instead of creating one (replacing its file). */
  id?: string;
  /** The new record's name; without it the server names it after the file. */
  name?: string;
}

const TYPE_NAMES = 'JPEG, PNG, WebP, GIF, PDF';

/** The reason a file was refused, in the user's language and naming the limit or the types. */
export function uploadErrorText(error: unknown, t: TFunction, info: MediaTypeInfo | undefined): string {
  if (isApiError(error)) {
    if (error.status === 413 && error.body.description === 'PAYLOAD_TOO_LARGE' && info)
      return t('media.errors.tooLarge', { limit: formatFileSize(info.maxUploadKb * 1024) });
    if (error.status === 415) return t('media.errors.unsupported', { types: TYPE_NAMES });
  }
  return describeError(error, t);
}

let counter = 0;

/**
 * A queue of uploads with progress per file. Files go one after the other: the server checks and
 * processes each, and the first results appear while the rest still travel. A file over the limit
 * is refused here before a single byte is sent.
 */
export function useUploads(onUploaded?: (record: MediaRecord) => void) {
  const { t } = useTranslation();
  const { token } = useSession();
  const info = useMediaTypeInfo().data;
  const refresh = useRefreshMedia();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; target: UploadTarget }[]>([]);
  const running = useRef(false);
  const alive = useRef(true);
  const latest = useRef({ token, info, onUploaded, refresh, t });
  latest.current = { token, info, onUploaded, refresh, t };

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    if (alive.current)
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (files: Map<string, File>) => {
      if (running.current) return;
      running.current = true;
      try {
        for (let next = queue.current.shift(); next; next = queue.current.shift()) {
          const file = files.get(next.key);
          if (!file) continue;
          const { token: currentToken, info: currentInfo, t: translate } = latest.current;
          update(next.key, { status: 'uploading', progress: 0 });
          try {
            const record = await uploadMedia({
              file,
              token: currentToken,
              optimize: next.target.optimize,
              folder: next.target.folder,
              id: next.target.id,
              name: next.target.name,
              onProgress: (progress) => update(next.key, { progress }),
            });
            update(next.key, { status: 'done', progress: 1, record });
            latest.current.onUploaded?.(record);
            void latest.current.refresh();
          } catch (error) {
            update(next.key, { status: 'failed', error: uploadErrorText(error, translate, currentInfo) });
          } finally {
            files.delete(next.key);
          }
        }
      } finally {
        running.current = false;
      }
    },
    [update],
  );

  const files = useRef(new Map<string, File>());

  const add = useCallback(
    (list: File[] | FileList, target: UploadTarget) => {
      const { info: currentInfo, t: translate } = latest.current;
      const limit = currentInfo ? currentInfo.maxUploadKb * 1024 : Number.POSITIVE_INFINITY;
      const added: UploadItem[] = [];
      for (const file of Array.from(list)) {
        const key = `upload-${++counter}`;
        if (file.size > limit) {
          added.push({
            key,
            file,
            progress: 0,
            status: 'failed',
            error: translate('media.errors.tooLarge', { limit: formatFileSize(limit) }),
          });
          continue;
        }
        files.current.set(key, file);
        queue.current.push({ key, target });
        added.push({ key, file, progress: 0, status: 'waiting' });
      }
      setItems((all) => [...all, ...added]);
      void run(files.current);
    },
    [run],
  );

  /** Forgets finished and failed rows; uploads still running stay. */
  const clearFinished = useCallback(
    () => setItems((all) => all.filter((item) => item.status === 'waiting' || item.status === 'uploading')),
    [],
  );

  return {
    items,
    add,
    clearFinished,
    busy: items.some((i) => i.status === 'waiting' || i.status === 'uploading'),
  };
}
