import {
  clubBookingSchema,
  clubContestSchema,
  clubDataAnswerSchema,
  clubDataUpdateSchema,
  clubDiveSchema,
  clubInvoiceSchema,
  clubMemberSchema,
  customerReferralsSchema,
  loyaltyStatementSchema,
  onlineCheckoutSessionSchema,
  publicInvoiceSchema,
  uddfQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { fileAnswer } from '../../http/answers.ts';
import type { LoyaltyService } from '../customers/index.ts';
import type { UddfExport } from '../dive/index.ts';
import { customerReferrals, ReferralsRepository } from '../referrals/index.ts';
import type { ClubService } from './club.service.ts';

const tags = ['club'];
const id = z.object({ id: z.uuid() });

/**
 * The club's member area (SPEC §2 Club, feature crmMaster): a guest's own login reads their
 * bookings, invoices, dives, points, referral codes and contests, and changes their own data. Every
 * call acts for the login's customer (ClubService.memberOf); staff and agents are refused.
 */
export function registerClubRoutes(
  app: FastifyInstance,
  club: ClubService,
  loyalty: LoyaltyService,
  logbooks: UddfExport,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { access: { scopes: ['customers.self'], features: ['crmMaster' as const] } };
  // A part of the club runs when the operator runs its area (the club itself is crmMaster's).
  const part = (feature: 'diveLog' | 'loyalityProgram' | 'contest') => ({
    access: { scopes: ['customers.self'], features: [feature] },
  });
  const referrals = new ReferralsRepository(club.repository.db);

  r.get(
    '/api/club/member',
    {
      config: member,
      schema: {
        tags,
        summary: 'Who the member is and which parts of the club run',
        response: { 200: clubMemberSchema },
      },
    },
    (request) => club.member(request.principal),
  );
  r.get(
    '/api/club/data',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's own name, contact, address and passport",
        response: { 200: clubDataAnswerSchema },
      },
    },
    (request) => club.data(request.principal),
  );
  r.post(
    '/api/club/data',
    {
      config: member,
      schema: {
        tags,
        summary: 'The member changes their own data on the version they read (409 STALE_VERSION otherwise)',
        body: clubDataUpdateSchema,
        response: { 200: clubDataAnswerSchema },
      },
    },
    (request) => club.updateData(request.principal, request.body, actorOf(request).name ?? ''),
  );
  r.get(
    '/api/club/bookings',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's bookings as booker or guest, newest first (money only on their own)",
        response: { 200: z.array(clubBookingSchema) },
      },
    },
    (request) => club.repository.bookings(club.memberOf(request.principal)),
  );
  r.get(
    '/api/club/invoices',
    {
      config: member,
      schema: {
        tags,
        summary: 'Invoices addressed to the member or of a booking they made, with what is open',
        response: { 200: z.array(clubInvoiceSchema) },
      },
    },
    (request) => club.invoiceList(request.principal),
  );
  r.get(
    '/api/club/invoices/:id',
    {
      config: member,
      schema: {
        tags,
        summary: "One of the member's invoices",
        params: id,
        response: { 200: publicInvoiceSchema },
      },
    },
    (request) => club.invoice(request.principal, request.params.id),
  );
  r.get(
    '/api/club/invoices/:id/pdf',
    {
      config: member,
      schema: {
        tags,
        params: id,
        response: { 200: fileAnswer('application/pdf', "One of the member's invoices as PDF") },
      },
    },
    async (request, reply) => {
      const { bytes, name } = await club.invoicePdf(request.principal, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
  r.post(
    '/api/club/invoices/:id/checkout',
    {
      config: { ...member, rateLimit: { max: 30, timeWindow: 60_000, hook: 'preHandler' } },
      schema: {
        tags,
        summary: 'Pay what is open on one of the member’s invoices at the payment provider',
        params: id,
        response: { 200: onlineCheckoutSessionSchema },
      },
    },
    (request) => club.payInvoice(request.principal, request.params.id),
  );
  r.get(
    '/api/club/dives',
    {
      config: part('diveLog'),
      schema: {
        tags,
        summary: "The member's logged dives, newest first",
        response: { 200: z.array(clubDiveSchema) },
      },
    },
    (request) => club.repository.dives(club.memberOf(request.principal)),
  );
  r.get(
    '/api/club/dives/uddf',
    {
      config: part('diveLog'),
      schema: {
        tags,
        querystring: uddfQuerySchema,
        response: { 200: fileAnswer('application/xml', "The member's dives as a UDDF 3.2 file") },
      },
    },
    async (request, reply) => {
      const file = await logbooks.file(club.memberOf(request.principal), request.query);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.xml);
    },
  );
  r.get(
    '/api/club/loyalty',
    {
      config: part('loyalityProgram'),
      schema: {
        tags,
        summary: "The member's points: balance, tier, the next tier and the latest entries",
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: loyaltyStatementSchema },
      },
    },
    (request) => loyalty.statement(club.memberOf(request.principal), request.query.page, request.query.size),
  );
  r.get(
    '/api/club/referrals',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's referral codes to share and the friends who booked with them",
        response: { 200: customerReferralsSchema },
      },
    },
    (request) => customerReferrals(referrals, club.memberOf(request.principal)),
  );
  r.post(
    '/api/club/referrals',
    {
      config: member,
      schema: {
        tags,
        summary:
          'The member asks for a code to share: 201 with a new code when they hold none that works, 200 with the one they hold otherwise (two requests at once make one code)',
        response: { 200: customerReferralsSchema, 201: customerReferralsSchema },
      },
    },
    async (request, reply) => {
      const made = await club.requestReferralCode(request.principal, actorOf(request).name ?? '');
      reply.code(made ? 201 : 200);
      return customerReferrals(referrals, club.memberOf(request.principal));
    },
  );
  r.get(
    '/api/club/contests',
    {
      config: part('contest'),
      schema: {
        tags,
        summary:
          'Contests open today and those the member entered; entering is POST /api/contest/{id}/subscribe',
        response: { 200: z.array(clubContestSchema) },
      },
    },
    (request) => club.contests(request.principal),
  );
}
