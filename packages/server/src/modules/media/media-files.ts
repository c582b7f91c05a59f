import { createHash } from 'node:crypto';
import {
  MEDIA_OPTIMIZE,
  MEDIA_THUMB_SIZE,
  MEDIA_TYPES,
  type MediaKind,
  type MediaMimeType,
} from '@seaberth/domain';
import type sharpType from 'sharp';
import { AppError, refusal } from '../../http/errors.ts';

/** libvips (~20 MB) is loaded with the first picture, not by every process at start. */
let loaded: Promise<typeof sharpType> | undefined;
export function sharp(): Promise<typeof sharpType> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}

/** What the bytes of an upload are, whatever its name or declared type says. */
export interface InspectedFile {
  kind: MediaKind;
  mimeType: MediaMimeType;
  extension: string;
  width: number | null;
  height: number | null;
  /** Animated GIF or WebP: optimize leaves these alone rather than keep only the first frame. */
  animated: boolean;
}

const SHARP_FORMATS: Record<string, MediaMimeType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const ALLOWED_NAMES = 'JPEG, PNG, WebP, GIF or PDF';

export function unsupportedType(detail: string): AppError {
  return refusal(
    'UNSUPPORTED_MEDIA_TYPE',
    `${detail}. The media library accepts ${ALLOWED_NAMES} files (${MEDIA_TYPES.map((t) => t.mimeType).join(', ')}).`,
  );
}

function typeOf(mimeType: MediaMimeType) {
  return MEDIA_TYPES.find((t) => t.mimeType === mimeType)!;
}

/** Sniffs the bytes: a PDF by its header, an image by what sharp (libvips) can decode. */
export async function inspectFile(bytes: Buffer): Promise<InspectedFile> {
  if (bytes.length === 0) throw unsupportedType('The file is empty');
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { ...typeOf('application/pdf'), width: null, height: null, animated: false };
  }
  let metadata: sharpType.Metadata;
  try {
    metadata = await (await sharp())(bytes).metadata();
  } catch {
    throw unsupportedType('The file is neither a picture nor a PDF we can read');
  }
  const mimeType = metadata.format ? SHARP_FORMATS[metadata.format] : undefined;
  // SVG is refused on purpose: it can carry scripts, and library files are served publicly.
  if (!mimeType)
    throw unsupportedType(`Pictures of type ${String(metadata.format).toUpperCase()} are not accepted`);
  // Dimensions as the picture is shown, after its EXIF orientation (a portrait photo stays portrait).
  const oriented = metadata.autoOrient ?? metadata;
  return {
    ...typeOf(mimeType),
    width: oriented.width ?? null,
    height: oriented.height ?? null,
    animated: (metadata.pages ?? 1) > 1,
  };
}

export interface ProcessedFile {
  bytes: Buffer;
  mimeType: MediaMimeType;
  extension: string;
  width: number | null;
  height: number | null;
}

/**
 * `optimize=1`: turns the picture upright, scales the long side down to 2048 px (never up) and
 * re-encodes it without metadata (no camera data or GPS position in public pictures). JPEG stays
 * JPEG; PNG and WebP become WebP, which keeps transparency at a fraction of PNG's size. GIFs and
 * animations are kept as they are.
 */
export async function optimizeImage(bytes: Buffer, file: InspectedFile): Promise<ProcessedFile> {
  const unchanged = {
    bytes,
    mimeType: file.mimeType,
    extension: file.extension,
    width: file.width,
    height: file.height,
  };
  if (file.kind !== 'image' || file.animated || file.mimeType === 'image/gif') return unchanged;
  const pipeline = (await sharp())(bytes)
    .rotate()
    .resize(MEDIA_OPTIMIZE.maxSide, MEDIA_OPTIMIZE.maxSide, { fit: 'inside', withoutEnlargement: true });
  const toJpeg = file.mimeType === 'image/jpeg';
  const encoded = toJpeg
    ? pipeline.jpeg({ quality: MEDIA_OPTIMIZE.quality, mozjpeg: true })
    : pipeline.webp({ quality: MEDIA_OPTIMIZE.quality });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw unsupportedType(`The file looks like ${file.extension.toUpperCase()} but cannot be decoded`);
  });
  const mimeType = toJpeg ? 'image/jpeg' : 'image/webp';
  return {
    bytes: data,
    mimeType,
    extension: typeOf(mimeType).extension,
    width: info.width,
    height: info.height,
  };
}

/** A small upright WebP of the picture for lists and pickers (the first frame of an animation). */
export async function makeThumbnail(bytes: Buffer, file: InspectedFile): Promise<Buffer> {
  try {
    return await (await sharp())(bytes)
      .rotate()
      .resize(MEDIA_THUMB_SIZE, MEDIA_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    // metadata() reads only the header; a truncated or corrupt body fails here.
    throw unsupportedType(`The file looks like ${file.extension.toUpperCase()} but cannot be decoded`);
  }
}

/** A short content hash: names the stored file and is the version in its public address. */
export function checksumOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 24);
}
