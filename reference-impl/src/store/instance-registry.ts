import { mkdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { serializeJson } from './checkpoint-format.js';
import { errnoOf } from './errno.js';
import { writeFileAtomic } from './write-file-atomic.js';

export const INSTANCE_SCHEMA = 'm1nd-instance-v1';

export interface InstanceRecord {
  instance_id: string;
  workspace_root: string | null;
  runtime_root: string;
  pid: number;
  transport: 'stdio' | 'http';
  bind: string | null;
  port: number | null;
  status: 'serving';
  started_at_ms: number;
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Publishes `<runtime>/registry/instances/<instance_id>.json` atomically; returns its path. */
export function writeInstance(runtimeDir: string, rec: InstanceRecord): string {
  if (!SAFE_ID.test(rec.instance_id)) {
    throw new Error(`instance_id ${JSON.stringify(rec.instance_id)} is not a plain file name; use letters, digits, '.', '_' or '-'`);
  }
  const dir = join(runtimeDir, 'registry', 'instances');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${rec.instance_id}.json`);
  writeFileAtomic(path, serializeJson({ schema: INSTANCE_SCHEMA, ...rec }));
  return path;
}

/** Removes a published instance record; an already-removed one is not an error. */
export function removeInstance(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if (errnoOf(err) !== 'ENOENT') throw err;
  }
}
