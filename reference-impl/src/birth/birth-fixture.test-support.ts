// Test support: a private base (the runtime rule refuses /tmp), a runtime, tiny real repositories.
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrainActor } from '../actor/index.js';
import { prepareWorkspace } from '../bootstrap/index.js';
import { makePrivateTestDir } from '../launcher/test-support.js';
import { noSeams, type SeamHook } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { runBirthCeremony, type BirthInput, type BirthOutcome } from './index.js';

export interface BirthFixture {
  base: string;
  runtime: string;
  /** Writes `files` (relative path -> text) under `<base>/<name>` and returns its canonical path. */
  repo(name: string, files?: Record<string, string>): string;
  birth(rootRaw: string, over?: Partial<BirthInput>): Promise<BirthOutcome>;
  /** Prepares `root` as the development brain of the runtime, as a granted server start would. */
  prepareDev(root: string): Promise<BrainActor>;
  remove(): void;
}

export const SAMPLE = { 'src/ledger.ts': 'export function postLedgerEntry(amount: number) {\n  return amount;\n}\nexport class LedgerBook {}\n' };

export function makeBirthFixture(prefix: string): BirthFixture {
  const base = realpathSync(makePrivateTestDir(prefix));
  const runtime = join(base, 'rt');
  mkdirSync(runtime, { mode: 0o700 });
  chmodSync(runtime, 0o700);
  const repo = (name: string, files: Record<string, string> = SAMPLE) => {
    const root = join(base, name);
    mkdirSync(root, { recursive: true });
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    return realpathSync(root);
  };
  let clock = 1_000;
  const birth = (rootRaw: string, over: Partial<BirthInput> = {}) =>
    runBirthCeremony({
      rootRaw,
      runtimeRaw: runtime,
      grantRaw: null,
      cwd: base,
      uid: process.getuid?.() ?? 0,
      pid: process.pid,
      now: () => clock++,
      seams: noSeams,
      signal: new AbortController().signal,
      ...over,
    });
  const prepareDev = async (root: string) => {
    const seams: SeamHook = noSeams;
    const out = await prepareWorkspace({ grant: root, runtime, store: new CheckpointStore(runtime, seams), seams, signal: new AbortController().signal });
    if (!out.ok) throw new Error(`development preparation refused: ${out.refusal.code}`);
    return out.actor;
  };
  return { base, runtime, repo, birth, prepareDev, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** sha256 over sorted paths, modes and bytes of a tree, leaving out the named top-level entries. */
export function digestTree(dir: string, skip: string[] = []): string {
  const hash = createHash('sha256');
  const walk = (abs: string, rel: string) => {
    const st = lstatSync(abs);
    hash.update(`${rel}\0${(st.mode & 0o7777).toString(8)}\0`);
    if (st.isDirectory()) {
      for (const name of readdirSync(abs).sort()) if (rel !== '' || !skip.includes(name)) walk(join(abs, name), rel === '' ? name : `${rel}/${name}`);
    } else if (st.isFile()) hash.update(readFileSync(abs));
  };
  walk(dir, '');
  return hash.digest('hex');
}

/** The names of a directory, or [] when it is absent. */
export function listNames(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
