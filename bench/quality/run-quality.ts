// Asks a server the evaluation set's questions over stdio and scores its answers against the known ones.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHome, removeHome, type HarnessEnv } from '../../harness/index.js';
import { ServerSession } from '../measure/index.js';
import { EVAL_FILES, IMPACT_CASES, SEEK_CASES } from './eval-set.js';
import { answerItems, fileScores, mean, reciprocalRank, symbolRecall, type AnswerItem } from './metrics.js';

export interface QualityFigures {
  tree_files: number;
  seek: { mrr_at_10: number; queries: { query: string; expected: string; rank: number | null; top3: string[]; error?: string }[] };
  impact: {
    symbol_recall: number;
    file_recall: number;
    file_precision: number;
    queries: { node: string; depth: number; expected: string[]; symbol_recall: number; file_recall: number; file_precision: number; answered: string[]; error?: string }[];
  };
}

const show = (a: AnswerItem) => `${a.file ?? '?'}${a.symbol && a.symbol !== a.file ? `::${a.symbol}` : ''}`;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Writes the evaluation tree under `base` and returns its root. */
export function writeEvalTree(base: string): string {
  const root = path.join(base, 'quality-eval');
  for (const [rel, text] of Object.entries(EVAL_FILES)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

export async function runQuality(env: HarnessEnv, command: readonly string[], base: string): Promise<QualityFigures> {
  const tree = writeEvalTree(base);
  const home = await createHome(env, { name: 'bench-quality' });
  const session = (await ServerSession.start({ command, tree, home, env })).value;
  try {
    const seekRows: QualityFigures['seek']['queries'] = [];
    for (const c of SEEK_CASES) {
      const r = await session.ask('seek', { query: c.query, top_k: 10 });
      const items = r.isError ? [] : answerItems(r.payload, tree);
      const rr = reciprocalRank(items, c.expect, 10);
      seekRows.push({ query: c.query, expected: `${c.expect.file}::${c.expect.symbol}`, rank: rr === 0 ? null : Math.round(1 / rr), top3: items.slice(0, 3).map(show), ...(r.isError ? { error: r.text ?? 'error' } : {}) });
    }
    const impactRows: QualityFigures['impact']['queries'] = [];
    for (const c of IMPACT_CASES) {
      const r = await session.ask('impact', { node_id: c.node, depth: c.depth });
      const items = r.isError ? [] : answerItems(r.payload, tree);
      const files = fileScores(items, c.expect, c.file);
      impactRows.push({
        node: c.node,
        depth: c.depth,
        expected: c.expect.map((e) => `${e.file}::${e.symbol}`),
        symbol_recall: round3(symbolRecall(items, c.expect)),
        file_recall: round3(files.recall),
        file_precision: round3(files.precision),
        answered: items.map(show),
        ...(r.isError ? { error: r.text ?? 'error' } : {}),
      });
    }
    return {
      tree_files: Object.keys(EVAL_FILES).length,
      seek: { mrr_at_10: round3(mean(seekRows.map((q) => (q.rank ? 1 / q.rank : 0)))), queries: seekRows },
      impact: {
        symbol_recall: round3(mean(impactRows.map((q) => q.symbol_recall))),
        file_recall: round3(mean(impactRows.map((q) => q.file_recall))),
        file_precision: round3(mean(impactRows.map((q) => q.file_precision))),
        queries: impactRows,
      },
    };
  } finally {
    await session.stop();
    await removeHome(home);
  }
}
