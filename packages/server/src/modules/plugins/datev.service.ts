import {
  DATEV_DEFAULTS,
  type DatevSettings,
  type DatevSettingsView,
  datevSettingsSchema,
  type FieldError,
  type Principal,
} from '@seaberth/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { refusal, validationError } from '../../http/errors.ts';
import type { BookingService } from '../bookings/index.ts';
import { datevFile } from './datev-format.ts';
import { type DatevDocument, type DatevPayment, datevPostings } from './datev-postings.ts';
import { DatevRepository } from './datev.repository.ts';
import { PluginConnections } from './plugin-connections.repository.ts';
import { currencyDecimals } from './xero-mapping.ts';

export interface DatevExport {
  bytes: Buffer;
  name: string;
  postings: number;
  /** Documents and payments in other currencies than the batch's, left out. */
  skipped: number;
}

const conflict = (message: string) => refusal('CONFLICT', message);

/** The DATEV settings (`plugin_connections`, plugin `datev`) and the Buchungsstapel of a period. */
export class DatevService {
  private readonly connections: PluginConnections;
  private readonly repository: DatevRepository;

  constructor(
    db: Db,
    private readonly bookings: BookingService,
  ) {
    this.connections = new PluginConnections(db);
    this.repository = new DatevRepository(db);
  }

  async view(): Promise<DatevSettingsView> {
    return { settings: await this.settings(), defaults: DATEV_DEFAULTS };
  }

  async save(input: z.output<typeof datevSettingsSchema>): Promise<DatevSettingsView> {
    const errors = accountErrors(input);
    if (errors.length) throw validationError(errors);
    await this.connections.save('datev', { enabled: true, settings: input, secrets: {} });
    return this.view();
  }

  /** The batch of `from`–`to`: within one fiscal year, as DATEV imports batches. */
  async export(
    from: string,
    to: string,
    requester: { principal: Principal; name: string },
  ): Promise<DatevExport> {
    const settings = await this.settings();
    if (!settings) throw conflict('Fill in the DATEV settings first (adviser and client number)');
    if (from > to) throw validationError([{ path: 'to', message: 'The period ends before it starts' }]);
    const fiscalYearStart = fiscalYearOf(from, settings.fiscalYearStart);
    if (to >= nextYear(fiscalYearStart))
      throw validationError([
        { path: 'to', message: `A batch lies within one fiscal year (from ${fiscalYearStart})` },
      ]);
    const visible = this.bookings.repository.visibleTo(requester.principal);
    const [documents, payments, { timezone }] = await Promise.all([
      this.repository.documents(from, to, visible),
      this.repository.payments(from, to, visible),
      this.bookings.operatorDay(),
    ]);
    const inCurrency = documents.filter((d) => d.currency === settings.currency);
    const paid = payments.filter((p) => p.currency === settings.currency);
    const skipped = documents.length - inCurrency.length + payments.length - paid.length;
    const debitorOf = await this.debitors(settings, [
      ...inCurrency.map((d) => d.customer),
      ...paid.map((p) => p.customer),
    ]);
    const { postings, unmapped } = datevPostings(
      inCurrency.map((d): DatevDocument => ({ ...d, debitor: debitorOf(d.customer) })),
      paid.map(
        (p): DatevPayment => ({
          date: p.date,
          amount: p.amount,
          method: p.method,
          document: p.invoiceNumber ?? p.bookingNo,
          payerName: p.payerName,
          debitor: debitorOf(p.customer),
        }),
      ),
      settings,
    );
    if (unmapped.length)
      throw conflict(`No revenue account for ${unmapped.join(', ')}: add it in the DATEV settings`);
    postings.sort((a, b) => a.date.localeCompare(b.date));
    const bytes = datevFile(
      {
        createdAt: stamp(this.bookings.services.clock.now(), timezone),
        exportedBy: requester.name,
        consultantNumber: settings.consultantNumber,
        clientNumber: settings.clientNumber,
        fiscalYearStart,
        accountLength: settings.accountLength,
        from,
        to,
        label: `Seaberth ${from.slice(0, 7)}`,
        initials: settings.initials,
        lock: settings.lock,
        currency: settings.currency,
        chart: settings.chart,
      },
      postings,
      currencyDecimals(settings.currency),
    );
    return {
      bytes,
      name: `EXTF_Buchungsstapel_${from}_${to}.csv`,
      postings: postings.length,
      skipped,
    };
  }

  private async settings(): Promise<DatevSettings | null> {
    const row = await this.connections.read('datev');
    if (!row.settings) return null;
    return datevSettingsSchema.parse(row.settings);
  }

  /** The debtor account of a customer: the collective one, or (per customer) the customer's own. */
  private async debitors(settings: DatevSettings, customers: (string | null)[]) {
    if (settings.debitorMode === 'collective') return () => settings.debitorAccount;
    const own = await this.repository.debitors(
      customers.filter((c): c is string => c !== null),
      settings.debitorAccount + 1,
    );
    const limit = 10 ** (settings.accountLength + 1);
    for (const account of own.values())
      if (account >= limit)
        throw conflict(
          `Debtor account ${account} is longer than ${settings.accountLength + 1} digits: start the numbers lower`,
        );
    return (customer: string | null) =>
      customer ? (own.get(customer) ?? settings.debitorAccount) : settings.debitorAccount;
  }
}

/**
 * Ledger accounts have the account length in digits, debtors one more (DATEV's rule for
 * personal accounts), so the adviser's import does not put a revenue account on a person.
 */
function accountErrors(settings: DatevSettings): FieldError[] {
  const ledger = settings.accountLength;
  const digits = (n: number) => String(n).length;
  const errors: FieldError[] = [];
  const ledgerMessage = `Use an account of ${ledger} digits`;
  if (digits(settings.bankAccount) !== ledger) errors.push({ path: 'bankAccount', message: ledgerMessage });
  if (digits(settings.cashAccount) !== ledger) errors.push({ path: 'cashAccount', message: ledgerMessage });
  settings.revenueAccounts.forEach((r, i) => {
    if (digits(r.account) !== ledger)
      errors.push({ path: `revenueAccounts.${i}.account`, message: ledgerMessage });
  });
  if (digits(settings.debitorAccount) !== ledger + 1)
    errors.push({ path: 'debitorAccount', message: `Use a debtor account of ${ledger + 1} digits` });
  const seen = new Set<string>();
  settings.revenueAccounts.forEach((r, i) => {
    const key = `${r.category}:${r.percent}`;
    if (seen.has(key))
      errors.push({ path: `revenueAccounts.${i}.percent`, message: 'This rate has an account already' });
    seen.add(key);
  });
  return errors;
}

/** The first day of the fiscal year `date` falls in (fiscal years starting on MM-DD). */
export function fiscalYearOf(date: string, start: string): string {
  const year = Number(date.slice(0, 4));
  const thisYear = `${year}-${start}`;
  return date >= thisYear ? thisYear : `${year - 1}-${start}`;
}

const nextYear = (isoDate: string) => `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;

/** YYYYMMDDHHMMSSfff in the operator's time zone (the header's "Erzeugt am"). */
function stamp(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const ms = String(now.getMilliseconds()).padStart(3, '0');
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${ms}`;
}
