import { randomUUID } from 'node:crypto';
import { mediaFolderResource, mediaResource } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { Row } from '../../db/resource-repository.ts';
import { validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { MediaService } from './media.service.ts';

/** Storage keys are the server's business: never sent to clients. */
export const HIDDEN_MEDIA_COLUMNS = ['storageKey', 'thumbKey'];

const COPY_ROUTE = '/api/media/:id/copy';

/** The generic CRUD of media and media folders, with the checks plain CRUD cannot make. */
export function mediaBindings(service: MediaService): ResourceBinding[] {
  const { repository } = service;

  // A missing folder would otherwise surface as a foreign-key conflict with a misleading message.
  const checkFolder = async (id: unknown, path: string) => {
    if (typeof id === 'string' && !(await repository.folder(id)))
      throw validationError([{ path, message: 'This folder does not exist' }]);
  };

  return [
    {
      definition: mediaResource,
      table: t.media,
      hidden: HIDDEN_MEDIA_COLUMNS,
      toRow: async (input, request) => {
        await checkFolder(input.folder, 'folder');
        // A copy gets its own copy of the file, so deleting either leaves the other intact.
        if (request.routeOptions.url === COPY_ROUTE) {
          const source = await repository.get((request.params as { id: string }).id);
          if (source) {
            const id = randomUUID();
            return { ...input, id, ...(await service.copyFiles(source, id)) } as Row;
          }
        }
        return input;
      },
    },
    {
      definition: mediaFolderResource,
      table: t.mediaFolders,
      toRow: async (input, _request, existing) => {
        await checkFolder(input.parent, 'parent');
        if (existing && typeof input.parent === 'string') {
          // Walk up from the new parent: meeting this folder would make a loop.
          let current: string | null = input.parent;
          for (let depth = 0; current && depth < 100; depth++) {
            if (current === existing.id)
              throw validationError([{ path: 'parent', message: 'A folder cannot be moved into itself' }]);
            current = (await repository.folder(current))?.parent ?? null;
          }
        }
        return input;
      },
    },
  ];
}
