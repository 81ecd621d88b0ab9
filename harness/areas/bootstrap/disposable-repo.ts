import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { diffTreeListings, listTree } from '../../probes/index.js';
import { buildRepo } from '../../repos/index.js';
import type { Scenario } from '../../scenario/index.js';
import { bootstrapArea } from './bootstrap-area.js';

/**
 * A repository the scenario itself deletes later (a persisted root that vanishes). The end-of-scenario source
 * check would fail on the deliberate deletion, so this area checks its bytes itself, just before deleting it.
 */
export async function addDisposableRepo(s: Scenario, name: string, symbol: string): Promise<void> {
  const fixture = await s.prepareHome();
  const path = await buildRepo(join(fixture.repos, name), {
    files: { 'src/disposable.ts': `export function ${symbol}(): number {\n  return 3;\n}\n` },
  });
  s.repos.set(name, path);
  bootstrapArea(s).disposable.set(name, await listTree(path));
}

/** Deletes a disposable repository (every path it had stops resolving), after checking it was only read. */
export async function deleteDisposableRepo(s: Scenario, name: string): Promise<void> {
  const before = bootstrapArea(s).disposable.get(name);
  if (before === undefined) throw new Error(`"${name}" is not a disposable repository of this scenario; only those may be deleted`);
  const changed = diffTreeListings(before, await listTree(s.repo(name)));
  if (changed.length > 0) throw new Error(`repository "${name}" changed while it was granted; sources are inputs only:\n  ${changed.slice(0, 20).join('\n  ')}`);
  await rm(s.repo(name), { recursive: true });
}
