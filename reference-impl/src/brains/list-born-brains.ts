import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BIRTH_FILE, BirthRecordSchema, readRecordSync } from '../records/index.js';
import { currentPathOf } from '../store/index.js';
import { brainIdFor, brainsDirOf } from './brain-paths.js';

export interface BornBrain {
  brainId: string;
  /** The canonical root the ceremony bound this brain to. */
  root: string;
  dir: string;
}

/**
 * Every complete born brain of a runtime (an identity file that agrees with its folder name, and a
 * CURRENT checkpoint pointer), sorted by id. Dot entries are the ceremony's own (staging, lock).
 */
export function listBornBrains(runtime: string): BornBrain[] {
  const base = brainsDirOf(runtime);
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return [];
  }
  const brains: BornBrain[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    const dir = join(base, name);
    const brain = readCompleteBrain(dir, name);
    if (brain) brains.push(brain);
  }
  return brains;
}

function readCompleteBrain(dir: string, name: string): BornBrain | null {
  if (!existsSync(currentPathOf(dir))) return null;
  // An identity file that cannot be read or fails its schema makes the folder no complete brain.
  const read = readRecordSync(join(dir, BIRTH_FILE), BirthRecordSchema);
  if (!('data' in read)) return null;
  const record = read.data;
  if (record.brain_id !== name || brainIdFor(record.root) !== name) return null;
  return { brainId: name, root: record.root, dir };
}
