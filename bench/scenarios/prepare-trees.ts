// The trees a run measures, written under a private folder outside the repository: generated ones from the
// seed, real corpora copied from the kit's own checkout (its dependencies' sources, the reference's source).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { copyCorpus, countTree, listFiles, writeGeneratedTree, type WrittenTree } from '../trees/index.js';
import type { TreeCase } from './types.js';

export interface TreeChoice {
  name: string;
  kind: TreeCase['kind'];
  /** only with --large */
  large: boolean;
  describe: string;
}

const GENERATED: [string, number, boolean][] = [['gen-1k', 1_000, false], ['gen-10k', 10_000, false], ['gen-100k', 100_000, true], ['gen-500k', 500_000, true]];

/** Every tree the bench knows, in the order a run measures them (smallest first). */
export const TREE_CHOICES: readonly TreeChoice[] = [
  { name: 'one-file', kind: 'one-file', large: false, describe: 'a single small TypeScript file: the fixed start, also against bare `node -e 0`' },
  { name: 'reference-src', kind: 'corpus', large: false, describe: "the bundled reference's own source (reference-impl/src), an upstream-sized tree" },
  ...GENERATED.slice(0, 1).map(([name, n, large]) => ({ name, kind: 'generated' as const, large, describe: `${n.toLocaleString('en')} generated small TS/Python files` })),
  { name: 'kit-deps', kind: 'corpus', large: false, describe: "the kit's direct dependencies as installed (node_modules/<each package.json dependency>)" },
  ...GENERATED.slice(1).map(([name, n, large]) => ({ name, kind: 'generated' as const, large, describe: `${n.toLocaleString('en')} generated small TS/Python files` })),
  { name: 'node-modules', kind: 'corpus', large: true, describe: "the kit's whole node_modules folder" },
];

/** The trees a run measures: `names` when given (each must be known), else the default set (plus the large ones). */
export function selectTrees(names: readonly string[] | undefined, large: boolean): TreeChoice[] {
  if (!names) return TREE_CHOICES.filter((t) => large || !t.large);
  const unknown = names.filter((n) => !TREE_CHOICES.some((t) => t.name === n));
  if (unknown.length > 0) throw new Error(`unknown tree ${unknown.join(', ')}: choose from ${TREE_CHOICES.map((t) => t.name).join(', ')}`);
  return TREE_CHOICES.filter((t) => names.includes(t.name));
}

/** Writes one chosen tree under `base` and lists it. */
export function prepareTree(choice: TreeChoice, base: string, kitRoot: string, seed: number, log: (line: string) => void): TreeCase {
  const root = path.join(base, choice.name);
  let written: WrittenTree;
  let source: string;
  const generated = GENERATED.find(([name]) => name === choice.name);
  if (choice.kind === 'one-file') {
    written = writeGeneratedTree(root, { files: 1, seed });
    source = `generated, seed ${seed}`;
  } else if (generated) {
    written = writeGeneratedTree(root, { files: generated[1], seed }, (done) => log(`${choice.name}: ${done.toLocaleString('en')} files written`));
    source = `generated, seed ${seed}`;
  } else if (choice.name === 'reference-src') {
    written = copyCorpus(path.join(kitRoot, 'reference-impl', 'src'), root);
    source = 'reference-impl/src';
  } else if (choice.name === 'kit-deps') {
    const deps = Object.keys((JSON.parse(readFileSync(path.join(kitRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {}).sort();
    for (const dep of deps) copyCorpus(path.join(kitRoot, 'node_modules', dep), path.join(root, dep));
    written = { root, ...countTree(root) };
    source = `node_modules/{${deps.join(',')}}`;
  } else {
    written = copyCorpus(path.join(kitRoot, 'node_modules'), root);
    source = 'node_modules';
  }
  const paths = listFiles(written.root);
  return { name: choice.name, kind: choice.kind, source, root: written.root, files: paths.length, bytes: written.bytes, paths };
}
