import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, readFeatureSources } from '../catalog/index.js';
import { collectBook } from './collect-book.js';
import { renderBook } from './render-book.js';

export interface BuildBookOptions {
  kitRoot: string;
  outDir: string;
  /** a conformance.json whose clause statuses are shown beside each clause */
  reportFile?: string | null;
  generatedAt: string;
}

/** Renders features + catalog into `<outDir>/index.html`; returns the file written. */
export function buildSpecBook(opts: BuildBookOptions): string {
  const catalogPath = join(opts.kitRoot, 'features', 'clauses.yaml');
  const sources = readFeatureSources(join(opts.kitRoot, 'features')).map((s) => ({ ...s, path: s.path.slice(opts.kitRoot.length + 1) }));
  const statuses = new Map<string, string>();
  if (opts.reportFile && existsSync(opts.reportFile)) {
    const report = JSON.parse(readFileSync(opts.reportFile, 'utf8')) as { clauses?: { id: string; status: string }[] };
    for (const c of report.clauses ?? []) statuses.set(c.id, c.status);
  }
  const book = collectBook(loadCatalog(catalogPath), sources, statuses);
  const suite = createHash('sha256');
  for (const s of sources) suite.update(`${s.path}\0${s.text}`);
  const html = renderBook(book, {
    generatedAt: opts.generatedAt,
    catalogSha256: createHash('sha256').update(readFileSync(catalogPath)).digest('hex'),
    suiteSha256: suite.digest('hex'),
    statusSource: statuses.size > 0 && opts.reportFile ? opts.reportFile.slice(opts.kitRoot.length + 1) : null,
  });
  mkdirSync(opts.outDir, { recursive: true });
  const file = join(opts.outDir, 'index.html');
  writeFileSync(file, html);
  return file;
}
