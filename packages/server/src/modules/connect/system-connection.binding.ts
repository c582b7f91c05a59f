import { systemConnectionResource } from '@seaberth/domain';
import { systemConnections } from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { kidOf } from './peer-signature.ts';

/**
 * `/api/systemconnection`: the standard calls, administrators only. The shared secret is
 * write-only and sealed; its hash (`secretKid`) is kept beside it so a signed call finds its row.
 */
export function systemConnectionBinding(box: SecretBox, changed: () => void = () => {}): ResourceBinding {
  return {
    definition: systemConnectionResource,
    table: systemConnections,
    hidden: ['secretKid'],
    afterWrite: () => changed(),
    secrets: { columns: ['secret'], box },
    toRow: (input, _request, existing) => {
      const secret = (input.secret as string | undefined) || (existing?.secret as string | undefined) || '';
      if (input.type === 'seaberth' && !secret)
        throw validationError([
          { path: 'secret', message: 'A Seaberth installation needs the shared secret both sides store' },
        ]);
      return { ...input, secretKid: secret ? kidOf(secret) : null };
    },
  };
}
