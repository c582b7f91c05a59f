import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

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
