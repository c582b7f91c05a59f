import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  bytes: Buffer;
  fileName: string;
  /** What the browser claims; the server judges by the bytes. */
  type?: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then the file. */
export function multipartBody(file: FilePart, fields: Record<string, string> = {}) {
  const boundary = `----seaberth${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small PNG with a diagonal gradient: compresses well, decodes everywhere. */
export async function gradientPng(width = 600, height = 400): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a7bbf"/><stop offset="1" stop-color="#8fe3d0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A large, detailed photo-like JPEG (noise does not compress): what cameras deliver. */
export async function largeNoiseJpeg(width = 3000, height = 2000, exif = false): Promise<Buffer> {
  let image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#3a7ca5',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  }).jpeg({ quality: 95 });
  if (exif) image = image.withExif({ IFD0: { Copyright: 'Reef Lodge', Artist: 'Camera owner' } });
  return image.toBuffer();
}
