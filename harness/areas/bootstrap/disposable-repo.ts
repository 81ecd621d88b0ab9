import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRepo } from '../../repos/index.js';
import type { Scenario } from '../../scenario/index.js';

/**
 * A repository the scenario itself deletes later (a persisted root that vanishes). It is not recorded for
 * the end-of-scenario source check, which a deliberate deletion would otherwise fail.
 */
export async function addDisposableRepo(s: Scenario, name: string, symbol: string): Promise<void> {
  const fixture = await s.prepareHome();
  const path = await buildRepo(join(fixture.repos, name), {
    files: { 'src/disposable.ts': `export function ${symbol}(): number {\n  return 3;\n}\n` },
  });
  s.repos.set(name, path);
}

/** Deletes a disposable repository: every path it had stops resolving. */
export async function deleteDisposableRepo(s: Scenario, name: string): Promise<void> {
  await rm(s.repo(name), { recursive: true, force: false });
}
