// Built repositories kept once per process and copied into each scenario's home: a fixture with git history costs
// three or four git processes to build and one recursive copy to reuse. Templates live in a private directory
// of this process below the fixture base (never in a place a neighbour could write) and go when it exits.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RepoSpec } from './repo-spec.js';

const dirs = new Map<string, string>();
const built = new Map<string, Promise<string>>();
let cleanupRegistered = false;

/** This process's template directory below `base` (a checked, private fixture base), made on first use. */
export function templateDirUnder(base: string): string {
  let dir = dirs.get(base);
  if (!dir) {
    removeOrphans(base);
    dir = mkdtempSync(join(base, `repo-templates-${process.pid}-`));
    dirs.set(base, dir);
    if (!cleanupRegistered) {
      cleanupRegistered = true;
      process.once('exit', () => {
        for (const d of dirs.values()) rmSync(d, { recursive: true, force: true });
      });
    }
  }
  return dir;
}

/** Template directories left by processes of this kit that are gone (killed before their exit handler ran). */
function removeOrphans(base: string): void {
  for (const name of readdirSync(base)) {
    const pid = /^repo-templates-(\d+)-/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(base, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a built repository depends on: its files and history, and the git PATH it was built with. */
export function templateKey(spec: RepoSpec, path: string | undefined): string {
  return createHash('sha256').update(JSON.stringify({ spec, path: path ?? null })).digest('hex').slice(0, 24);
}

/**
 * Copies the template of `key` into `dir` (which must not exist), building the template first with `build` when
 * this process has none yet. A failed build leaves nothing behind, so the next scenario tries again.
 */
export async function copyFromTemplate(templates: string, key: string, dir: string, build: (at: string) => Promise<unknown>): Promise<void> {
  const at = join(templates, key);
  let template = built.get(at);
  if (!template) {
    template = build(at).then(
      () => at,
      async (error: unknown) => {
        built.delete(at);
        await rm(at, { recursive: true, force: true });
        throw error;
      },
    );
    built.set(at, template);
  }
  await cp(await template, dir, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
}
