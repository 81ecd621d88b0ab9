import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCatalog, readFeatureSources } from '../catalog/index.js';
import { collectBook, type BookDataFile } from './collect-book.js';
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
  const dataFiles = readDataFiles(opts.kitRoot);
  const book = collectBook(loadCatalog(catalogPath), sources, statuses, dataFiles);
  const suite = createHash('sha256');
  for (const s of [...sources, ...dataFiles]) suite.update(`${s.path}\0${s.text}`);
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

/** The data files areas keep beside their features (`features/<area>/*.yaml`), paths relative to the kit. */
export function readDataFiles(kitRoot: string): BookDataFile[] {
  const features = join(kitRoot, 'features');
  const out: BookDataFile[] = [];
  for (const area of readdirSync(features).sort()) {
    const dir = join(features, area);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.yaml')) out.push({ path: relative(kitRoot, join(dir, name)), text: readFileSync(join(dir, name), 'utf8') });
    }
  }
  return out;
}
