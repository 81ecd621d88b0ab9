// The persisted co-change graph: `<runtime>/cochange.json`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/index.js';
import type { CochangeEdge } from './build-cochange.js';

export const COCHANGE_SCHEMA = 'm1nd-cochange-v1';
export const COCHANGE_FILE = 'cochange.json';

export type CochangeRecord =
  | {
      schema: typeof COCHANGE_SCHEMA;
      root: string;
      status: 'built';
      head: string;
      max_commits: number;
      commits_scanned: number;
      commits_skipped_large: number;
      edges: CochangeEdge[];
    }
  | { schema: typeof COCHANGE_SCHEMA; root: string; status: 'skipped'; reason: string; edges: [] };

export function serializeCochange(record: CochangeRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Writes `<runtime>/cochange.json` unless it already holds these bytes; returns whether it wrote. */
export function writeCochange(runtime: string, record: CochangeRecord): boolean {
  const path = join(runtime, COCHANGE_FILE);
  const bytes = serializeCochange(record);
  try {
    if (readFileSync(path, 'utf8') === bytes) return false;
  } catch {
    // Absent or unreadable: write it.
  }
  writeFileAtomic(path, bytes);
  return true;
}
