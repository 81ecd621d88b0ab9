import { lstat } from 'node:fs/promises';
import { expectRefused, type Scenario } from '../../scenario/index.js';

export async function expectRuntimeAbsent(s: Scenario): Promise<void> {
  const path = s.runtimeReal;
  if (path === null) throw new Error('no runtime path was given in this scenario');
  const exists = await lstat(path).then(() => true, () => false);
  if (exists) throw new Error(`the runtime ${path} exists now; a missing runtime must be refused, never created`);
}

/** Second server on the same runtime: refused with `code` while the first still serves its grant. */
export async function expectSecondRefused(s: Scenario, code: string): Promise<void> {
  const second = s.runs.at(-1);
  if (!second || s.runs.length < 2) throw new Error('this step needs two servers started in the scenario');
  await expectRefused(s, code, second);
}
