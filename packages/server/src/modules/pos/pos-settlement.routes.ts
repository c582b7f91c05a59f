import { onsitePaymentSchema, posReceiptSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import type { BookingMoneyActions } from '../bookings/index.ts';
import { PosSettlements } from './pos-settlement.ts';
import type { PosService } from './pos.service.ts';

const features = ['pos' as const];
const tags = ['pos', 'bookings'];

/**
 * A room's bill paid at a till and taken back (SPEC §7 bookings `onsite/{roomId}/payment`): selling
 * scope to take money (pos.create), the void scope to give it back (pos.delete), as at the counter.
 */
export function registerPosSettlementRoutes(
  app: FastifyInstance,
  pos: PosService,
  money: BookingMoneyActions,
) {
  const settlements = new PosSettlements(pos, money);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/bookings/onsite/:roomId/payment',
    {
      config: { access: { scopes: ['pos.create'], features } },
      schema: {
        tags,
        params: z.object({ roomId: z.uuid() }),
        body: onsitePaymentSchema,
        response: { 201: posReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await settlements.pay(request.params.roomId, request.body, actorOf(request))),
  );
  r.delete(
    '/api/bookings/onsite/:roomId/payment/:paymentId',
    {
      config: { access: { scopes: ['pos.delete'], features } },
      schema: {
        tags,
        params: z.object({ roomId: z.uuid(), paymentId: z.uuid() }),
        response: { 200: posReceiptSchema },
      },
    },
    (request) => settlements.takeBack(request.params.roomId, request.params.paymentId, actorOf(request)),
  );
}
