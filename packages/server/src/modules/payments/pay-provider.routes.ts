import {
  PAY_PROVIDER_SECRETS,
  PAY_PROVIDER_TYPES,
  type PayProviderMode,
  type PayProviderTestResult,
  type PayProviderType,
  payProviderResource,
  payProviderTestResultSchema,
  STRIPE_KEY_MODE_MESSAGE,
  stripeKeyMismatch,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payProviders } from '../../db/schema/index.ts';
import { referenceConstraintMessages, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PaymentsService } from './payments.service.ts';

/** Every write-only column of every type. */
const SECRETS: string[] = [...new Set(PAY_PROVIDER_TYPES.flatMap((type) => [...PAY_PROVIDER_SECRETS[type]]))];

referenceConstraintMessages.set(
  'provider_payments_provider_pay_providers_id_fk',
  'Payments were received through this provider: switch it off instead of deleting it',
);

/**
 * `/api/payprovider` through the generic layer. Secrets are never answered (the `has…` columns
 * say which are stored), kept when an update leaves them empty, sealed when stored, and dropped
 * when they belong to another type than the account's.
 */
export function payProviderBinding(box: SecretBox): ResourceBinding {
  return {
    definition: payProviderResource,
    table: payProviders,
    secrets: { columns: SECRETS, box },
    toRow: (input, _request, existing) => {
      const row = { ...input };
      const type = row.type as PayProviderType;
      const own: readonly string[] = PAY_PROVIDER_SECRETS[type];
      for (const key of SECRETS) if (!own.includes(key)) row[key] = '';
      // The mode may change without the key being sent again: judge the key that will be stored.
      const key = (row.secretKey ?? existing?.secretKey) as string | undefined;
      if (type === 'stripe' && stripeKeyMismatch(row.mode as PayProviderMode, key))
        throw validationError(
          [{ path: 'secretKey', message: STRIPE_KEY_MODE_MESSAGE }],
          `secretKey: ${STRIPE_KEY_MODE_MESSAGE}`,
        );
      return row;
    },
  };
}

/** `POST /api/payprovider/{id}/test`: the stored credentials tried at the provider. */
export function registerPayProviderRoutes(app: FastifyInstance, payments: PaymentsService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payprovider/:id/test',
    {
      config: { access: { scopes: ['payprovider.read'] } },
      schema: {
        tags: ['payprovider'],
        params: z.object({ id: z.uuid() }),
        response: { 200: payProviderTestResultSchema },
      },
    },
    (request): Promise<PayProviderTestResult> => payments.test(request.params.id),
  );
}
