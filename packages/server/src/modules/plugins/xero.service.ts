import {
  type InvoiceExport,
  type InvoiceExportList,
  type WidgetPushResult,
  type XeroInvoiceState,
  type XeroRemoteState,
  type XeroSettings,
  type XeroSettingsView,
  type XeroTestResult,
  invoiceExportQuerySchema,
  xeroSettingsSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, refusal, validationError } from '../../http/errors.ts';
import type { Clock } from '../jobs/index.ts';
import { type ExportSource, InvoiceExports } from './invoice-exports.repository.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { PluginConnections } from './plugin-connections.repository.ts';
import { XeroClient, xeroDate } from './xero-client.ts';
import { idempotencyKey, minorOf, XERO_KINDS, xeroDocument } from './xero-mapping.ts';

/** How long a push may hold an invoice before another may try (a push takes seconds). */
const LEASE_MS = 2 * 60_000;
/** Documents the auto-push job sends per run (the rest wait for the next minute). */
const AUTO_PUSH_BATCH = 20;

type StoredSettings = XeroSettings & { autoPushSince?: string | null };
type XeroKind = (typeof XERO_KINDS)[keyof typeof XERO_KINDS];

const conflict = (message: string) => refusal('CONFLICT', message);

/**
 * The Xero invoice plugin: its settings (the secret write-only), and our invoices and credit
 * notes sent to Xero. The Xero id of each is kept (`invoice_exports`), so sending again updates
 * the document at Xero; before a first create the number is looked up at Xero and the create
 * carries an Idempotency-Key, so an answer lost on the way cannot leave a duplicate either.
 */
export class XeroService {
  private readonly connections: PluginConnections;
  readonly exports: InvoiceExports;

  constructor(
    db: Db,
    private readonly clock: Clock,
    box: SecretBox,
  ) {
    this.connections = new PluginConnections(db, box);
    this.exports = new InvoiceExports(db);
  }

  async view(): Promise<XeroSettingsView> {
    const row = await this.connections.read('xero');
    const { autoPushSince = null, ...settings } = this.settingsOf(row.settings);
    return {
      ...settings,
      enabled: row.enabled,
      clientSecretStored: typeof row.secrets.clientSecret === 'string' && row.secrets.clientSecret !== '',
      autoPushSince: settings.autoPush ? autoPushSince : null,
    };
  }

  async save(input: z.output<typeof xeroSettingsSchema>): Promise<XeroSettingsView> {
    const before = await this.connections.read('xero');
    const previous = this.settingsOf(before.settings);
    const { clientSecret, enabled, ...settings } = input;
    const secret = clientSecret || (before.secrets.clientSecret as string | undefined) || '';
    if (enabled) {
      const missing = [
        ...(settings.clientId
          ? []
          : [{ path: 'clientId', message: 'The custom connection’s client id is needed' }]),
        ...(secret
          ? []
          : [{ path: 'clientSecret', message: 'The custom connection’s client secret is needed' }]),
      ];
      if (missing.length) throw validationError(missing);
    }
    // The machine's time, not the business clock: it is compared with the invoices' `created_at`,
    // which the database stamps.
    const autoPushSince = settings.autoPush
      ? before.settings && previous.autoPush && previous.autoPushSince
        ? previous.autoPushSince
        : new Date().toISOString()
      : null;
    const reconnect =
      Boolean(clientSecret) ||
      (['clientId', 'tokenUrl', 'apiUrl', 'tenantId'] as const).some(
        (key) => previous[key] !== settings[key],
      );
    const secrets: Record<string, unknown> = { ...before.secrets, ...(clientSecret ? { clientSecret } : {}) };
    // Another client, organisation or server: the token cached for the old one must not be used.
    if (reconnect) {
      delete secrets.accessToken;
      delete secrets.tokenExpiresAt;
    }
    await this.connections.save('xero', { enabled, settings: { ...settings, autoPushSince }, secrets });
    return this.view();
  }

  /** A token from the connection and the organisation it reaches. */
  async test(): Promise<XeroTestResult> {
    const { client } = await this.connection(false);
    const answer = await client.get<{ Organisations?: Record<string, unknown>[] }>('/Organisation');
    const organisation = answer?.Organisations?.[0] ?? {};
    return {
      organisation: String(organisation.Name ?? ''),
      countryCode: String(organisation.CountryCode ?? ''),
      baseCurrency: String(organisation.BaseCurrency ?? ''),
    };
  }

  async list(query: z.output<typeof invoiceExportQuerySchema>): Promise<InvoiceExportList> {
    return { ...(await this.exports.list('xero', query)), page: query.page, size: query.size };
  }

