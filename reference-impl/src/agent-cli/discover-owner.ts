import { readdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { canonicalOrNull } from '../paths/index.js';
import { InstanceRecordSchema, readRecordSync, type InstanceRecord } from '../records/index.js';
import { checkPrivateDirectory } from './private-dir.js';
import { liveProcessStart } from './proc-identity.js';

/** A served HTTP owner found in a registry: where to reach it and whose workspace it serves. */
export interface ServedOwner {
  instanceId: string;
  pid: number;
  workspaceRoot: string;
  runtimeRoot: string;
  url: string;
  entryPath: string;
}

/** Why a registry or one of its entries was not trusted; a client matches the code, never the detail. */
export interface DiscoveryRefusal {
  code:
    | 'registry_not_private'
    | 'instance_not_loopback'
    | 'instance_unproven'
    | 'record_unreadable'
    | 'record_symlink'
    | 'record_not_a_file'
    | 'record_not_private'
    | 'record_not_json'
    | 'record_malformed';
  path: string;
  detail: string;
}

export interface Discovery {
  owner: ServedOwner | null;
  /** Registries and entries that were not trusted, each named; they are never attached to. */
  refused: DiscoveryRefusal[];
}

/**
 * Lists `<dir>/*.json` of each registry instances folder and returns the first live HTTP owner whose
 * canonical workspace root is the repository or one of its ancestors. A registry is read only when it and
 * its instances folder pass the private-directory rule (a neighbour who can write there could plant an
 * owner and receive a bearer); an entry only when it is a regular file of `uid` no one else may write, binds a
 * loopback address, and names a pid that runs with the process start time the entry records (a reused pid
 * is not the owner).
 */
export function discoverOwner(instanceDirs: string[], canonicalRepo: string, uid: number, procRoot = '/proc'): Discovery {
  const refused: DiscoveryRefusal[] = [];
  for (const dir of instanceDirs) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue;
    }
    const untrusted = untrustedRegistry(dir, uid);
    if (untrusted) {
      refused.push(untrusted);
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      const read = readRecordSync(path, InstanceRecordSchema, { follow: false, ownedBy: uid });
      if (!('data' in read)) {
        // An entry removed between listing and reading is simply gone.
        if (read.code !== 'record_missing') refused.push({ code: read.code, path, detail: read.detail });
        continue;
      }
      const owner = servedOwner(read.data, path, procRoot);
      if (owner === null) continue;
      if ('code' in owner) refused.push(owner);
      else if (covers(owner.workspaceRoot, canonicalRepo)) return { owner, refused };
    }
  }
  return { owner: null, refused };
}

function untrustedRegistry(instancesDir: string, uid: number): DiscoveryRefusal | null {
  for (const dir of [dirname(instancesDir), instancesDir]) {
    const checked = checkPrivateDirectory(dir, uid);
    if ('problem' in checked) {
      return { code: 'registry_not_private', path: dir, detail: `${checked.problem.detail}; only a private registry of uid ${uid} is read` };
    }
  }
  return null;
}

/**
 * An HTTP owner's address; null for a stdio owner, a gone pid or a workspace root that no longer resolves;
 * a refusal for an entry that could not come from a real owner.
 */
function servedOwner(rec: InstanceRecord, path: string, procRoot: string): ServedOwner | DiscoveryRefusal | null {
  if (rec.transport !== 'http' || rec.workspace_root === null) return null;
  if (rec.bind === null || rec.port === null) return { code: 'record_malformed', path, detail: 'an http instance names no bind address or port' };
  if (!isLoopback(rec.bind)) {
    return { code: 'instance_not_loopback', path, detail: `binds ${rec.bind}, which is not a loopback address; owners serve loopback only, so no credential is sent there` };
  }
  const start = liveProcessStart(rec.pid, procRoot);
  if (start === null) return null;
  if (rec.proc_start === undefined || rec.proc_start === null || start !== rec.proc_start) {
    return { code: 'instance_unproven', path, detail: `pid ${rec.pid} runs, but not with the process start time the entry records; a reused pid is not the owner` };
  }
  const root = canonicalOrNull(rec.workspace_root);
  if (root === null) return null;
  const host = rec.bind.includes(':') ? `[${rec.bind}]` : rec.bind;
  return { instanceId: rec.instance_id, pid: rec.pid, workspaceRoot: root, runtimeRoot: rec.runtime_root, url: `http://${host}:${rec.port}`, entryPath: path };
}

/** 127.0.0.0/8 or ::1, as IP literals; a host name or a wildcard address is not loopback. */
export function isLoopback(bind: string): boolean {
  if (isIP(bind) === 4) return bind.split('.')[0] === '127';
  if (isIP(bind) === 6) return bind === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(bind);
  return false;
}

export function covers(root: string, repo: string): boolean {
  return repo === root || repo.startsWith(root.endsWith('/') ? root : `${root}/`);
}
