import { type FieldDescriptor, findField } from '@seaberth/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { isLargeResource } from './use-reference-options.ts';
import type { ResourceRow } from './use-resource.ts';

/**
 * The ids a list page shows per large referenced resource. Its reference cells ask for the labels
 * of all of them at once, so a page costs one request per resource instead of one per cell.
 */
const PageReferenceIds = createContext<ReadonlyMap<string, string[]> | null>(null);

function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === null || value === undefined || value === '' ? [] : [String(value)];
}

export function PageReferenceIdsProvider({
  fields,
  columns,
  rows,
  children,
}: {
  fields: FieldDescriptor[];
  columns: string[];
  rows: ResourceRow[];
  children: ReactNode;
}) {
  const ids = useMemo(() => {
    const byRef = new Map<string, string[]>();
    for (const name of columns) {
      const ref = findField(fields, name)?.ui.ref;
      if (!isLargeResource(ref) || !ref) continue;
      const known = byRef.get(ref) ?? [];
      byRef.set(ref, [...known, ...rows.flatMap((row) => idsOf(row[name]))]);
    }
    return byRef;
  }, [fields, columns, rows]);
  return <PageReferenceIds.Provider value={ids}>{children}</PageReferenceIds.Provider>;
}

/** The ids a cell asks labels for: the whole page's of its resource inside a list, else its own. */
export function useReferenceIds(ref: string, value: unknown): string[] {
  const own = idsOf(value);
  return useContext(PageReferenceIds)?.get(ref) ?? own;
}
