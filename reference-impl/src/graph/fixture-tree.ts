// Test support: tiny source trees in fresh temp dirs under /var/tmp, removed by the test.
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
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
