import {
  type CustomerReferrals,
  customerReferralsSchema,
  REFERRAL_CHECK_SCOPES,
  REFERRAL_READ_SCOPES,
  referralCheckQuerySchema,
  referralCheckSchema,
  referralUseViewSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { ReferralBookingStore } from './referral-store.ts';
import { ReferralsRepository } from './referrals.repository.ts';

/**
 * Referral codes beyond the standard calls: a code checked for the wizard (its referrer and the
 * special its quote shows), a code's uses and rewards, and a customer's codes on their record.
 */
export function registerReferralRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const repository = new ReferralsRepository(db);
  const store = new ReferralBookingStore(db);

  r.get(
    '/api/referral/check',
    {
      config: { access: { scopes: REFERRAL_CHECK_SCOPES } },
      schema: {
        tags: ['referral'],
        summary:
          'Whether a referral code may be used for a booking of this customer: its referrer and special, or a validation error on referralCode',
        querystring: referralCheckQuerySchema,
        response: { 200: referralCheckSchema },
      },
    },
    async (request) => {
      const today = await services.calendar.today();
      const { id } = await store.check(request.query.code, { id: request.query.customer ?? null }, today);
      const summary = await repository.summary(id);
      if (!summary) throw notFound('referral');
      return summary;
    },
  );

  r.get(
    '/api/referral/:id/uses',
    {
      config: { access: { scopes: REFERRAL_READ_SCOPES } },
      schema: {
        tags: ['referral'],
        summary: 'The bookings a code was given for, newest first, each with its reward once earned',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(referralUseViewSchema) },
      },
    },
    async (request) => {
      if (!(await repository.summary(request.params.id))) throw notFound('referral');
      return repository.uses({ referral: request.params.id });
    },
  );

  r.get(
    '/api/customer/:id/referrals',
    {
      config: { access: { scopes: ['customers.read', ...REFERRAL_READ_SCOPES] } },
      schema: {
        tags: ['customer'],
        summary: "A customer's referral codes, the guests they brought, and who brought them",
        params: z.object({ id: z.uuid() }),
        response: { 200: customerReferralsSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repository.customerExists(id))) throw notFound('customer');
      return customerReferrals(repository, id);
    },
  );
}

/** A customer's codes, whom they brought and who brought them: their record's and their club's view. */
export async function customerReferrals(
  repository: ReferralsRepository,
  id: string,
): Promise<CustomerReferrals> {
  const [codes, brought, referred] = await Promise.all([
    repository.codesOf(id),
    repository.uses({ referrer: id }),
    repository.uses({ customer: id }),
  ]);
  return { codes, brought, referredBy: referred[0] ?? null };
}
