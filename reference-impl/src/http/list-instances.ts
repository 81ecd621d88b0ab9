import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPidAlive } from '../store/index.js';

/**
 * The live entries of `<runtime>/registry/instances/`: parsed records whose pid still runs. Temp files
 * of an atomic write and unreadable entries are skipped; a missing directory is an empty registry.
 */
export function listInstances(runtime: string, alive: (pid: number) => boolean = isPidAlive): Record<string, unknown>[] {
  const dir = join(runtime, 'registry', 'instances');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: Record<string, unknown>[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.') || !name.endsWith('.json')) continue;
    try {
      const rec = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
      if (typeof rec.pid === 'number' && alive(rec.pid)) out.push(rec);
    } catch {
      // A record being replaced or removed right now is simply not listed.
    }
  }
  return out;
}
