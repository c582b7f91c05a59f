import { z } from 'zod';
import { defineResource } from '../resources/index.ts';

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What the library accepts, judged by the bytes (never by the name or the declared type). */
export const MEDIA_TYPES = [
  { mimeType: 'image/jpeg', kind: 'image', extension: 'jpg' },
  { mimeType: 'image/png', kind: 'image', extension: 'png' },
  { mimeType: 'image/webp', kind: 'image', extension: 'webp' },
  { mimeType: 'image/gif', kind: 'image', extension: 'gif' },
  { mimeType: 'application/pdf', kind: 'document', extension: 'pdf' },
] as const satisfies readonly { mimeType: string; kind: MediaKind; extension: string }[];
export type MediaMimeType = (typeof MEDIA_TYPES)[number]['mimeType'];
export const MEDIA_MIME_TYPES: readonly MediaMimeType[] = MEDIA_TYPES.map((t) => t.mimeType);

/** `optimize=1`: the long side is scaled down to this, JPEG and WebP are re-encoded at this quality. */
export const MEDIA_OPTIMIZE = { maxSide: 2048, quality: 82 } as const;
/** Thumbnails fit into a square of this many pixels. */
export const MEDIA_THUMB_SIZE = 320;
/** The library's default upload limit; guest-form uploads keep SPEC §9's 256 KB. */
export const MEDIA_DEFAULT_MAX_UPLOAD_KB = 10_240;

export const mediaFolderResource = defineResource({
  name: 'mediafolder',
  scope: 'media',
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    parent: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'mediafolder' } }),
  }),
  search: ['name'],
  columns: ['name', 'parent'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['parent', 'name']],
});

/**
 * A picture or document of the library. The client writes only these fields; what the file is
 * (kind, type, size, dimensions, file name) the server fills from the uploaded bytes.
 */
export const mediaResource = defineResource({
  name: 'media',
  scope: 'media',
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    folder: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'mediafolder' } }),
    alt: z
      .object({ de: z.string().max(500).default(''), en: z.string().max(500).default('') })
      .default({ de: '', en: '' })
      .meta({ ui: { hideInList: true } }),
    tags: z
      .array(z.string().trim().min(1).max(50))
      .max(30)
      .default([])
      .meta({ ui: { widget: 'tags' } }),
  }),
  search: ['name', 'fileName', 'tags', 'alt'],
  columns: ['name', 'kind', 'mimeType', 'size', 'width', 'height', 'folder', 'tags', 'updatedAt'],
  sort: { field: 'updatedAt', order: -1 },
  titleField: 'name',
});

/** The fields the server fills when a file is uploaded. */
export const mediaFileSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  /** null until a file was uploaded. */
  mimeType: z.string().nullable(),
  /** Bytes of the stored file. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The name the file had on the uploader's disk. */
  fileName: z.string(),
  /** Changes with every new file: part of the cacheable address. */
  checksum: z.string().nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** `GET /api/media/type`: what the library accepts and how it treats uploads. */
export const mediaTypeInfoSchema = z.object({
  kinds: z.array(z.enum(MEDIA_KINDS)).readonly(),
  types: z
    .array(z.object({ mimeType: z.string(), kind: z.enum(MEDIA_KINDS), extension: z.string() }))
    .readonly(),
  maxUploadKb: z.number(),
  optimize: z.object({ maxSide: z.number(), quality: z.number() }),
  thumbSize: z.number(),
});
export type MediaTypeInfo = z.infer<typeof mediaTypeInfoSchema>;

/** `POST /api/media/moveMediaToFolder`; folder null moves to the top level. */
export const moveMediaSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(1000),
  folder: z.uuid().nullable(),
});
export type MoveMediaInput = z.infer<typeof moveMediaSchema>;

/** What `moveMediaToFolder` answers: the records it moved (unknown ids are left out). */
export const mediaMovedSchema = z.object({ moved: z.number(), ids: z.array(z.string()) });

/** What the media calls beyond CRUD add to a record: its file's addresses (null without a file). */
export const mediaUrlsSchema = z.object({ url: z.string().nullable(), thumbUrl: z.string().nullable() });

/** `getWithData` also inlines the file as base64 up to 1 MB; larger ones answer null (fetch `url`). */
export const mediaInlineDataSchema = mediaUrlsSchema.extend({
  data: z.string().nullable(),
  dataType: z.string().nullable(),
});

export function mediaKindOf(mimeType: string | null | undefined): MediaKind | undefined {
  return MEDIA_TYPES.find((t) => t.mimeType === mimeType)?.kind;
}

export function isImageMedia(media: Pick<MediaFile, 'kind' | 'mimeType'>): boolean {
  return media.kind === 'image' && media.mimeType !== null;
}

/**
 * The public address of a media file. With the checksum in it the address names one exact file, so
 * browsers and proxies may keep it for a year; a new upload gets a new address.
 */
export function mediaDataUrl(
  media: { id: string; checksum?: string | null },
  options: { thumb?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (options.thumb) query.set('thumb', '1');
  if (media.checksum) query.set('v', media.checksum);
  const search = query.toString();
  return `/api/media/${media.id}/data${search ? `?${search}` : ''}`;
}

/** "1.2 MB", "340 KB", "12 B": 1 KB = 1024 bytes, as the upload limits count. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 && unit > 0 ? 1 : 0;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
