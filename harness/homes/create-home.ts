import { chmod, chown, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { join, relative, isAbsolute } from 'node:path';
import type { HarnessEnv } from '../env/index.js';
import { fixtureBase, sharedFixtureBase } from './fixture-base.js';
import type { FixtureHome } from './fixture-home.js';

export interface CreateHomeOptions {
  name: string;
  /** under the root-owned 0755 shared base, so another UID can traverse to it */
  shared?: boolean;
  /** hand home/tmp/xdg/runtime/registry/repos/seams to this owner (for scenarios run as another UID) */
  owner?: { uid: number; gid: number };
}

/** Creates this scenario's home below the checked fixture base; throws when the base is unsafe. */
export async function createHome(env: HarnessEnv, opts: CreateHomeOptions): Promise<FixtureHome> {
  const baseResult = opts.shared ? sharedFixtureBase(env) : fixtureBase(env);
  if ('unsafe' in baseResult) throw new Error(baseResult.unsafe);
  const base = baseResult.path;
  const slug = opts.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48) || 'scenario';
  const root = join(base, env.newId(slug));
  const dirMode = opts.shared ? 0o755 : 0o700;
  await mkdir(root, { mode: dirMode });
  await chmod(root, dirMode);
  const home = join(root, 'home');
  const h: FixtureHome = {
    base, root, home,
    tmp: join(root, 'tmp'),
    xdgCache: join(home, '.cache'),
    xdgConfig: join(home, '.config'),
    runtime: join(root, 'runtime'),
    registry: join(root, 'registry'),
    repos: join(root, 'repos'),
    seams: join(root, 'seams'),
  };
  for (const dir of [h.home, h.tmp, h.xdgCache, h.xdgConfig, h.registry, h.repos, h.seams]) {
    await mkdir(dir, { recursive: true, mode: dirMode });
    await chmod(dir, dirMode);
  }
  // The runtime rule refuses group/other access, whoever owns it.
  await mkdir(h.runtime, { mode: 0o700 });
  await chmod(h.runtime, 0o700);
  if (opts.owner) {
    for (const dir of [h.home, h.tmp, h.xdgCache, h.xdgConfig, h.runtime, h.registry, h.repos, h.seams]) {
      await chown(dir, opts.owner.uid, opts.owner.gid);
    }
  }
  return h;
}

/** Makes every directory writable again (scenarios freeze trees), then removes the home. */
export async function removeHome(h: FixtureHome): Promise<void> {
  const rel = relative(h.base, h.root);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) {
    throw new Error(`refusing to remove ${h.root}: it is not below its fixture base ${h.base}`);
  }
  await restoreWritable(h.root);
  await rm(h.root, { recursive: true, force: true, maxRetries: 3 });
}

async function restoreWritable(dir: string): Promise<void> {
  let st;
  try {
    st = await lstat(dir);
  } catch {
    return;
  }
  if (!st.isDirectory()) return;
  await chmod(dir, (st.mode & 0o7777) | 0o700).catch(() => undefined);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory()) await restoreWritable(join(dir, entry.name));
  }
}
