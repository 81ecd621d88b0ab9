import { mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode, INSTANCE_ID_PATTERN, INSTANCE_SCHEMA, InstanceRecordSchema, readRecordSync, serializeInstanceRecord, type InstanceRecord, type RecordRefusal } from '../records/index.js';
import { isPidAlive } from './proc-start.js';
import { instancesDirOf } from './runtime-layout.js';
import { writeFileAtomic } from './write-file-atomic.js';

/** An instance record as its publisher fills it in; the schema tag is added on writing. */
export type InstanceFields = Omit<InstanceRecord, 'schema'>;

/** Publishes `<runtime>/registry/instances/<instance_id>.json` atomically; returns its path. */
export function writeInstance(runtimeDir: string, rec: InstanceFields): string {
  if (!INSTANCE_ID_PATTERN.test(rec.instance_id)) {
    throw new Error(`instance_id ${JSON.stringify(rec.instance_id)} is not a plain file name; use letters, digits, '.', '_' or '-'`);
  }
  const dir = instancesDirOf(runtimeDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${rec.instance_id}.json`);
  writeFileAtomic(path, serializeInstanceRecord({ schema: INSTANCE_SCHEMA, ...rec }));
  return path;
}

/** Removes a published instance record; an already-removed one is not an error. */
export function removeInstance(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
}

export interface InstanceListing {
  /** Valid records whose pid still runs, by file name. */
  live: InstanceRecord[];
  /** Entries that are not instance records, each named; never listed, never fatal. */
  refused: RecordRefusal[];
}

/**
 * The entries of an `instances/` folder: valid records whose pid is alive, and refusals for entries that
 * fail the schema. Temp files of an atomic write (dot names), entries removed meanwhile and dead pids are
 * skipped; a missing folder is an empty registry.
 */
export function listInstanceRecords(dir: string, alive: (pid: number) => boolean = isPidAlive): InstanceListing {
  const out: InstanceListing = { live: [], refused: [] };
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    if (name.startsWith('.') || !name.endsWith('.json')) continue;
    const read = readRecordSync(join(dir, name), InstanceRecordSchema);
    if (!('data' in read)) {
      // A record being replaced or removed right now is simply not listed.
      if (read.code !== 'record_missing') out.refused.push(read);
      continue;
    }
    if (alive(read.data.pid)) out.live.push(read.data);
  }
  return out;
}
