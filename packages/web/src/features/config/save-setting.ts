import { api } from '../../api/client.ts';
import type { ResourceRow } from '../../resources/use-resource.ts';

/** Stores one settings entry: updates the row when there is one (with its version), else creates it. */
export async function saveSetting(
  row: ResourceRow | undefined,
  entry: { group: string; key: string; value: string },
): Promise<void> {
  if (row)
    await api.POST('/api/settings/{id}', { path: { id: row.id }, body: { ...entry, version: row.version } });
  else await api.POST('/api/settings', { body: entry });
}
