import type { Principal } from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Who acts on a booking: the principal decides which assets they may touch; id and name are
 * written into the booking's history. The system (an expiring option, the waiting list) has no id.
 */
export interface Actor {
  principal: Principal;
  userId?: string | null;
  name?: string;
  /**
   * `online`: the public booking pages (and an agent booking through them), whose bookings are
   * held by the online booking's own short hold and priced from the catalogue.
   */
  channel?: 'online';
}

/**
 * An action's input as the server itself passes it (the waiting list, a bank assignment, a guest
 * form taken over, the demo): without a version the action claims the version it reads. Requests
 * always carry one (the domain's schemas require it).
 */
export type ActionInput<T extends { version: number }> = Omit<T, 'version'> & { version?: number };

export const actorOf = (request: FastifyRequest): Actor => ({
  principal: request.principal,
  userId: request.auth?.user.id ?? null,
  name: request.auth?.user.name ?? '',
});

/** The system itself (expiring options, the waiting list, the demo): sees every asset, has no user. */
export const SYSTEM_ACTOR: Actor = {
  principal: {
    userType: 'system',
    scopes: ['admin'],
    isGuest: false,
    resorts: [],
    vessels: [],
    agency: null,
    customer: null,
  },
  userId: null,
};
