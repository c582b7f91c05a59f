import { z } from 'zod';
import type { Feature } from '../features/index.ts';
import { defineResource, type ResourceVerb } from './define-resource.ts';

/**
 * A group records are filed under (agencies, customers, specials, text blocks): a unique name and
 * what the group is for, listed by name. Every such resource is this one definition.
 */
export function defineGroupResource<const N extends string>(options: {
  name: N;
  scope: string;
  scopes?: Partial<Record<ResourceVerb, string[]>>;
  features?: Feature[];
}) {
  return defineResource({
    ...options,
    schema: z.object({
      name: z.string().trim().min(1).max(200),
      description: z
        .string()
        .max(2000)
        .default('')
        .meta({ ui: { widget: 'textarea' } }),
    }),
    search: ['name'],
    columns: ['name', 'description'],
    sort: { field: 'name', order: 1 },
    titleField: 'name',
    unique: [['name']],
  });
}
