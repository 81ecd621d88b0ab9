import { lstat } from 'node:fs/promises';
import type { Scenario } from '../../scenario/index.js';

export async function expectRuntimeAbsent(s: Scenario): Promise<void> {
  const path = s.runtimeReal;
  if (path === null) throw new Error('no runtime path was given in this scenario');
  const exists = await lstat(path).then(() => true, () => false);
  if (exists) throw new Error(`the runtime ${path} exists now; a missing runtime must be refused, never created`);
}
