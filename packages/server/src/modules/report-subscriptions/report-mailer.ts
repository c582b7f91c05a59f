import { randomUUID } from 'node:crypto';
import {
  cellText,
  formatDate,
  hasAnyScope,
  type Language,
  nextSendDay,
  type Principal,
  type ReportFrequency,
  type ReportMailResult,
  type ReportSpan,
  reportCells,
  reportFileName,
  reportHeaders,
  rowsWithPeriodLabels,
  spanPeriod,
} from '@seaberth/domain';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { toPrincipal } from '../auth/index.ts';
import { mediaServiceFor } from '../media/index.ts';
import {
  intlDecimals,
  type RegisteredReport,
  reportAnswer,
  reportChartPng,
  reportWorkbook,
  requestFor,
  XLSX_TYPE,
} from '../reports/index.ts';
import type { Services } from '../../services.ts';
import {
  type ReportSubscriptionRow,
  ReportSubscriptionsRepository,
} from './report-subscriptions.repository.ts';

/** Recurring: send the report mails whose day has come. */
export const REPORT_MAIL_JOB = 'reports.subscriptions';
const EVERY_MS = 15 * 60_000;
const BATCH = 50;
/** A mail's table shows this many rows; the workbook holds them all. */
const HTML_ROWS = 100;
const CHART_CID = 'chart@seaberth';

