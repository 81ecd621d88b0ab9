// One walked file's share of a scan, the same on a worker thread and inline: read it, and either confirm it is
// byte-identical to the previous graph's entry for that path or build its part of the graph.
import { buildFilePart, sha256Hex, type FilePart } from './build-file.js';
import { readTextFileSync } from './read-text-file.js';

export interface ScanTask {
  relPath: string;
  absPath: string;
  /** The previous graph's digest and size of this path, when its part can be reused. */
  previous: { sha256: string; size: number } | null;
}

/** null: not read (gone, not a regular file, over the cap, binary); 'same': the previous part stands. */
export type ScanOutcome = FilePart | 'same' | null;

export async function scanFile(root: string, task: ScanTask, signal?: AbortSignal): Promise<ScanOutcome> {
  const bytes = readTextFileSync(task.absPath);
  if (!bytes) return null;
  // The digest, never size or mtime alone: an edit that keeps both must still be parsed again.
  const prev = task.previous;
  if (prev && prev.size === bytes.length && prev.sha256 === sha256Hex(bytes)) return 'same';
  return buildFilePart(root, task.relPath, bytes, signal);
}
