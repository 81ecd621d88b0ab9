// drift: what changed on disk since the graph's checkpoint — edited, deleted and new files.
import { compareCodeUnits, judgeFile, type FileProbe, type Graph } from '../graph/index.js';

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
 * `onDisk` lists, per root, the files the scan would take now (one walk of the root), compiled modules' files
 * among them (found by name: Graph `compiled`). An ingested file absent from it is deleted without touching the disk
 * again; one present is judged by `am_i_stale`'s rule (size, then content digest only when the size is unchanged); a
 * listed file the graph does not hold is new. A compiled module's file the graph lists is deleted when absent, and
 * otherwise unchanged whatever its bytes (the graph holds its name only). Paths are relative to their root.
 */
export function driftOf(g: Graph, checkpoint: string | null, probe: FileProbe, onDisk: ReadonlyMap<string, readonly string[]>): DriftAnswer {
  const changed: string[] = [];
  const deleted: string[] = [];
  let unchanged = 0;
  const present = new Map([...onDisk].map(([root, paths]) => [root, new Set(paths)]));
  for (const f of g.files) {
    const listed = present.get(f.root);
    const verdict = listed && !listed.has(f.path) ? 'deleted' : judgeFile(f, probe);
    if (verdict === 'fresh') unchanged++;
    else (verdict === 'deleted' ? deleted : changed).push(f.path);
  }
  for (const c of g.compiled ?? []) if (present.get(c.root)?.has(c.path) === false) deleted.push(c.path);
  const known = new Set([...g.files, ...(g.compiled ?? [])].map((f) => `${f.root}\u0000${f.path}`));
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
