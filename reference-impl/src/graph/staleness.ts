// am_i_stale: compares the ingested digest of each file with what is on disk now.
import path from 'node:path';
import type { CurrentDigestFn, FileEntry, Graph, StalenessReport, StalenessRequest } from './types.js';

type Verdict = 'stale' | 'fresh' | 'unknown';

/**
 * Each requested file (relative to a root, or absolute under one) or node id is stale, fresh or
 * unknown (never ingested, so no baseline exists). Entries are echoed exactly as given.
 */
export function staleness(g: Graph, req: StalenessRequest, currentDigest: CurrentDigestFn): StalenessReport {
  const index = new Map<string, FileEntry>();
  for (const f of g.files) index.set(`${f.root}\u0000${f.path}`, f);
  const nodesById = new Map(g.nodes.map((n) => [n.id, n]));
  const report: StalenessReport = { checked: 0, stale: [], fresh: [], unknown: [], summary: '' };
  const record = (input: string, entry: FileEntry | undefined) => {
    report.checked++;
    report[judge(entry, currentDigest)].push(input);
  };
  for (const file of req.files ?? []) record(file, findFile(g, index, file));
  for (const id of req.nodes ?? []) {
    const node = nodesById.get(id);
    record(id, node ? index.get(`${node.root}\u0000${node.path}`) : undefined);
  }
  report.summary = summarise(report);
  return report;
}

function judge(entry: FileEntry | undefined, currentDigest: CurrentDigestFn): Verdict {
  if (!entry) return 'unknown';
  const now = currentDigest(entry.root, entry.path);
  return now === entry.sha256 ? 'fresh' : 'stale';
}

function findFile(g: Graph, index: Map<string, FileEntry>, input: string): FileEntry | undefined {
  if (path.posix.isAbsolute(input)) {
    for (const root of g.roots) {
      if (!input.startsWith(`${root}/`)) continue;
      const rel = normaliseRelative(input.slice(root.length + 1));
      const hit = rel === null ? undefined : index.get(`${root}\u0000${rel}`);
      if (hit) return hit;
    }
    return undefined;
  }
  const rel = normaliseRelative(input);
  if (rel === null) return undefined;
  for (const root of g.roots) {
    const hit = index.get(`${root}\u0000${rel}`);
    if (hit) return hit;
  }
  return undefined;
}

/** `./src//a.ts` -> `src/a.ts`; null when the path climbs out of its root. */
function normaliseRelative(rel: string): string | null {
  const n = path.posix.normalize(rel.replace(/\\/g, '/'));
  return n === '..' || n.startsWith('../') || n === '.' ? null : n;
}

/** One sentence; it never calls anything fresh unless at least one entry is. */
export function summarise(r: Pick<StalenessReport, 'checked' | 'stale' | 'fresh' | 'unknown'>): string {
  if (r.checked === 0) return 'Nothing was checked; pass files or nodes to compare with the ingested graph.';
  const parts: string[] = [];
  if (r.fresh.length > 0) {
    parts.push(r.stale.length === 0 && r.unknown.length === 0
      ? `all ${r.fresh.length} fresh: unchanged since ingest`
      : `${r.fresh.length} fresh: unchanged since ingest`);
  }
  if (r.stale.length > 0) parts.push(`${r.stale.length} stale: changed or deleted since ingest, re-ingest to update`);
  if (r.unknown.length > 0) parts.push(`${r.unknown.length} unknown: never ingested, so no claim is made about them`);
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
