import { type MediaTypeInfo, mediaFolderResource, mediaResource } from '@seaberth/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiError, api } from '../../api/client.ts';
import { toApiError } from '../../api/api-error.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { type ListParams, resourceKeys, toListQuery } from '../../resources/use-resource.ts';

/** A picture or document of the library as the server answers it. */
export type MediaRecord = AnswerOf<'/api/media/{id}', 'get'>;
export type MediaFolderRecord = AnswerOf<'/api/mediafolder/{id}', 'get'>;

export const mediaKeys = resourceKeys(mediaResource.name);
export const folderKeys = resourceKeys(mediaFolderResource.name);
const TYPE_KEY = ['media', 'type'] as const;

/** What the server accepts (`GET /api/media/type`); rarely changes, so it is kept for the session. */
export function useMediaTypeInfo() {
  return useQuery({
    queryKey: TYPE_KEY,
    queryFn: () => api.GET('/api/media/type'),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

/** Accept attribute of file inputs: the types the server takes, by MIME type and extension. */
export function acceptAttribute(info: MediaTypeInfo | undefined, imagesOnly = false): string {
  const types = (info?.types ?? DEFAULT_TYPES).filter((t) => !imagesOnly || t.kind === 'image');
  return [...types.map((t) => t.mimeType), ...types.map((t) => `.${t.extension}`)].join(',');
}

const DEFAULT_TYPES: MediaTypeInfo['types'] = [
  { mimeType: 'image/jpeg', kind: 'image', extension: 'jpg' },
  { mimeType: 'image/png', kind: 'image', extension: 'png' },
  { mimeType: 'image/webp', kind: 'image', extension: 'webp' },
  { mimeType: 'image/gif', kind: 'image', extension: 'gif' },
  { mimeType: 'application/pdf', kind: 'document', extension: 'pdf' },
];

export function useMediaPage(params: ListParams, options: { imagesOnly?: boolean } = {}) {
  const query = toListQuery(params);
  return useQuery({
    queryKey: [...mediaKeys.lists(), options.imagesOnly ? 'images' : 'all', query],
    queryFn: () =>
      options.imagesOnly ? api.GET('/api/media/images', { query }) : api.GET('/api/media', { query }),
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

/** The records behind a list of ids (the picker's chosen pictures), in one call. */
export function useMediaByIds(ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: [...mediaKeys.lists(), 'ids', sorted],
    queryFn: () =>
      api.GET('/api/media', { query: { page: 0, size: 0, filter: JSON.stringify({ id: sorted }) } }),
    enabled: sorted.length > 0,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useMediaFolders() {
  return useQuery({
    queryKey: folderKeys.list({ page: 0, size: 0 }),
    queryFn: () => api.GET('/api/mediafolder', { query: { page: 0, size: 0 } }),
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/** After uploads, moves and deletes: every media list (library, picker, reference cells) reloads. */
export function useRefreshMedia() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
        queryClient.invalidateQueries({ queryKey: folderKeys.all }),
      ]),
    [queryClient],
  );
}

export function moveMediaToFolder(ids: string[], folder: string | null) {
  return api.POST('/api/media/moveMediaToFolder', { body: { ids, folder } });
}

export interface UploadOptions {
  file: File;
  optimize: boolean;
  token: string | null;
  /** Upload into this record (`POST {id}/data`); without it a new record is created. */
  id?: string;
  folder?: string | null;
  name?: string;
  /** 0..1 while the bytes travel. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file into the media library (a new record, or the record `id`). */
export function uploadMedia(options: UploadOptions): Promise<MediaRecord> {
  const { file, optimize, token, id, folder, name, onProgress, signal } = options;
  const path = id ? `/api/media/${encodeURIComponent(id)}/data` : '/api/media/upload';
  const fields: Record<string, string> = {};
  if (!id && folder) fields.folder = folder;
  if (!id && name) fields.name = name;
  return uploadFile<MediaRecord>(`${path}?optimize=${optimize ? 1 : 0}`, file, {
    token,
    fields,
    onProgress,
    signal,
  });
}

/**
 * Posts one file as multipart/form-data (field `file`, plus text fields). XMLHttpRequest rather
 * than fetch, because only it reports upload progress. Failures arrive as ApiError in the
 * server's one error shape, like every other call.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  options: Pick<UploadOptions, 'token' | 'onProgress' | 'signal'> & { fields?: Record<string, string> },
): Promise<T> {
  const { token, fields = {}, onProgress, signal } = options;
  const path = url.split('?')[0]!;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const fail = (status: number, body?: Record<string, unknown>) =>
      reject(toApiError(body, { status, method: 'POST', path }));
    xhr.onload = () => {
      let body: Record<string, unknown> | undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as unknown as T);
      else fail(xhr.status, body);
    };
    xhr.onerror = () => fail(0, { description: 'NETWORK_ERROR', message: 'Network error' });
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export type { ApiError };
