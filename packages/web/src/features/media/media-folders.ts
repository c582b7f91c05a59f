import type { MediaFolderRecord } from './media-api.ts';

type Folder = Pick<MediaFolderRecord, 'id' | 'name' | 'parent'>;

const byName = (a: Folder, b: Folder) => a.name.localeCompare(b.name);

/** The folders directly inside `parent` (null: the top level), by name. */
export function childFolders<F extends Folder>(folders: F[], parent: string | null): F[] {
  return folders.filter((folder) => (folder.parent ?? null) === parent).sort(byName);
}

/** From the top level down to `id`, for breadcrumbs; a loop or a missing parent ends the walk. */
export function folderPath<F extends Folder>(folders: F[], id: string | null): F[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: F[] = [];
  const seen = new Set<string>();
  for (let current = id ? byId.get(id) : undefined; current && !seen.has(current.id); ) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parent ? byId.get(current.parent) : undefined;
  }
  return path;
}

/** Every folder as a tree in reading order, with its depth: the choices of "move to folder". */
export function folderTree<F extends Folder>(folders: F[]): { folder: F; depth: number }[] {
  const result: { folder: F; depth: number }[] = [];
  const known = new Set(folders.map((folder) => folder.id));
  const visit = (parent: string | null, depth: number) => {
    for (const folder of childFolders(folders, parent)) {
      result.push({ folder, depth });
      if (depth < 20) visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  // Folders whose parent is gone still appear, at the top.
  for (const folder of folders)
    if (folder.parent && !known.has(folder.parent) && !result.some((r) => r.folder.id === folder.id))
      result.push({ folder, depth: 0 });
  return result;
}
