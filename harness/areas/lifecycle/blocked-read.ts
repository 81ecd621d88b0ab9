import { constants } from 'node:fs';
import { chmod, open, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { EMBEDDING_CACHE_DIR } from '../../probes/index.js';
import { withBound } from '../../process/index.js';
import { requireRuntime, type Scenario } from '../../scenario/index.js';
import { lifecycleArea, type BlockedCache } from './lifecycle-area.js';
import { takeRuntimeBaseline } from './runtime-baseline.js';

/**
 * Replaces the one embedding cache file by a named pipe nobody writes to: a read of it blocks for real,
 * with no seam involved (seed 000: blocked cache reads must not keep a cancelled start alive).
 */
export async function replaceCacheByPipe(s: Scenario): Promise<void> {
  const dir = join(requireRuntime(s), EMBEDDING_CACHE_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length !== 1) throw new Error(`${dir} holds ${JSON.stringify(names)}; a prepared runtime with a model holds exactly one cache file`);
  const path = join(dir, names[0] as string);
  const bytes = await readFile(path);
  const mode = (await stat(path)).mode & 0o7777;
  await rm(path);
  await execa('mkfifo', ['-m', '0600', path], { extendEnv: false, env: { PATH: '/usr/bin:/bin' } });
  lifecycleArea(s).blockedCache = { path, bytes, mode, writer: null };
}

function requireBlocked(s: Scenario): BlockedCache {
  const found = lifecycleArea(s).blockedCache;
  if (!found) throw new Error('the embedding cache was not replaced by a pipe in this scenario');
  return found;
}

/**
 * Starts with the grant and returns once the server opened the pipe for reading: opening its write end
 * completes only then (the order marker). The write end stays open and silent, so the read stays blocked.
 */
export async function startBlockedOnCache(s: Scenario, repo: string): Promise<void> {
  const pipe = requireBlocked(s);
  await takeRuntimeBaseline(s);
  const run = await s.start(s.repo(repo));
  const opening = open(pipe.path, 'w');
  try {
    pipe.writer = await withBound(opening, s.boundMs, () => `${run.label} never opened the embedding cache ${pipe.path} for reading within ${s.boundMs} ms`);
  } catch (error) {
    // Frees the blocked open by becoming its reader, so no thread stays stuck in it.
    const reader = await open(pipe.path, constants.O_RDONLY | constants.O_NONBLOCK);
    await (await opening.catch(() => null))?.close();
    await reader.close();
    throw error;
  }
}

/** Closes the silent write end and puts the cache file's bytes back in place of the pipe. */
export async function restoreCacheFile(s: Scenario): Promise<void> {
  const pipe = requireBlocked(s);
  await pipe.writer?.close();
  pipe.writer = null;
  await rm(pipe.path);
  await writeFile(pipe.path, pipe.bytes);
  await chmod(pipe.path, pipe.mode);
}
