import { chmod, cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { defineArea, type Scenario } from './scenario.js';

const COPIES = defineArea('runtime-copies', () => ({ made: 0 }));

/**
 * Runs `fn` with the scenario's runtime swapped for a private copy of it (same bytes, modes and links),
 * then points the scenario back at the original — which `fn` never touches. Crash rows compute the
 * "completed" state this way.
 */
export async function withRuntimeCopy<T>(s: Scenario, fn: () => Promise<T>): Promise<T> {
  const runtime = s.runtimeReal;
  if (runtime === null) throw new Error('no runtime directory was given in this scenario');
  const copy = join(s.fixtureHome.root, `runtime-copy-${(s.area(COPIES).made += 1)}`);
  await mkdir(copy, { recursive: true, mode: 0o700 });
  await cp(runtime, copy, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  await chmod(copy, 0o700);
  const saved = { arg: s.launch.runtimeArg, real: s.runtimeReal };
  s.launch.runtimeArg = copy;
  s.runtimeReal = copy;
  try {
    return await fn();
  } finally {
    s.launch.runtimeArg = saved.arg;
    s.runtimeReal = saved.real;
  }
}
