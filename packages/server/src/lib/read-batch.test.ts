import { describe, expect, it } from 'vitest';
import { inReadBatch, readOncePerBatch } from './read-batch.ts';

describe('readOncePerBatch', () => {
  it('reads once per key inside a batch, handing out copies', async () => {
    let reads = 0;
    const read = () => readOncePerBatch('rows', async () => [{ n: ++reads }]);
    await inReadBatch(async () => {
      const first = await read();
      first[0]!.n = 99;
      first.push({ n: 7 });
      expect(await read()).toEqual([{ n: 1 }]);
      expect(await readOncePerBatch('other', async () => 'x')).toBe('x');
    });
    expect(reads).toBe(1);
  });

  it('reads every time outside a batch, and again in the next batch', async () => {
    let reads = 0;
    const read = () => readOncePerBatch('rows', async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    expect(await inReadBatch(read)).toBe(3);
    expect(await inReadBatch(read)).toBe(4);
  });

  it('forgets a failed read', async () => {
    let reads = 0;
    await inReadBatch(async () => {
      const failing = () =>
        readOncePerBatch('rows', async () => {
          reads++;
          if (reads === 1) throw new Error('down');
          return reads;
        });
      await expect(failing()).rejects.toThrow('down');
      expect(await failing()).toBe(2);
    });
  });
});

it('runs a query builder once though several callers await it', async () => {
  let runs = 0;
  // As Drizzle's builders do: each `then` executes the statement again.
  const builder: PromiseLike<number[]> = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, as a query builder is.
    then: (resolve) => Promise.resolve([++runs]).then(resolve),
  };
  await inReadBatch(async () => {
    await Promise.all([readOncePerBatch('q', () => builder), readOncePerBatch('q', () => builder)]);
    await readOncePerBatch('q', () => builder);
  });
  expect(runs).toBe(1);
});
