import { randomBytes } from 'node:crypto';
import type { Db } from '../packages/server/src/db/client.ts';
import { textblocks, users } from '../packages/server/src/db/schema/index.ts';

const WORDS =
  'reef manta wreck drift nitrox cabin deck sunset macro shark turtle lagoon pier channel wall night'.split(
    ' ',
  );
const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)]!;

/** Fills a database with list-sized data: users and text blocks, in batches of 1,000 rows. */
export async function generate(db: Db, counts: { users: number; textblocks: number }): Promise<void> {
  for (let start = 0; start < counts.users; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, counts.users - start) }, (_, i) => ({
      name: `${pick()} ${pick()} ${start + i}`,
      email: `user${start + i}-${randomBytes(3).toString('hex')}@bench.local`,
      userType: 'employee',
    }));
    await db.insert(users).values(batch);
  }
  for (let start = 0; start < counts.textblocks; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, counts.textblocks - start) }, (_, i) => ({
      name: `${pick()}-${start + i}`,
      lang: i % 2 ? 'de' : 'en',
      text: Array.from({ length: 40 }, pick).join(' '),
    }));
    await db.insert(textblocks).values(batch);
  }
}
