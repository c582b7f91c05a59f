import type { MediaTypeInfo } from '@seaberth/domain';
import type { MediaFolderRecord, MediaRecord } from './media-api.ts';

export const TYPE_INFO: MediaTypeInfo = {
  kinds: ['image', 'document'],
  types: [
    { mimeType: 'image/jpeg', kind: 'image', extension: 'jpg' },
    { mimeType: 'image/png', kind: 'image', extension: 'png' },
    { mimeType: 'image/webp', kind: 'image', extension: 'webp' },
    { mimeType: 'image/gif', kind: 'image', extension: 'gif' },
    { mimeType: 'application/pdf', kind: 'document', extension: 'pdf' },
  ],
  maxUploadKb: 10_240,
  optimize: { maxSide: 2048, quality: 82 },
  thumbSize: 320,
};

let next = 0;

/** A media record as the API answers it; ids are uuid-shaped like the server's. */
export function mediaRecord(overrides: Partial<MediaRecord> = {}): MediaRecord {
  next++;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    name: `Picture ${next}`,
    folder: null,
    alt: { de: '', en: '' },
    tags: [],
    kind: 'image',
    mimeType: 'image/jpeg',
    size: 1_677_722,
    width: 1600,
    height: 1000,
    fileName: `picture-${next}.jpg`,
    checksum: `sum${next}`,
    ...overrides,
  };
}

export function folderRecord(name: string, id: string, parent: string | null = null): MediaFolderRecord {
  return { id, name, parent, version: 1, createdAt: '', updatedAt: '' };
}

/** A file of a given size for upload tests (jsdom's File keeps the bytes we give it). */
export function fileOf(name: string, type: string, bytes = 100): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
