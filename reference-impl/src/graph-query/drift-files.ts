// drift: what changed on disk since the graph's checkpoint — edited, deleted and new files.
import { compareCodeUnits, staleness, type CurrentDigestFn, type Graph } from '../graph/index.js';

export interface DriftAnswer {
  checkpoint: string | null;
  checked: number;
  changed: string[];
  deleted: string[];
  added: string[];
  unchanged_count: number;
  summary: string;
}

/**
 * Every ingested file is judged by `am_i_stale`'s rule (its content digest against the ingested one; `current`
 * may answer early from size alone); a stale file whose digest is null is deleted. `onDisk` lists the files the
 * scan would take now, per root, so new files show as added. Paths are relative to their root.
 */
export function driftOf(g: Graph, checkpoint: string | null, current: CurrentDigestFn, onDisk: ReadonlyMap<string, readonly string[]>): DriftAnswer {
  const changed: string[] = [];
  const deleted: string[] = [];
  let unchanged = 0;
  for (const root of g.roots) {
    const files = g.files.filter((f) => f.root === root);
    const verdict = staleness({ roots: [root], nodes: [], edges: [], files }, { files: files.map((f) => f.path) }, current);
    unchanged += verdict.fresh.length;
    for (const p of verdict.stale) (current(root, p) === null ? deleted : changed).push(p);
  }
  const known = new Set(g.files.map((f) => `${f.root}\u0000${f.path}`));
  const added: string[] = [];
  for (const [root, paths] of onDisk) for (const p of paths) if (!known.has(`${root}\u0000${p}`)) added.push(p);
  const sorted = (xs: string[]) => xs.sort(compareCodeUnits);
  const answer = { checkpoint, checked: g.files.length, changed: sorted(changed), deleted: sorted(deleted), added: sorted(added), unchanged_count: unchanged };
  return { ...answer, summary: summarise(answer) };
}

function summarise(a: Omit<DriftAnswer, 'summary'>): string {
  if (a.changed.length + a.deleted.length + a.added.length === 0) return `No drift: all ${a.checked} ingested files are unchanged and no new file appeared.`;
  const parts = [
    a.changed.length > 0 ? `${a.changed.length} changed` : '',
    a.deleted.length > 0 ? `${a.deleted.length} deleted` : '',
    a.added.length > 0 ? `${a.added.length} new` : '',
  ].filter((p) => p !== '');
  return `${parts.join(', ')} since the checkpoint; refresh the root to take them in.`;
}
