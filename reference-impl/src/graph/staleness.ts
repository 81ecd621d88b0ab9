// am_i_stale: compares what the graph ingested of each file with what is on disk now — by size, then by content
// digest — and never parses anything.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileEntry, Graph, StalenessReport, StalenessRequest } from './types.js';

/** What the disk says of a file now, asked in the cheap order: its size, then (only on an equal size) its digest. */
export interface FileProbe {
  /** Size in bytes of the regular file at `abs`; null when there is none (gone, a directory, a link). */
  size(abs: string): number | null;
  /** sha256 (hex) of its bytes; null when it cannot be read. */
  digest(abs: string): string | null;
}

export type FileVerdict = 'fresh' | 'changed' | 'deleted';

/** The disk itself: lstat for the size (a link is not the file the scan read), the bytes' sha256 for the digest. */
export const diskProbe: FileProbe = {
  size(abs) {
    try {
      const st = lstatSync(abs);
      return st.isFile() ? st.size : null;
    } catch {
      return null;
    }
  },
  digest(abs) {
    try {
      return createHash('sha256').update(readFileSync(abs)).digest('hex');
    } catch {
      return null;
    }
  },
};

/**
 * An ingested file is fresh only when its bytes now have the ingested digest. A different size settles it as changed
 * without reading; an equal size (even with the same mtime) is settled by the digest.
 */
export function judgeFile(entry: FileEntry, probe: FileProbe): FileVerdict {
  const abs = `${entry.root}/${entry.path}`;
  const size = probe.size(abs);
  if (size === null) return 'deleted';
  if (size !== entry.size) return 'changed';
  const digest = probe.digest(abs);
  if (digest === null) return 'deleted';
  return digest === entry.sha256 ? 'fresh' : 'changed';
}

/**
 * Each requested file (relative to a root, or absolute under one) or node id is stale, fresh or unknown (never
 * ingested, so no baseline exists). Entries are echoed exactly as given. Only the requested files touch the disk.
 */
export function staleness(g: Graph, req: StalenessRequest, probe: FileProbe): StalenessReport {
  const files = (req.files ?? []).map((input) => ({ input, keys: candidateKeys(g, input) }));
  const wantedIds = new Set(req.nodes ?? []);
  const nodeKeys = new Map<string, string>();
  // The last node carrying an id wins, as a lookup table built over all nodes would have it.
  if (wantedIds.size > 0) for (const n of g.nodes) if (wantedIds.has(n.id)) nodeKeys.set(n.id, fileKey(n.root, n.path));
  const needed = new Set([...files.flatMap((f) => f.keys), ...nodeKeys.values()]);
  const entries = new Map<string, FileEntry>();
  for (const f of g.files) {
    const key = fileKey(f.root, f.path);
    if (needed.has(key)) entries.set(key, f);
  }
  const report: StalenessReport = { checked: 0, stale: [], fresh: [], unknown: [], summary: '' };
  const record = (input: string, entry: FileEntry | undefined) => {
    report.checked++;
    if (!entry) report.unknown.push(input);
    else report[judgeFile(entry, probe) === 'fresh' ? 'fresh' : 'stale'].push(input);
  };
  for (const f of files) record(f.input, f.keys.map((k) => entries.get(k)).find((e) => e !== undefined));
  for (const id of req.nodes ?? []) {
    const key = nodeKeys.get(id);
    record(id, key === undefined ? undefined : entries.get(key));
  }
  report.summary = summarise(report);
  return report;
}

function fileKey(root: string, rel: string): string {
  return `${root}\u0000${rel}`;
}

/** The root-qualified keys an input may name, in root order: the first one the graph holds is the file. */
function candidateKeys(g: Graph, input: string): string[] {
  if (path.posix.isAbsolute(input)) {
    const keys: string[] = [];
    for (const root of g.roots) {
      if (!input.startsWith(`${root}/`)) continue;
      const rel = normaliseRelative(input.slice(root.length + 1));
      if (rel !== null) keys.push(fileKey(root, rel));
    }
    return keys;
  }
  const rel = normaliseRelative(input);
  return rel === null ? [] : g.roots.map((root) => fileKey(root, rel));
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
