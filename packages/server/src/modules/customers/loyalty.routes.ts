import {
  loyaltyCorrectionSchema,
  loyaltyMemberSchema,
  loyaltyMembersQuerySchema,
  loyaltyRedeemSchema,
  loyaltyStatementSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import { actorOf } from '../../http/actor.ts';
import { validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { BookingMailService } from '../mail/index.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';
import type { LoyaltyService } from './loyalty.service.ts';

/** The nightly job: stays, trips and dives that ended are posted, and every member's tier follows. */
export const LOYALTY_EARN_JOB = 'loyalty.earn';
const DAY_MS = 86_400_000;

const customerParams = z.object({ id: z.uuid() });
const statementQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
const sentSchema = z.object({ id: z.string(), to: z.string(), subject: z.string() });

/**
 * The loyalty programme's calls (feature loyalityProgram): a customer's statement, spending and
 * correcting points, the members' list, earning now, and SPEC §7's
 * `POST /api/customer/{customer}/loyality/test/{mail}`: the statement in a mail template, sent to
 * the user trying it.
 */
export async function registerLoyaltyRoutes(
  app: FastifyInstance,
  services: Services,
  loyalty: LoyaltyService,
  mail: BookingMailService,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  const features = ['loyalityProgram' as const];
  const read = { access: { scopes: ['customers.read'], features } };
  const update = { access: { scopes: ['customers.update'], features } };

  r.get(
    '/api/customer/:id/loyality',
    {
      config: read,
      schema: {
        tags,
        summary: "A customer's points: balance, tier, the next tier and the ledger's entries",
        params: customerParams,
        querystring: statementQuery,
        response: { 200: loyaltyStatementSchema },
      },
    },
    (request) =>
      loyalty.statement(
        request.params.id,
        request.query.page,
        request.query.size,
        reachableCustomersCondition(request.principal),
      ),
  );

  r.get(
    '/api/customer/loyality/members',
    {
      config: read,
      schema: {
        tags,
        summary: "The programme's members with their balance and tier, a page",
        querystring: loyaltyMembersQuerySchema,
        response: {
          200: z.object({ data: z.array(loyaltyMemberSchema), total: z.number().int() }),
        },
      },
    },
    async (request) => {
      const { rows, total } = await new LoyaltyRepository(services.database.db).members(
        request.query,
        reachableCustomersCondition(request.principal),
      );
      return { data: rows, total };
    },
  );

  r.post(
    '/api/customer/:id/loyality/redeem',
    {
      config: update,
      schema: {
        tags,
        summary: 'Spend points as a customer credit in the base currency',
        params: customerParams,
        body: loyaltyRedeemSchema,
        response: { 200: loyaltyStatementSchema },
      },
    },
    async (request) => {
      await loyalty.redeem(request.params.id, request.body, actorOf(request));
      return loyalty.statement(request.params.id, 0, 20);
    },
  );

  r.post(
    '/api/customer/:id/loyality/correction',
    {
      config: update,
      schema: {
        tags,
        summary: 'Add or take points by hand, with the reason',
        params: customerParams,
        body: loyaltyCorrectionSchema,
        response: { 200: loyaltyStatementSchema },
      },
    },
    async (request) => {
      await loyalty.correct(request.params.id, request.body, actorOf(request));
      return loyalty.statement(request.params.id, 0, 20);
    },
  );

  r.post(
    '/api/customer/loyality/earn',
    {
      config: update,
      schema: {
        tags,
        summary: 'Post the points of what ended by today now, as the nightly job does',
        response: { 200: z.object({ earned: z.number().int() }) },
      },
    },
    () => loyalty.earn(),
  );

  r.post(
    '/api/customer/:customer/loyality/test/:mail',
    {
      config: read,
      schema: {
        tags,
        summary: "A mail template with a customer's statement, sent to the user trying it",
        params: z.object({ customer: z.uuid(), mail: z.uuid() }),
        response: { 200: sentSchema },
      },
    },
    async (request) => {
      const to = request.auth?.user.email ?? '';
      if (!to)
        throw validationError([
          { path: 'mail', message: 'Your user has no e-mail address to send the test to' },
        ]);
      const statement = await loyalty.statement(request.params.customer, 0, 10);
      const sent = await mail.sendCustomerTest({
        template: request.params.mail,
        customer: request.params.customer,
        to,
        extra: {
          loyalty: {
            balance: statement.balance,
            earned: statement.earned,
            tier: statement.tier?.name ?? '',
            benefits: statement.tier?.benefits ?? '',
            nextTier: statement.next?.tier.name ?? '',
            missing: statement.next?.missing ?? 0,
            value: (statement.value / 100).toFixed(2),
            currency: statement.currency,
            entries: statement.entries.map((e) => ({
              date: e.date,
              kind: e.kind,
              points: e.points,
              note: e.note,
            })),
          },
        },
      });
      return { id: sent.id, to: sent.to, subject: sent.subject };
    },
  );

  services.jobs.handle(LOYALTY_EARN_JOB, async (_job, now) => {
    if ((await services.settings.features()).loyalityProgram) await loyalty.earn();
    return new Date(now.getTime() + DAY_MS);
  });
  await services.jobs.schedule(LOYALTY_EARN_JOB);
}
