// `npm run bench -- [flags]`: the flags, checked up front so a typo costs nothing.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  runs: number;
  impl?: string;
  large: boolean;
  trees?: string[];
  seed: number;
  out?: string;
  quality: boolean;
}

export const USAGE = `usage: npm run bench -- [--runs N] [--impl adapter.json] [--large] [--trees a,b] [--seed N] [--out DIR] [--skip-quality]

Measures an implementation's server (default: the bundled reference, reference-impl/dist) against ctags -R on
the same trees, from outside (stdio MCP, processes, files), in interleaved pairs:
  cold preparation + first answer / ctags -R, warm restart / cold, unchanged refresh / cold,
  1%-changed refresh / cold, the fixed start against bare node -e 0, CPU time and peak RSS beside wall time,
  search/seek latency, and seek MRR@10 / impact recall on a fixture with known answers.
Writes reports/bench.json, reports/bench.svg and the README's bench table (with --out DIR: only DIR/bench.json
and DIR/bench.svg). Progress goes to stderr.

  --runs N          interleaved runs per tree, 1-50 (default 5)
  --impl FILE       the implementation adapter (default: $M1ND_TEST_ADAPTER, else the bundled reference)
  --large           add the generated 100k and 500k trees and the whole node_modules
  --trees a,b       only these trees: one-file, reference-src, gen-1k, kit-deps, gen-10k, gen-100k, gen-500k, node-modules
  --seed N          seed of the generated trees and of the 1% edit choice (default 1)
  --out DIR         write the reports here instead of reports/ (the README is left alone)
  --skip-quality    skip the retrieval-quality evaluation
  --help            this text

Needs Universal Ctags (apt-get install universal-ctags). Trees are written under the fixture base
($M1ND_CONFORMANCE_FIXTURES, else ~/.cache/m1nd-conformance/fixtures), never in the repository.`;

export type Parsed = { help: true } | { error: string } | { options: BenchOptions };

function wholeNumber(name: string, value: string, min: number, max: number): number | string {
  const n = Number(value);
  return /^\d+$/.test(value) && n >= min && n <= max ? n : `--${name} must be a whole number from ${min} to ${max} (got "${value}")`;
}

export function parseBenchArgs(argv: readonly string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        runs: { type: 'string', default: '5' },
        impl: { type: 'string' },
        large: { type: 'boolean', default: false },
        trees: { type: 'string' },
        seed: { type: 'string', default: '1' },
        out: { type: 'string' },
        'skip-quality': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  const runs = wholeNumber('runs', v.runs!, 1, 50);
  if (typeof runs === 'string') return { error: runs };
  const seed = wholeNumber('seed', v.seed!, 0, 2 ** 31 - 1);
  if (typeof seed === 'string') return { error: seed };
  const trees = v.trees?.split(',').map((t) => t.trim()).filter((t) => t.length > 0);
  if (trees && trees.length === 0) return { error: '--trees needs at least one tree name, e.g. --trees one-file,gen-1k' };
  if (v.impl === '') return { error: '--impl needs the path of an adapter JSON file' };
  if (v.out === '') return { error: '--out needs a folder' };
  return { options: { runs, seed, large: v.large!, quality: !v['skip-quality'], ...(v.impl ? { impl: v.impl } : {}), ...(trees ? { trees } : {}), ...(v.out ? { out: v.out } : {}) } };
}
