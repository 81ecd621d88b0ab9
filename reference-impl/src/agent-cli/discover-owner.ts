import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalOrNull } from '../paths/index.js';

/** A served HTTP owner found in a registry: where to reach it and whose workspace it serves. */
export interface ServedOwner {
  instanceId: string | null;
  pid: number;
  workspaceRoot: string;
  runtimeRoot: string;
  url: string;
  entryPath: string;
}

/**
 * Lists `<dir>/*.json` of each registry instances folder and returns the first live HTTP owner whose
 * canonical workspace root is the repository or one of its ancestors. Entries whose pid is gone are
 * skipped (registry discovery, not lease ownership, so a liveness probe is the documented rule).
 */
export function discoverOwner(instanceDirs: string[], canonicalRepo: string): ServedOwner | null {
  for (const dir of instanceDirs) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const owner = readEntry(join(dir, name));
      if (owner && covers(owner.workspaceRoot, canonicalRepo) && isAlive(owner.pid)) return owner;
    }
  }
  return null;
}

function readEntry(path: string): ServedOwner | null {
  let e: Record<string, unknown>;
  try {
    e = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (e.transport !== 'http' || (e.status !== undefined && e.status !== 'serving')) return null;
  if (typeof e.workspace_root !== 'string' || typeof e.runtime_root !== 'string' || typeof e.pid !== 'number' || typeof e.port !== 'number') return null;
  const root = canonicalOrNull(e.workspace_root);
  if (root === null) return null;
  const bind = typeof e.bind === 'string' ? e.bind : '127.0.0.1';
  const host = bind.includes(':') ? `[${bind}]` : bind === '0.0.0.0' ? '127.0.0.1' : bind;
  return {
    instanceId: typeof e.instance_id === 'string' ? e.instance_id : null,
    pid: e.pid,
    workspaceRoot: root,
    runtimeRoot: e.runtime_root,
    url: `http://${host}:${e.port}`,
    entryPath: path,
  };
}

export function covers(root: string, repo: string): boolean {
  return repo === root || repo.startsWith(root.endsWith('/') ? root : `${root}/`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
