import type { FastifyRequest } from 'fastify';
import { AppError, refusal } from '../../http/errors.ts';
import type { Upload } from './media.service.ts';

/** Room for the multipart envelope and a few text fields around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

export function tooLarge(maxBytes: number): AppError {
  const kb = Math.floor(maxBytes / 1024);
  const readable = kb >= 1024 ? `${Math.round((kb / 1024) * 10) / 10} MB` : `${kb} KB`;
  return refusal(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the upload limit of ${readable} (${kb} KB). Upload a smaller file, or ask an administrator to raise MEDIA_MAX_UPLOAD_KB.`,
  );
}

function isMultipartLimit(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' &&
    code.startsWith('FST_') &&
    (error as { statusCode?: number }).statusCode === 413
    ? code
    : undefined;
}

/**
 * Reads a multipart request: one file in any field (browsers use `file`) plus text fields. The
 * size limit is checked from the announced length first, so an obviously too large upload is
 * refused before it is read, and again while reading for senders that announce nothing.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ upload: Upload; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw refusal(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data, in a form field named "file"',
    );
  }
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > maxBytes + ENVELOPE_BYTES) throw tooLarge(maxBytes);

  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') upload = { bytes: await part.toBuffer(), fileName: part.filename ?? '' };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = isMultipartLimit(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw refusal('PAYLOAD_TOO_LARGE', 'Send one file per request');
    if (code) throw refusal('PAYLOAD_TOO_LARGE', 'The form has too many fields');
    throw error;
  }
  if (!upload) {
    throw refusal('VALIDATION_ERROR', 'The request carries no file', {
      fields: [{ path: 'file', message: 'Choose a file to upload' }],
    });
  }
  return { upload, fields };
}