  /** Our record of the push, and what Xero says about the document now (when it can be asked). */
  async state(invoice: string): Promise<XeroInvoiceState> {
    const source = await this.source(invoice);
    const stored = await this.exports.get(invoice, 'xero');
    const state: XeroInvoiceState = {
      invoice: { id: source.id, number: source.number, kind: source.kind },
      export: stored,
      remote: null,
      remoteError: null,
    };
    if (!stored?.externalId) return state;
    try {
      const { client } = await this.connection(false);
      const kind = XERO_KINDS[source.kind];
      const answer = await client.get<Record<string, Record<string, unknown>[]>>(
        `${kind.path}/${encodeURIComponent(stored.externalId)}`,
        { missingIsNull: true },
      );
      const document = answer?.[kind.collection]?.[0];
      if (document) state.remote = remoteOf(document, source.currency);
      else state.remoteError = `Xero has no document ${stored.externalId} (deleted there?)`;
    } catch (error) {
      state.remoteError = reasonOf(error);
    }
    return state;
  }

  /**
   * Sends a document to Xero: created when Xero does not have it, else updated (`update`: only
   * the latter). The outcome, Xero's refusal included, is kept on its export row.
   */
  async push(invoice: string, mode: 'send' | 'update' = 'send'): Promise<InvoiceExport> {
    const { client, settings } = await this.connection(true);
    const source = await this.source(invoice);
    const before = await this.exports.get(invoice, 'xero');
    if (before?.state === 'voided')
      throw conflict(`${source.number} is voided at Xero; a voided document cannot be sent again`);
    if (mode === 'update' && !before?.externalId)
      throw conflict(`${source.number} is not at Xero yet: send it first`);
    const now = this.clock.now();
    const claimed = await this.exports.claim(invoice, 'xero', now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) throw conflict(`${source.number} is being sent to Xero right now`);
    const kind = XERO_KINDS[source.kind];
    const contact = settings.contactRule === 'agency' && source.agency ? source.agency : source.payer;
    const { body } = xeroDocument(source, contact, settings);
    let externalId = claimed.externalId;
    try {
      // An earlier push whose answer got lost may have created it: Xero's numbers are unique.
      externalId ??= await findByNumber(client, kind, source.number);
      const answer = externalId
        ? await client.post<Record<string, Record<string, unknown>[]>>(kind.path, {
            body: { [kind.collection]: [{ [kind.id]: externalId, ...body }] },
          })
        : await client.put<Record<string, Record<string, unknown>[]>>(kind.path, {
            body: { [kind.collection]: [body] },
            idempotencyKey: idempotencyKey(source, body),
          });
      const id = answer[kind.collection]?.[0]?.[kind.id];
      if (typeof id !== 'string') throw new Error(`Xero answered without ${kind.id}`);
      await this.exports.finish(invoice, 'xero', {
        state: 'pushed',
        externalId: id,
        pushed: true,
        error: null,
      });
    } catch (error) {
      await this.exports.finish(invoice, 'xero', {
        state: 'error',
        externalId,
        pushed: false,
        error: reasonOf(error),
      });
      throw error;
    }
    return (await this.exports.get(invoice, 'xero'))!;
  }

  /** Voids the document at Xero (our invoice stays as issued: cancelling it is a credit note). */
  async void(invoice: string): Promise<InvoiceExport> {
    const { client } = await this.connection(true);
    const source = await this.source(invoice);
    const before = await this.exports.get(invoice, 'xero');
    if (!before?.externalId) throw conflict(`${source.number} is not at Xero`);
    if (before.state === 'voided') return before;
    const now = this.clock.now();
    const claimed = await this.exports.claim(invoice, 'xero', now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) throw conflict(`${source.number} is being sent to Xero right now`);
    const kind = XERO_KINDS[source.kind];
    try {
      await client.post(`${kind.path}/${encodeURIComponent(before.externalId)}`, {
        body: { [kind.collection]: [{ [kind.id]: before.externalId, Status: 'VOIDED' }] },
      });
      await this.exports.finish(invoice, 'xero', {
        state: 'voided',
        externalId: before.externalId,
        pushed: false,
        error: null,
      });
    } catch (error) {
      await this.exports.finish(invoice, 'xero', {
        state: before.state === 'pushing' ? 'error' : before.state,
        externalId: before.externalId,
        pushed: false,
        error: reasonOf(error),
      });
      throw error;
    }
    return (await this.exports.get(invoice, 'xero'))!;
  }

