/**
 * A bank statement against a busy year (issue 15): 10,000 open bookings, a camt.053 file of 5,000
 * entries (60 % naming their booking number, 30 % paying an open amount under the guest's name,
 * 10 % unknown) imported through the API, then every entry matched (the review list, all rows).
 * Target (docs/performance.md): import and matching together under 5 s. Also: the cost of one
 * automatic assignment (a booking payment with its history), from a file of 200 certain entries.
 *
 *   npx tsx bench/bank-import.ts     (BENCH_BOOKINGS, BENCH_ENTRIES; BENCH_DATABASE_URL for PostgreSQL)
 */
import { bookings, resorts } from '../packages/server/src/db/schema/index.ts';
import { startBenchServer } from './server.ts';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5_000);
const IBAN = 'DE89370400440532013000';
const NAMES = ['Anna Albrecht', 'Bernd Brandt', 'Clara Claus', 'Dieter Dietz', 'Eva Engel', 'Frank Fuchs'];

const bench = await startBenchServer(3912);
const [resort] = await bench.db.insert(resorts).values({ name: 'Bench Bank Resort' }).returning();
const rows = Array.from({ length: BOOKINGS }, (_, i) => ({
  bookingNo: `2027-${String(i + 1).padStart(5, '0')}`,
  state: 'confirmed',
  type: 'resort',
  from: '2027-06-01',
  to: '2027-06-08',
  leadName: `${NAMES[i % NAMES.length]} ${i}`,
  noOfPax: 2,
  resort: resort!.id,
  currency: 'EUR',
  total: 50_000 + (i % 997) * 100,
  paid: 0,
  bookingDate: '2027-01-01',
}));
for (let i = 0; i < rows.length; i += 1000) await bench.db.insert(bookings).values(rows.slice(i, i + 1000));

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${bench.url}${path}`, {
    method,
    headers: { ...bench.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

function camt(count: number, offset: number, certainOnly = false): Blob {
  const entries: string[] = [];
  for (let n = 0; n < count; n++) {
    const i = (offset + n) % BOOKINGS;
    const booking = rows[i]!;
    const kind = certainOnly ? 0 : n % 10;
    const text = kind < 6 ? `Booking ${booking.bookingNo}` : kind < 9 ? 'Dive holiday' : 'Unknown purpose';
    const name = kind < 9 ? booking.leadName : 'Somebody Else';
    const amount = (booking.total / 100).toFixed(2);
    entries.push(`<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2027-02-01</Dt></BookgDt><ValDt><Dt>2027-02-01</Dt></ValDt><AcctSvcrRef>B${offset + n}</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>${name}</Nm></Pty></Dbtr></RltdPties>
      <RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`);
  }
  return new Blob([
    `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
      <GrpHdr><MsgId>B</MsgId><CreDtTm>2027-02-02T08:00:00</CreDtTm></GrpHdr><Stmt><Id>S</Id>
      <Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}</Stmt></BkToCstmrStmt></Document>`,
  ]);
}

async function upload(bank: string, file: Blob): Promise<{ imported: number; assigned: number }> {
  const form = new FormData();
  form.append('file', file, 'statement.xml');
  const res = await fetch(`${bench.url}/api/bank/${bank}/import/csv`, {
    method: 'POST',
    headers: bench.headers,
    body: form,
  });
  if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ imported: number; assigned: number }>;
}

const bank = (await api('POST', '/api/bank', { name: 'Bench', iban: IBAN, openingDate: '2027-01-01' })) as {
  id: string;
};
let started = performance.now();
const imported = await upload(bank.id, camt(ENTRIES, 0));
const importMs = performance.now() - started;
started = performance.now();
const review = (await api('GET', `/api/bank/${bank.id}/review?size=0`)) as {
  data: { suggestions: { reason: string }[] }[];
};
const matchMs = performance.now() - started;
const byNumber = review.data.filter((e) => e.suggestions.some((s) => s.reason === 'number')).length;
const byAmount = review.data.filter((e) => e.suggestions.some((s) => s.reason === 'amount')).length;
console.log(`driver ${bench.driver}: ${BOOKINGS} open bookings, camt.053 of ${ENTRIES} entries`);
console.log(`  import (parse, dedupe, store): ${Math.round(importMs)} ms, ${imported.imported} new`);
console.log(
  `  match all (review list, size=0): ${Math.round(matchMs)} ms; by number ${byNumber}, by amount and name ${byAmount}`,
);
console.log(`  import + match: ${Math.round(importMs + matchMs)} ms`);

await api('POST', `/api/bank/${bank.id}`, {
  name: 'Bench',
  iban: IBAN,
  openingDate: '2027-01-01',
  autoAssign: true,
  version: 1,
});
started = performance.now();
const auto = await upload(bank.id, camt(200, ENTRIES, true));
const autoMs = performance.now() - started;
console.log(
  `  automatic assignment: ${auto.assigned} of 200 certain entries in ${Math.round(autoMs)} ms (${(autoMs / Math.max(auto.assigned, 1)).toFixed(1)} ms each)`,
);
await bench.stop();
