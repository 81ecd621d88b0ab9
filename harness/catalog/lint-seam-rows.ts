import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import type { Catalog, LintProblem } from './catalog-schema.js';
import type { FeatureSource } from './read-scenarios.js';

/** One value of a `seam` column in an Examples table, located by file and line. */
export interface SeamRow {
  path: string;
  line: number;
  seam: string;
}

/** Every value of an Examples column headed `seam`, in every scenario outline of the feature. */
export function seamRows(source: FeatureSource): SeamRow[] {
  const document = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(source.text);
  const children = document.feature?.children ?? [];
  const scenarios = children.flatMap((c) => [...(c.scenario ? [c.scenario] : []), ...(c.rule?.children.flatMap((rc) => (rc.scenario ? [rc.scenario] : [])) ?? [])]);
  const rows: SeamRow[] = [];
  for (const examples of scenarios.flatMap((sc) => sc.examples)) {
    const column = examples.tableHeader?.cells.findIndex((cell) => cell.value === 'seam') ?? -1;
    if (column < 0) continue;
    for (const row of examples.tableBody) rows.push({ path: source.path, line: row.location.line, seam: row.cells[column]?.value ?? '' });
  }
  return rows;
}

/** A seam a crash or hold row names must be in the catalogue's seam registry, so drift shows up in one place. */
export function lintSeamRows(catalog: Catalog, features: FeatureSource[]): LintProblem[] {
  const registry = catalog.seams;
  if (registry === undefined) return [];
  return features.flatMap(seamRows).filter((r) => !Object.hasOwn(registry, r.seam)).map((r) => ({
    where: `${r.path}:${r.line}`,
    message: `seam "${r.seam}" is not in the catalogue's seams registry; add it there (name -> what it guards) or fix the row`,
  }));
}
