import { customerReach, customerResource, type MemberCard, memberCardSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import * as t from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { readCompany } from '../print/index.ts';
import { LoyaltyService } from './loyalty.service.ts';
import { memberCode, memberOfCode } from './member-card.ts';

const features = ['crmMaster' as const];
const tags = ['customer'];

/**
 * The club's member card (SPEC §2 `/club/card`): `GET /api/customer/{id}/card` hands out a member's
 * card with its signed code (staff who read customers, or the member itself), and
 * `GET /api/customer/card/{code}` is the counter's scan: the code's signature is the proof, so
 * POS staff who may not browse the customer file still find the guest whose card it is.
 */
export function registerMemberCardRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const customers = new ResourceRepository(db, t.customers, customerResource);
  const loyalty = new LoyaltyService(services);

  const card = async (customer: string, fullName: string): Promise<MemberCard> => {
    const [company, on] = await Promise.all([readCompany(db), services.settings.features()]);
    // Without the loyalty programme the card carries no tier and no points.
    const statement = on.loyalityProgram ? await loyalty.statement(customer, 0, 1) : null;
    return {
      customer,
      name: fullName,
      code: memberCode(services, customer),
      tier: statement?.tier ? { name: statement.tier.name, color: statement.tier.color } : null,
      points: statement ? statement.balance : null,
      operator: { name: company.name, logoUrl: company.logo ? `/api/media/${company.logo}/data` : null },
    };
  };

  r.get(
    '/api/customer/:id/card',
    {
      config: { access: { scopes: ['customers.read', 'customers.self'], features } },
      schema: {
        tags,
        summary: "A member's card: the name, the tier, the points and the signed code its QR holds",
        params: z.object({ id: z.uuid() }),
        response: { 200: memberCardSchema },
      },
    },
    async (request) => {
      const row = await customers.get(request.params.id, reachableCustomersCondition(request.principal));
      if (!row) throw notFound('Customer');
      return card(String(row.id), String(row.fullName ?? ''));
    },
  );

  r.get(
    '/api/customer/card/:code',
    {
      config: { access: { scopes: ['customers.read', 'pos.read'], features } },
      schema: {
        tags,
        summary: 'The member whose card a scanned code is; 404 for a code not signed by this server',
        params: z.object({ code: z.string().max(200) }),
        response: { 200: memberCardSchema },
      },
    },
    async (request) => {
      const customer = memberOfCode(services, request.params.code);
      // An agent working a till (agencies.self with pos.read) still finds only the agency's own
      // clients; for the counter's staff and the customer file's the signature is the proof.
      const limited = customerReach(request.principal).kind === 'agency';
      const row = customer
        ? await customers.get(customer, limited ? reachableCustomersCondition(request.principal) : undefined)
        : undefined;
      if (!row) throw notFound('Member');
      return card(String(row.id), String(row.fullName ?? ''));
    },
  );
}
