import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { STDIO_SERVER, expectProcessExit, expectReady, rememberCheckpoint, requireSnapshot, type Scenario } from '../../scenario/index.js';
import { inheritedOverrides } from './read-process-env.js';
import { prepareWindowsRuntime, type WindowsVariant } from './windows-runtime.js';

/**
 * A full first life: start with the grant, serve, end input, exit 0. The checkpoint is remembered when the
 * snapshot reader names one (the reference layout), so a restart can be compared with it; any reader must
 * find the persisted snapshot.
 */
export async function prepareAndEnd(s: Scenario, repo: string): Promise<void> {
  await s.start(s.repo(repo), 'first life');
  await expectReady(s);
  s.current.child.closeStdin();
  await expectProcessExit(s, STDIO_SERVER, 0);
  if ((await requireSnapshot(s)).currentId !== null) await rememberCheckpoint(s);
}

/** Makes the battery's own environment carry every override the hygiene rule names, aimed at `repo`. */
export async function inheritOverridesNaming(s: Scenario, repo: string): Promise<void> {
  const fixture = await s.prepareHome();
  const scratch = join(fixture.root, 'inherited');
  await mkdir(scratch, { recursive: true });
  await chmod(scratch, 0o700);
  await s.inheritFromBattery(inheritedOverrides(s.repo(repo), scratch));
}

export async function useWindowsVariant(s: Scenario, variant: WindowsVariant): Promise<void> {
  const choice = await prepareWindowsRuntime(await s.prepareHome(), variant);
  s.launch.runtimeArg = choice.arg;
  s.runtimeReal = choice.real;
}
