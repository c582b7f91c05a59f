import { commissionStatementSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonOrFile } from '../../http/answers.ts';
import type { Services } from '../../services.ts';
import { sendPrint } from '../print/index.ts';
import { reportScope } from '../documents/index.ts';
import { AgencyAccounts } from './agency-accounts.ts';
import { checkAgency } from './agency-access.ts';
import { commissionPrint, commissionStatement } from './commission-statement.ts';

/**
 * `GET /api/agency/{agency}/commission?format=json|pdf|html`: the commission statement over all
 * of the agency's bookings. Staff with agencies.read ask for any agency; an agent (agencies.self)
 * only for its own (404 otherwise), and sees only its agency's bookings (the report scope).
 */
export function registerCommissionStatementRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = new AgencyAccounts(services.database.db);
  r.get(
    '/api/agency/:agency/commission',
    {
      config: { access: { scopes: ['agencies.read', 'agencies.self'] } },
      schema: {
        tags: ['agency'],
        params: z.object({ agency: z.uuid() }),
        querystring: z.object({ format: z.enum(['json', 'pdf', 'html']).default('json') }),
        response: {
          200: jsonOrFile(
            commissionStatementSchema,
            { 'application/pdf': 'the PDF', 'text/html': 'a page to print' },
            "The commission statement over all of the agency's bookings",
          ),
        },
      },
    },
    async (request, reply) => {
      checkAgency(request, request.params.agency);
      const agency = await accounts.agency(request.params.agency);
      const statement = await commissionStatement(
        services.database.db,
        agency,
        reportScope(request.principal),
      );
      if (request.query.format === 'json') return statement;
      const today = await services.calendar.today();
      return sendPrint(reply, services, commissionPrint(statement, today), request.query.format);
    },
  );
}
