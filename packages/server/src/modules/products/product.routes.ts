import { PRODUCT_CONSTANTS, productConstantsSchema, productResource, requiredScopes } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * `GET /api/product/constants` (SPEC §7): the stock types, units and add rules a product's form
 * offers. Read with the product's own scopes, wherever products are (resort or vessel).
 */
export function registerProductRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/product/constants',
    {
      config: {
        access: { scopes: requiredScopes(productResource, 'read'), features: productResource.features },
      },
      schema: { tags: ['product'], response: { 200: productConstantsSchema } },
    },
    () => PRODUCT_CONSTANTS,
  );
}
