import { agentAgency, type Principal } from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';

/** An agent (agencies.self without agencies.read) reaches their own agency only. */
export const ownAgencyOnly = (principal: Principal) =>
  agentAgency(principal, ['agencies.read', 'agencies.update']);

/** 404 unless the requester may see this agency (SPEC §6 agencies.self). */
export function checkAgency(request: FastifyRequest, agency: string): void {
  const own = ownAgencyOnly(request.principal);
  if (own !== undefined && own !== agency) throw notFound('Agency');
}
