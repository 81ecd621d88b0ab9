import { createHash } from 'node:crypto';
import { isAbsolute, join, relative } from 'node:path';

/** A stable, readable folder name for one test case: the scenario name plus a digest of its pickle id. */
export function bundleSlug(name: string, pickleId: string): string {
  const words = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return `${words || 'scenario'}-${createHash('sha256').update(pickleId).digest('hex').slice(0, 8)}`;
}

export function bundleDir(replayDir: string, name: string, pickleId: string): string {
  return join(replayDir, bundleSlug(name, pickleId));
}

/** The one command that replays a bundle, with the path relative to `cwd` when it lies below it. */
export function replayCommand(dir: string, cwd: string): string {
  const rel = relative(cwd, dir);
  const shown = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : dir;
  return `npx m1nd-conformance repro ${/^[\w./-]+$/.test(shown) ? shown : JSON.stringify(shown)}`;
}
