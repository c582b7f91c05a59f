import { dsfinvkExportQuerySchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../http/answers.ts';
import type { Services } from '../../services.ts';
import {
  type DsfinvkClosing,
  type DsfinvkPayment,
  type DsfinvkTransaction,
  DsfinvkZipWriter,
  dsfinvkRows,
  type FiscalSignature,
} from '../fiscal/index.ts';
import { readCompany } from '../print/index.ts';
import { PosClosingRepository } from './pos-closing.repository.ts';
import { PosDsfinvkRepository } from './pos-dsfinvk.repository.ts';

const group = <T extends { transaction: string }>(rows: T[]) => {
  const by = new Map<string, T[]>();
  for (const row of rows) {
    const list = by.get(row.transaction);
    if (list) list.push(row);
    else by.set(row.transaction, [row]);
  }
  return by;
};

type ClosingRows = Awaited<ReturnType<PosDsfinvkRepository['closings']>>;
type CompanyProfile = Awaited<ReturnType<typeof readCompany>>;

/** Closings read and written a month's worth at a time: memory stays that of a batch, not a year. */
const BATCH = 31;

/**
 * Some closings as DSFinV-K reads them: each with the transactions it took in, their lines and
 * payments, the TSE's answers, and for a void the closing of the receipt it cancels.
 */
async function dsfinvkBatch(
  repo: PosDsfinvkRepository,
  closings: ClosingRows,
  company: CompanyProfile,
): Promise<DsfinvkClosing[]> {
  const ids = closings.map((c) => c.closing.id);
  const transactions = await repo.transactions(ids);
  const lines = group(await repo.lines(ids));
  const payments = group(await repo.payments(ids));
  const voided = new Map(
    (await repo.closingsOf(transactions.flatMap((tx) => (tx.voids ? [tx.voids] : [])))).map((r) => [r.id, r]),
  );
  const byClosing = new Map<string, DsfinvkTransaction[]>();
  for (const tx of transactions) {
    const original = tx.voids ? voided.get(tx.voids) : undefined;
    const list = byClosing.get(tx.closing!) ?? [];
    list.push({
      id: tx.id,
      number: tx.number,
      kind: tx.voids ? 'void' : 'sale',
      start: tx.createdAt,
      end: tx.closedAt,
      userId: tx.user,
      userName: tx.userName,
      total: tx.total,
      customerId: tx.customer,
      customerName: tx.guestName,
      note: tx.roomName,
      voids: tx.voids
        ? { id: tx.voids, zNumber: original?.zNumber ?? null, zCreatedAt: original?.zCreatedAt ?? null }
        : null,
      lines: (lines.get(tx.id) ?? []).map((l) => ({
        ...l,
        barcode: l.barcode ?? '',
        categoryName: l.categoryName ?? '',
        // Money on a room's bill settles the claim its charge raised (and a storno of it, back).
        businessCase: tx.kind === 'settlement' ? ('Forderungsaufloesung' as const) : ('Umsatz' as const),
      })),
      payments: (payments.get(tx.id) ?? []).map((p) => ({ ...p, kind: p.kind as DsfinvkPayment['kind'] })),
      signature: tx.signatureState === 'signed' ? (tx.signature as FiscalSignature) : null,
      signatureError: tx.signatureState === 'signed' ? null : tx.signatureError,
    });
    byClosing.set(tx.closing!, list);
  }
  const address = {
    name: company.name,
    street: company.address.street,
    zip: company.address.zip,
    city: company.address.city,
    country: company.address.country,
  };
  return closings.map(({ closing, till }) => ({
    till: { id: till.id, name: till.name, kind: till.kind },
    currency: closing.currency,
    number: closing.number,
    createdAt: closing.closedAt,
    day: closing.day,
    company: { ...address, taxNumber: company.taxNumber, vatId: company.vatId },
    location: { ...address, name: till.name },
    transactions: byClosing.get(closing.id) ?? [],
  }));
}

/**
 * `GET /api/pos/export/dsfinvk?from&to[&till]`: the DSFinV-K 2.4 export of the closings of a
 * period, the ZIP a German tax auditor reads (export.read, like the DATEV export; feature pos).
 */
export function registerDsfinvkRoutes(app: FastifyInstance, services: Services): void {
  const repo = new PosDsfinvkRepository(services.database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pos/export/dsfinvk',
    {
      config: { access: { scopes: ['export.read'], features: ['pos'] } },
      schema: {
        tags: ['pos'],
        querystring: dsfinvkExportQuerySchema,
        response: { 200: fileAnswer('application/zip', 'The DSFinV-K export: index.xml and 20 CSV files') },
      },
    },
    async (request, reply) => {
      const { from, to, till } = request.query;
      const visible = PosClosingRepository.tillsVisibleTo(request.principal);
      const [closings, company] = await Promise.all([
        repo.closings(from, to, visible, till),
        readCompany(repo.db),
      ]);
      const writer = new DsfinvkZipWriter({
        name: company.name || 'Seaberth',
        location: company.address.city,
        comment: `DSFinV-K 2.4, ${from} to ${to}`,
      });
      const otherRates = new Map<number, number>();
      for (let at = 0; at < closings.length; at += BATCH)
        writer.add(
          dsfinvkRows(await dsfinvkBatch(repo, closings.slice(at, at + BATCH), company), otherRates),
        );
      const zip = writer.finish();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="DSFinV-K_${from}_${to}.zip"`)
        .send(Buffer.from(zip));
    },
  );
}
