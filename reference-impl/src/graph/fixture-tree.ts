// Test support: tiny source trees in fresh temp dirs under /var/tmp, removed by the test.
import { mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FixtureTree {
  root: string;
  write(rel: string, content: string | Uint8Array): Promise<void>;
  remove(): Promise<void>;
}

/** Creates a canonical temp root under /var/tmp holding `files` (relative path -> content). */
export async function makeFixtureTree(files: Record<string, string | Uint8Array> = {}): Promise<FixtureTree> {
  const root = await realpath(await mkdtemp('/var/tmp/m1nd-graph-'));
  const write = async (rel: string, content: string | Uint8Array) => {
    const abs = path.join(root, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, content);
  };
  for (const [rel, content] of Object.entries(files)) await write(rel, content);
  return { root, write, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Every file under `root`, as sorted relative paths with `/`. */
export async function listTreeFiles(root: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(root, rel), { withFileTypes: true })) {
    const child = rel === '' ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory()) out.push(...(await listTreeFiles(root, child)));
    else out.push(child);
  }
  return out.sort();
}
