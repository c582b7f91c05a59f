import {
  type FieldError,
  hasAnyScope,
  REPORT_SUBSCRIPTION_MESSAGES,
  type ReportFrequency,
  reportMailResultSchema,
  reportSubscriptionResource,
  type ReportSpan,
  spanPeriod,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../db/resource-repository.ts';
import { reportSubscriptions } from '../../db/schema/index.ts';
import { forbidden, issueField, notFound, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { ReportMailer } from './report-mailer.ts';
import { subscriptionsOf } from './report-subscriptions.repository.ts';

const messages = REPORT_SUBSCRIPTION_MESSAGES;

/**
 * `/api/reportsubscription`: the standard calls, each user with their own subscriptions. A write is
 * checked against the data the schema cannot see: the kind is a report the server answers, the
 * subscriber may read it, each recipient is a user who may read it too and has an address.
 */
export function reportSubscriptionBinding(mailer: ReportMailer): ResourceBinding {
  const { reports } = mailer;
  const toRow = async (input: Row, request: FastifyRequest, existing?: Row): Promise<Row> => {
    const entry = reports.get(String(input.kind));
    if (!entry) throw validationError([{ path: 'kind', message: messages.unknownKind }]);
    if (!hasAnyScope(request.principal, entry.route.scopes)) throw forbidden();
    const today = await mailer.today();
    const period = spanPeriod(input.span as ReportSpan, today);
    const params = entry.definition.params.safeParse({
      ...(input.filters as object),
      basis: input.basis,
      ...period,
    });
    const fields: FieldError[] = params.success
      ? []
      : params.error.issues.map((issue: z.core.$ZodIssue) =>
          issueField(['filters', ...issue.path.map(String)].join('.'), issue),
        );
    const recipients = input.recipients as string[];
    for (const [index, user] of recipients.entries()) {
      const who = await mailer.recipient(user, entry.route.scopes);
      if ('reason' in who && who.reason !== 'scope')
        fields.push({ path: `recipients.${index}`, message: messages.unknownRecipient });
      else if ('reason' in who)
        fields.push({ path: `recipients.${index}`, message: messages.recipientScope });
    }
    if (fields.length) throw validationError(fields);
    const schedule = {
      frequency: input.frequency as ReportFrequency,
      weekday: Number(input.weekday),
      dayOfMonth: Number(input.dayOfMonth),
    };
    const unchanged =
      existing &&
      existing.frequency === schedule.frequency &&
      existing.weekday === schedule.weekday &&
      existing.dayOfMonth === schedule.dayOfMonth;
    return {
      ...input,
      recipients: [...new Set(recipients)],
      createdBy: existing?.createdBy ?? request.principal.id,
      nextDue: unchanged ? existing.nextDue : await mailer.firstDay(schedule),
    };
  };
  return {
    definition: reportSubscriptionResource,
    table: reportSubscriptions,
    condition: (request) => subscriptionsOf(request.principal),
    toRow,
  };
}

/** `POST /api/reportsubscription/{id}/send`: the mail now, to every recipient, as each of them. */
export function registerReportSubscriptionRoutes(app: FastifyInstance, mailer: ReportMailer): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/reportsubscription/:id/send',
    {
      config: { access: { scopes: ['bookings.read'] } },
      schema: {
        tags: ['reportsubscription'],
        summary: 'Send a report mail now',
        params: z.object({ id: z.uuid() }),
        response: { 200: reportMailResultSchema },
      },
    },
    async (request) => {
      const row = await mailer.repository.get(request.params.id);
      const own = request.principal.scopes.includes('admin') || row?.createdBy === request.principal.id;
      if (!row || !own) throw notFound('reportsubscription');
      return mailer.sendNow(row);
    },
  );
}
