import { describe, expect, it } from 'vitest';
import { formatFileSize, mediaDataUrl, mediaKindOf, mediaResource, moveMediaSchema } from './media.ts';

describe('media', () => {
  it('addresses a file by id, with the checksum as version and the thumbnail on request', () => {
    expect(mediaDataUrl({ id: 'a1' })).toBe('/api/media/a1/data');
    expect(mediaDataUrl({ id: 'a1', checksum: 'abc' })).toBe('/api/media/a1/data?v=abc');
    expect(mediaDataUrl({ id: 'a1', checksum: 'abc' }, { thumb: true })).toBe(
      '/api/media/a1/data?thumb=1&v=abc',
    );
  });

  it('formats sizes in 1024 steps', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });

  it('knows the kind of each accepted type and nothing else', () => {
    expect(mediaKindOf('image/webp')).toBe('image');
    expect(mediaKindOf('application/pdf')).toBe('document');
    expect(mediaKindOf('image/svg+xml')).toBeUndefined();
  });

  it('lets clients write name, folder, alt texts and tags only', () => {
    const parsed = mediaResource.schema.parse({
      name: ' Reef ',
      size: 1,
      mimeType: 'image/png',
      storageKey: 'x',
    });
    expect(parsed).toEqual({ name: 'Reef', folder: null, alt: { de: '', en: '' }, tags: [] });
  });

  it('moves at least one media to a folder or to the top level', () => {
    expect(moveMediaSchema.safeParse({ ids: [], folder: null }).success).toBe(false);
    const id = '6f1c2a0e-8a5b-4c1d-9e2f-0a1b2c3d4e5f';
    expect(moveMediaSchema.parse({ ids: [id], folder: null })).toEqual({ ids: [id], folder: null });
  });
});