const TEXTS = {
  en: {
    intro: (title: string, period: string) => `Your report “${title}” for ${period}.`,
    files: 'The figures are in the attached workbook (XLSX); the chart is attached as a picture.',
    none: 'No figures in this period.',
    more: (n: number) => `… and ${n} more rows in the workbook.`,
    why: 'You receive this mail because a report mail was set up for you in Seaberth (Statistics).',
  },
  de: {
    intro: (title: string, period: string) => `Ihr Bericht „${title}“ für ${period}.`,
    files: 'Die Zahlen stehen in der angehängten Arbeitsmappe (XLSX), das Diagramm als Bild im Anhang.',
    none: 'Keine Zahlen in diesem Zeitraum.',
    more: (n: number) => `… und ${n} weitere Zeilen in der Arbeitsmappe.`,
    why: 'Sie erhalten diese Mail, weil in Seaberth (Statistik) ein Bericht per Mail für Sie eingerichtet wurde.',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const scheduleOf = (row: ReportSubscriptionRow) => ({
  frequency: row.frequency as ReportFrequency,
  weekday: row.weekday,
  dayOfMonth: row.dayOfMonth,
});

/**
 * Reports by mail (issue 36). For each recipient the report is worked out as that recipient (their
 * scopes and resort/vessel limits, never the subscriber's), drawn as a PNG chart and written as an
 * XLSX workbook, and queued through the mail queue, which marks it sent only when SMTP took it.
 */
export class ReportMailer {
  readonly repository: ReportSubscriptionsRepository;

  constructor(
    private readonly services: Services,
    readonly reports: Map<string, RegisteredReport>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new ReportSubscriptionsRepository(services.database.db);
  }

  async register(): Promise<void> {
    const { jobs } = this.services;
    jobs.handle(REPORT_MAIL_JOB, async (_job, now) => {
      await this.sendDue();
      return new Date(now.getTime() + EVERY_MS);
    });
    await jobs.schedule(REPORT_MAIL_JOB);
  }

  today(): Promise<string> {
    return this.services.calendar.today();
  }

  /** The day a subscription first sends: the schedule's next day after today. */
  async firstDay(schedule: ReturnType<typeof scheduleOf>): Promise<string> {
    return nextSendDay(schedule, await this.services.calendar.today());
  }

  /**
   * Sends what is due today or was missed; answers how many subscriptions went out. Each due day is
   * claimed first (a conditional update moving it on), so two runs at once send it once.
   */
  async sendDue(): Promise<number> {
    const today = await this.services.calendar.today();
    let sent = 0;
    for (const row of await this.repository.due(today, BATCH)) {
      const next = nextSendDay(scheduleOf(row), today);
      const claimed = await this.repository.claim(row.id, row.nextDue, next, this.services.clock.now());
      if (!claimed) continue;
      try {
        await this.mail(claimed, today);
        sent++;
      } catch (error) {
        this.log.warn({ err: error, subscription: row.id }, 'report mail failed');
        await this.repository.release(row.id, row.nextDue, next);
      }
    }
    return sent;
  }

  /** `POST /api/reportsubscription/{id}/send`: the mail now, whatever its day; the schedule stays. */
  async sendNow(row: ReportSubscriptionRow): Promise<ReportMailResult> {
    const result = await this.mail(row, await this.services.calendar.today());
    await this.repository.markSent(row.id, this.services.clock.now());
    return result;
  }

  /** A recipient's principal, or why they get nothing. */
  async recipient(
    userId: string,
    scopes: string[],
  ): Promise<{ principal: Principal; email: string } | { reason: 'unknown' | 'noAddress' | 'scope' }> {
    const { authRepository } = this.services;
    const user = await authRepository.userById(userId);
    if (!user || user.userType === 'inactive' || user.userType === 'guest') return { reason: 'unknown' };
    if (!user.email) return { reason: 'noAddress' };
    const principal = toPrincipal(user, await authRepository.roleScopes(user.roles));
    if (!hasAnyScope(principal, scopes)) return { reason: 'scope' };
    return { principal, email: user.email };
  }

  private async mail(row: ReportSubscriptionRow, today: string): Promise<ReportMailResult> {
    const entry = this.reports.get(row.kind);
    if (!entry) throw notFound(`Report ${row.kind}`);
    const language = row.language as Language;
    const period = spanPeriod(row.span as ReportSpan, today);
    const params = entry.definition.params.parse({ ...row.filters, basis: row.basis, ...period });
    const result: ReportMailResult = { queued: [], skipped: [] };
    for (const userId of row.recipients) {
      const who = await this.recipient(userId, entry.route.scopes);
      if ('reason' in who) {
        result.skipped.push({ user: userId, reason: who.reason });
        continue;
      }
      await this.mailOne(entry, params, who.principal, who.email, language);
      result.queued.push({ user: userId, to: who.email });
    }
    return result;
  }

  /** The report worked out as one recipient, as a mail with its chart and workbook, queued. */
  private async mailOne(
    { definition, route }: RegisteredReport,
    params: unknown,
    principal: Principal,
    email: string,
    language: Language,
  ): Promise<string> {
    const computed = await route.run(params as never, requestFor(principal, language));
    const { answer, shown } = reportAnswer(definition, computed, language);
    const decimalsOf = (await route.decimals?.()) ?? intlDecimals;
    // Named by the unit the rows are: "Income by week" for a weekly series.
    const title = shown.title[language];
    const periodText = `${formatDate(answer.from)} – ${formatDate(answer.to)}`;
    const workbook = await reportWorkbook(shown, answer, { language, decimalsOf });
    // On the picture and in the mail's table a period reads as on screen (KW 05 2027); the workbook keeps the keys.
    const shownRows = rowsWithPeriodLabels(shown, answer.rows, language);
    const chart = await reportChartPng(shown, shownRows, language);
    const storage = mediaServiceFor(this.services).storage;
    const folder = `mail/${randomUUID()}`;
    const files = [
      { name: reportFileName(shown, answer, 'xlsx'), mimeType: XLSX_TYPE, bytes: workbook },
      ...(chart
        ? [
            {
              name: reportFileName(shown, answer, 'xlsx').replace(/\.xlsx$/, '.png'),
              mimeType: 'image/png',
              bytes: chart,
              cid: CHART_CID,
            },
          ]
        : []),
    ];
    const attachments = [];
    for (const file of files) {
      const storageKey = `${folder}/${file.name}`;
      await storage.put(storageKey, file.bytes);
      attachments.push({
        name: file.name,
        mimeType: file.mimeType,
        storageKey,
        ...('cid' in file ? { cid: file.cid } : {}),
      });
    }
    const texts = TEXTS[language];
    const headers = reportHeaders(shown, language);
    const cells = reportCells(shown, shownRows, { decimalsOf });
    const text = [
      texts.intro(title, periodText),
      answer.rows.length ? texts.files : texts.none,
      '',
      answer.definition,
      '',
      texts.why,
    ].join('\n');
    const tableRows = cells
      .slice(0, HTML_ROWS)
      .map(
        (r) =>
          `<tr>${r.map((c) => `<td style="padding:2px 8px;${c.kind === 'text' ? '' : 'text-align:right'}">${escapeHtml(cellText(c, language))}</td>`).join('')}</tr>`,
      )
      .join('');
    const html = [
      `<p>${escapeHtml(texts.intro(title, periodText))}</p>`,
      chart
        ? `<p><img src="cid:${CHART_CID}" alt="${escapeHtml(title)}" width="800" style="max-width:100%"></p>`
        : '',
      answer.rows.length
        ? `<table style="border-collapse:collapse"><thead><tr>${headers.map((h) => `<th style="padding:2px 8px;text-align:left">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${tableRows}</tbody></table>`
        : `<p>${escapeHtml(texts.none)}</p>`,
      cells.length > HTML_ROWS ? `<p>${escapeHtml(texts.more(cells.length - HTML_ROWS))}</p>` : '',
      `<p>${escapeHtml(answer.rows.length ? texts.files : '')}</p>`,
      `<p style="color:#555">${escapeHtml(answer.definition)}</p>`,
      `<p style="color:#777;font-size:small">${escapeHtml(texts.why)}</p>`,
    ].join('\n');
    return this.services.mail.enqueue({
      to: email,
      subject: `${title} · ${periodText}`,
      text,
      html,
      attachments,
    });
  }
}
