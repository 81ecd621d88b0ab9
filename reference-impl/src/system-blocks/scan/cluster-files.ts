/** A block the heuristic proposes: an id, a provisional name, its member files. */
export interface DraftBlock {
  block_id: string;
  name: string;
  purpose: string;
  members: string[];
}

const ROOT_BLOCK = 'root';

/** A folder path as a block id: lowercased, other runs `-`, at most 64 characters; the top level is `root`. */
export function blockIdOf(folder: string): string {
  if (folder === '') return ROOT_BLOCK;
  const slug = folder.toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return (slug === '' ? 'folder' : slug).slice(0, 64);
}

/** A provisional name from the folder's last component: words split on `-`, `_` and `.`, capitalised. */
export function provisionalName(folder: string): string {
  if (folder === '') return 'Repository root';
  const last = folder.slice(folder.lastIndexOf('/') + 1);
  const words = last.split(/[-_.\s]+/).filter((w) => w !== '');
  return words.length === 0 ? last : words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

/**
 * The heuristic clustering: one block per folder that holds files, each file in exactly one block. Ids that two
 * folders would share are told apart by a numeric suffix, so the result is total and deterministic.
 */
export function clusterFiles(files: readonly string[]): DraftBlock[] {
  const byFolder = new Map<string, string[]>();
  for (const file of [...files].sort()) {
    const cut = file.lastIndexOf('/');
    const folder = cut === -1 ? '' : file.slice(0, cut);
    const list = byFolder.get(folder) ?? [];
    list.push(file);
    byFolder.set(folder, list);
  }
  const used = new Set<string>();
  return [...byFolder.keys()].sort().map((folder) => {
    const base = blockIdOf(folder);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base.slice(0, 60)}-${n}`;
    used.add(id);
    return { block_id: id, name: provisionalName(folder), purpose: folder === '' ? 'Files at the top of the repository.' : `Files under ${folder}/.`, members: byFolder.get(folder) ?? [] };
  });
}
