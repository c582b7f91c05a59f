import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A sealed secret: `v1.` + base64url of IV (12 bytes), tag (16 bytes) and the ciphertext. */
const PREFIX = 'v1.';

/**
 * Without a key or key file (a `memory://` data dir: tests) the key is this process's: every box
 * of the process shares it, so two apps of one test on one database read each other's secrets.
 */
const processKey = randomBytes(32);

/** Whether a stored value is sealed (else it is empty or plain text from before sealing). */
export function isSealed(stored: string | null | undefined): boolean {
  return typeof stored === 'string' && stored.startsWith(PREFIX);
}

/**
 * Seals secrets kept in the database (payment providers' keys, the Wise token, mail passwords and
 * OAuth tokens, plugin secrets, TSE secrets, the Dropbox token) with AES-256-GCM under a key that
 * lives outside it, so a copy of the database (a backup, say, on Dropbox) carries no usable
 * secret. The key is `SECRETS_KEY`, else a file beside the data made on first use (0600), else a
 * key of this process only (a `memory://` data dir, tests). Several processes on one PostgreSQL
 * database share `SECRETS_KEY` (or the data dir); a restore on a new machine without the key file
 * keeps the records and asks for the secrets again (docs/operations.md).
 */
export class SecretBox {
  private key?: Promise<Buffer>;

  constructor(private readonly source: { secretsKey?: string; secretsKeyFile?: string }) {}

  async seal(plain: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.keyOnce(), iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The secret, or undefined when it was sealed under another key (or is no sealed secret). */
  async open(sealed: string): Promise<string | undefined> {
    if (!sealed.startsWith(PREFIX)) return undefined;
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (bytes.length < 28) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', await this.keyOnce(), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /**
   * What a stored secret column holds, readable: '' when empty, the secret when sealed under this
   * key, '' when sealed under another (the operator enters it again), and plain text as it is
   * (rows written before sealing, until `sealStoredSecrets` has run).
   */
  async reveal(stored: string | null | undefined): Promise<string> {
    if (!stored) return '';
    if (!isSealed(stored)) return stored;
    return (await this.open(stored)) ?? '';
  }

  /** The value to store: sealed when it is a secret, as it is when empty or already sealed. */
  async sealValue<T extends string | null | undefined>(value: T): Promise<T | string> {
    if (!value || isSealed(value)) return value;
    return this.seal(value);
  }

  private keyOnce(): Promise<Buffer> {
    this.key ??= this.loadKey();
    return this.key;
  }

  private async loadKey(): Promise<Buffer> {
    const { secretsKey, secretsKeyFile } = this.source;
    if (secretsKey) return createHash('sha256').update(secretsKey).digest();
    if (!secretsKeyFile) return processKey;
    const stored = await readFile(secretsKeyFile, 'utf8').catch(() => undefined);
    if (stored?.trim()) return createHash('sha256').update(stored.trim()).digest();
    const made = randomBytes(32).toString('base64url');
    await mkdir(path.dirname(secretsKeyFile), { recursive: true });
    // `wx`: two processes starting at once do not both write; the loser reads the winner's key.
    await writeFile(secretsKeyFile, `${made}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    const key = (await readFile(secretsKeyFile, 'utf8')).trim();
    return createHash('sha256').update(key).digest();
  }
}