  /** The booking page's invoice widget: every document of the booking not at Xero yet, one by one. */
  async pushBooking(booking: string): Promise<WidgetPushResult> {
    await this.connection(true);
    const ids = await this.exports.ofBooking(booking);
    if (!ids.length) throw notFound('Invoice');
    const results: InvoiceExport[] = [];
    for (const id of ids) {
      const stored = await this.exports.get(id, 'xero');
      if (stored?.state !== 'pushed' && stored?.state !== 'voided') {
        try {
          await this.push(id);
        } catch {
          // Kept on the document's row with Xero's words; the others still go.
        }
      }
      const after = await this.exports.get(id, 'xero');
      if (after) results.push(after);
    }
    return { results };
  }

  /** The auto-push job: documents issued since auto-push was switched on, not sent yet. */
  async pushDue(): Promise<number> {
    const row = await this.connections.read('xero');
    const settings = this.settingsOf(row.settings);
    if (!row.enabled || !settings.autoPush || !settings.autoPushSince) return 0;
    const due = await this.exports.due(
      'xero',
      new Date(settings.autoPushSince),
      this.clock.now(),
      AUTO_PUSH_BATCH,
    );
    for (const id of due) {
      try {
        await this.push(id);
      } catch {
        // Recorded on its row; a refused push waits for someone to fix the cause and retry.
      }
    }
    return due.length;
  }

  private async source(invoice: string): Promise<ExportSource> {
    const source = await this.exports.source(invoice);
    if (!source) throw notFound('Invoice');
    return source;
  }

  private settingsOf(stored: Record<string, unknown> | null): StoredSettings {
    const { clientSecret: _secret, enabled: _enabled, ...defaults } = xeroSettingsSchema.parse({});
    return { ...defaults, ...(stored ?? {}) } as StoredSettings;
  }

  private async connection(
    requireEnabled: boolean,
  ): Promise<{ client: XeroClient; settings: StoredSettings }> {
    const row = await this.connections.read('xero');
    if (requireEnabled && !row.enabled)
      throw conflict('The Xero plugin is switched off: set it up under Plugins');
    const settings = this.settingsOf(row.settings);
    const secret = row.secrets.clientSecret;
    if (!settings.clientId || typeof secret !== 'string' || !secret)
      throw conflict('Xero needs the client id and secret of the custom connection: set them under Plugins');
    const client = new XeroClient(
      {
        apiUrl: settings.apiUrl,
        tokenUrl: settings.tokenUrl,
        clientId: settings.clientId,
        clientSecret: secret,
        tenantId: settings.tenantId,
      },
      {
        read: async () => {
          const { secrets } = await this.connections.read('xero');
          const token = secrets.accessToken;
          const expires = secrets.tokenExpiresAt;
          return typeof token === 'string' && typeof expires === 'string'
            ? { token, expiresAt: new Date(expires) }
            : null;
        },
        write: (token, expiresAt) =>
          this.connections.patchSecrets('xero', {
            accessToken: token,
            tokenExpiresAt: expiresAt.toISOString(),
          }),
      },
      () => this.clock.now(),
    );
    return { client, settings };
  }
}

async function findByNumber(client: XeroClient, kind: XeroKind, number: string): Promise<string | null> {
  const answer = await client.get<Record<string, Record<string, unknown>[]>>(
    kind.path,
    kind.collection === 'Invoices'
      ? { query: { InvoiceNumbers: number } }
      : { query: { where: `${kind.numberField}=="${number.replace(/"/g, '')}"` } },
  );
  const found = (answer?.[kind.collection] ?? []).find((d) => d[kind.numberField] === number);
  return typeof found?.[kind.id] === 'string' ? (found[kind.id] as string) : null;
}

function remoteOf(document: Record<string, unknown>, fallbackCurrency: string): XeroRemoteState {
  const currency = String(document.CurrencyCode ?? fallbackCurrency);
  const total = minorOf(document.Total, currency);
  // A credit note has no amount due: what is left of it to allocate is its RemainingCredit.
  const due =
    'AmountDue' in document
      ? minorOf(document.AmountDue, currency)
      : minorOf(document.RemainingCredit, currency);
  return {
    status: String(document.Status ?? ''),
    total,
    amountDue: due,
    amountPaid: 'AmountPaid' in document ? minorOf(document.AmountPaid, currency) : total - due,
    currency,
    updatedAt: xeroDate(document.UpdatedDateUTC),
  };
}

/** Xero's words for the export row (the client's PROVIDER_ERROR carries them as `reason`). */
function reasonOf(error: unknown): string {
  if (error instanceof AppError) return String(error.params?.reason ?? error.message);
  return (error as Error).message ?? String(error);
}
