import type { Readable } from 'node:stream';

/** What Dropbox says of a stored file (part of its FileMetadata). */
export interface UploadedFile {
  name: string;
  path: string;
  size: number;
}

/** Where a backup goes besides the server's disk; Dropbox is one, behind this interface. */
export interface BackupUploader {
  upload(file: { name: string; size: number; open: () => Readable }, folder: string): Promise<UploadedFile>;
}

/** A refusal of Dropbox, with its `error_summary` (`path/insufficient_space/..`) or the status. */
export class DropboxError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly summary: string,
  ) {
    super(message);
  }
}

export interface DropboxOptions {
  token: string;
  /** `https://content.dropboxapi.com`, or a local server in tests. */
  contentUrl: string;
  /** Files up to this size go in one `files/upload` (Dropbox's limit is 150 MB a request). */
  singleUploadMax?: number;
  /** The part size of an upload session (a multiple of 4 MiB, as Dropbox asks for). */
  chunkBytes?: number;
  /** How often one request is tried again after a 429 or 503 with Retry-After. */
  retries?: number;
  wait?: (ms: number) => Promise<void>;
}

const MB = 1024 * 1024;

/**
 * Dropbox's upload API (HTTP, no SDK): `POST /2/files/upload` for a file up to 150 MB, else an
 * upload session (`upload_session/start`, `append_v2`, `finish`) in parts read from the file one
 * at a time. Arguments travel as JSON in the `Dropbox-API-Arg` header (non-ASCII escaped, as
 * Dropbox requires of header values), the bytes as the body. A 429 or 503 is tried again after its
 * Retry-After; 401 (a bad or revoked token) and 409 (`error_summary`) are refusals.
 */
export class DropboxClient implements BackupUploader {
  private readonly singleUploadMax: number;
  private readonly chunkBytes: number;
  private readonly retries: number;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(private readonly options: DropboxOptions) {
    this.singleUploadMax = options.singleUploadMax ?? 150 * MB;
    this.chunkBytes = options.chunkBytes ?? 8 * MB;
    this.retries = options.retries ?? 3;
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async upload(
    file: { name: string; size: number; open: () => Readable },
    folder: string,
  ): Promise<UploadedFile> {
    const commit = {
      path: `${folder.replace(/\/+$/, '')}/${file.name}`,
      mode: 'add',
      autorename: true,
      mute: true,
    };
    if (file.size <= this.singleUploadMax) {
      const body = await readAll(file.open());
      return toUploaded(await this.call('files/upload', commit, body));
    }
    let sessionId: string | undefined;
    let offset = 0;
    let pending: Buffer | undefined;
    // One part ahead: the last part goes with `finish`, so no empty append closes the session.
    for await (const part of parts(file.open(), this.chunkBytes)) {
      if (pending) {
        if (sessionId === undefined)
          sessionId = (
            (await this.call('files/upload_session/start', { close: false }, pending)) as {
              session_id: string;
            }
          ).session_id;
        else
          await this.call(
            'files/upload_session/append_v2',
            { cursor: { session_id: sessionId, offset }, close: false },
            pending,
          );
        offset += pending.length;
      }
      pending = part;
    }
    const last = pending ?? Buffer.alloc(0);
    if (sessionId === undefined)
      sessionId = (
        (await this.call('files/upload_session/start', { close: false }, Buffer.alloc(0))) as {
          session_id: string;
        }
      ).session_id;
    return toUploaded(
      await this.call(
        'files/upload_session/finish',
        { cursor: { session_id: sessionId, offset }, commit },
        last,
      ),
    );
  }

  private async call(route: string, arg: unknown, body: Buffer): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.options.contentUrl}/2/${route}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/octet-stream',
          'dropbox-api-arg': headerSafeJson(arg),
        },
        body: new Uint8Array(body),
      });
      const text = await response.text();
      if (response.ok) return text ? JSON.parse(text) : null;
      if ((response.status === 429 || response.status === 503) && attempt < this.retries) {
        // Retry-After in seconds, as Dropbox sends it; without one, 1, 2, 4 s.
        const header = response.headers.get('retry-after');
        const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : 2 ** attempt;
        await this.wait(seconds * 1000);
        continue;
      }
      throw refusal(response.status, text);
    }
  }
}

/** Dropbox reads the argument header as ASCII: every other character is escaped in the JSON. */
export function headerSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function refusal(status: number, text: string): DropboxError {
  let summary = '';
  try {
    summary = String((JSON.parse(text) as { error_summary?: string }).error_summary ?? '');
  } catch {
    // 400 answers plain text (a malformed request); 5xx may answer HTML.
  }
  const what =
    status === 401
      ? 'Dropbox refused the access token: connect Dropbox again'
      : status === 409 && summary.includes('insufficient_space')
        ? 'The Dropbox is full'
        : status === 429
          ? 'Dropbox asks to slow down: try again later'
          : `Dropbox answered ${status}${summary ? ` (${summary})` : ''}`;
  return new DropboxError(what, status, summary);
}

function toUploaded(metadata: unknown): UploadedFile {
  const m = metadata as { name: string; path_display?: string; path_lower?: string; size: number };
  return { name: m.name, path: m.path_display ?? m.path_lower ?? '', size: m.size };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The stream in parts of exactly `size` bytes (the last one shorter), holding one part at a time. */
async function* parts(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    let rest = Buffer.from(chunk);
    while (length + rest.length >= size) {
      const take = size - length;
      held.push(rest.subarray(0, take));
      yield Buffer.concat(held);
      held = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length) {
      held.push(rest);
      length += rest.length;
    }
  }
  if (length) yield Buffer.concat(held);
}
