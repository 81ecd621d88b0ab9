import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalOrNull } from '../paths/index.js';
import { InstanceRecordSchema, readRecordSync, refuseRecord, type InstanceRecord, type RecordRefusal } from '../records/index.js';

/** A served HTTP owner found in a registry: where to reach it and whose workspace it serves. */
export interface ServedOwner {
  instanceId: string;
  pid: number;
  workspaceRoot: string;
  runtimeRoot: string;
  url: string;
  entryPath: string;
}

export interface Discovery {
  owner: ServedOwner | null;
  /** Registry entries that are not usable instance records, each named; they are never attached to. */
  refused: RecordRefusal[];
}

/**
 * Lists `<dir>/*.json` of each registry instances folder and returns the first live HTTP owner whose
 * canonical workspace root is the repository or one of its ancestors. Entries whose pid is gone are
 * skipped (registry discovery, not lease ownership, so a liveness probe is the documented rule).
 */
export function discoverOwner(instanceDirs: string[], canonicalRepo: string): Discovery {
  const refused: RecordRefusal[] = [];
  for (const dir of instanceDirs) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const read = readRecordSync(join(dir, name), InstanceRecordSchema);
      if (!('data' in read)) {
        // An entry removed between listing and reading is simply gone.
        if (read.code !== 'record_missing') refused.push(read);
        continue;
      }
      const owner = servedOwner(read.data, join(dir, name));
      if (owner === null) continue;
      if ('code' in owner) refused.push(owner);
      else if (covers(owner.workspaceRoot, canonicalRepo) && isAlive(owner.pid)) return { owner, refused };
    }
  }
  return { owner: null, refused };
}

/** An HTTP owner's address, null for a stdio owner or one whose workspace root no longer resolves. */
function servedOwner(rec: InstanceRecord, path: string): ServedOwner | RecordRefusal | null {
  if (rec.transport !== 'http' || rec.workspace_root === null) return null;
  if (rec.bind === null || rec.port === null) return refuseRecord('record_malformed', path, 'an http instance names no bind address or port');
  const root = canonicalOrNull(rec.workspace_root);
  if (root === null) return null;
  const host = rec.bind.includes(':') ? `[${rec.bind}]` : rec.bind === '0.0.0.0' ? '127.0.0.1' : rec.bind;
  return { instanceId: rec.instance_id, pid: rec.pid, workspaceRoot: root, runtimeRoot: rec.runtime_root, url: `http://${host}:${rec.port}`, entryPath: path };
}

export function covers(root: string, repo: string): boolean {
  return repo === root || repo.startsWith(root.endsWith('/') ? root : `${root}/`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
