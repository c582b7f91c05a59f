import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSealed, SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  it('opens what it sealed, and nothing sealed under another key', async () => {
    const box = new SecretBox({ secretsKey: 'one key' });
    const sealed = await box.seal('sl.token');
    expect(sealed).not.toContain('sl.token');
    expect(await box.open(sealed)).toBe('sl.token');
    expect(await new SecretBox({ secretsKey: 'another key' }).open(sealed)).toBeUndefined();
    expect(await box.open(`${sealed.slice(0, -2)}AA`)).toBeUndefined();
    expect(await box.open('plain text')).toBeUndefined();
  });

  it('reveals a stored column: plain text as it is, sealed under another key as none', async () => {
    const box = new SecretBox({ secretsKey: 'one key' });
    const sealed = await box.seal('sk_test_1');
    expect(await box.reveal(sealed)).toBe('sk_test_1');
    expect(await box.reveal('sk_test_plain')).toBe('sk_test_plain');
    expect(await box.reveal(null)).toBe('');
    expect(await new SecretBox({ secretsKey: 'another key' }).reveal(sealed)).toBe('');
    expect(await box.sealValue(sealed)).toBe(sealed);
    expect(await box.sealValue('')).toBe('');
    expect(isSealed(await box.sealValue('x'))).toBe(true);
    // Boxes without a key share the process's key (two apps of one test on one database).
    expect(await new SecretBox({}).open(await new SecretBox({}).seal('shared'))).toBe('shared');
  });

  it('makes a key file of its own once and keeps using it', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const file = path.join(folder, 'data', 'secrets.key');
      const sealed = await new SecretBox({ secretsKeyFile: file }).seal('sl.token');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThan(30);
      expect(await new SecretBox({ secretsKeyFile: file }).open(sealed)).toBe('sl.token');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
