import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Scenario } from '../../scenario/index.js';
import { BRAINS_DIR } from './ceremony.js';

/**
 * Puts an entry where a brain for `repo` would be born (`<runtime>/brains/<first 16 hex of sha256(root)>/`,
 * the documented layout), so the destination is not empty on disk.
 */
export async function occupyBirthDestination(s: Scenario, repo: string): Promise<void> {
  const runtime = s.runtimeReal;
  if (runtime === null) throw new Error('no runtime directory was given in this scenario');
  const id = createHash('sha256').update(s.repo(repo)).digest('hex').slice(0, 16);
  const dir = join(runtime, BRAINS_DIR, id);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, 'left-behind.txt'), 'an entry that makes the destination non-empty\n', { mode: 0o600 });
}
