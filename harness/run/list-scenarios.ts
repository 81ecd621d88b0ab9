import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSources } from '@cucumber/cucumber/api';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { compareText, identitiesOfDocument } from '../reports/index.js';
import { UsageError } from './select-features.js';

export interface ListedScenario {
  id: string;
  uri: string;
  /** the scenario's line, or the example row's for an outline row: what `FILE:LINE` selects */
  line: number;
  name: string;
}

export interface Selection {
  /** feature paths, folders or FILE:LINE, relative to the kit; empty means the whole battery */
  paths: string[];
  tags: string | null;
}

/**
 * The scenarios a selection runs, as Cucumber itself filters them (paths, FILE:LINE, tag expression) without
 * loading a step, each with its stable identity. Sorted by identity.
 */
export async function listScenarios(kitRoot: string, selection: Selection, defaultPaths: readonly string[]): Promise<ListedScenario[]> {
  const { plan, errors } = await loadSources(
    { defaultDialect: 'en', paths: selection.paths.length > 0 ? [...selection.paths] : [...defaultPaths], names: [], tagExpression: selection.tags ?? '', order: 'defined' },
    { cwd: kitRoot },
  );
  if (errors.length > 0) throw new UsageError(`the selected features do not parse: ${errors.map((e) => `${e.uri}: ${e.message}`).join('; ')}`);
  const byFile = new Map<string, Map<number, string>>();
  const idsOf = (uri: string): Map<number, string> => {
    let lines = byFile.get(uri);
    if (!lines) {
      const newId = IdGenerator.incrementing();
      const doc = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(readFileSync(join(kitRoot, uri), 'utf8'));
      lines = new Map([...identitiesOfDocument(uri, doc).values()].map((i) => [i.line, i.id]));
      byFile.set(uri, lines);
    }
    return lines;
  };
  const out = plan.map((p) => {
    const id = idsOf(p.uri).get(p.location.line);
    if (id === undefined) throw new Error(`${p.uri}:${p.location.line}: no scenario or example row on this line; the identity map and Cucumber disagree`);
    return { id, uri: p.uri, line: p.location.line, name: p.name };
  });
  return out.sort((a, b) => compareText(a.id, b.id));
}

/** A digest of identities (sorted), so shards can show they partitioned the same selection. */
export function identitiesDigest(ids: readonly string[]): string {
  return createHash('sha256').update([...ids].sort(compareText).join('\n')).digest('hex');
}

/** `uri:line:line...` arguments that make Cucumber run exactly these scenarios, one per feature file. */
export function lineArgs(scenarios: readonly ListedScenario[]): string[] {
  const files = new Map<string, number[]>();
  for (const s of scenarios) files.set(s.uri, [...(files.get(s.uri) ?? []), s.line]);
  return [...files.entries()].sort(([a], [b]) => compareText(a, b)).map(([uri, lines]) => `${uri}:${lines.sort((x, y) => x - y).join(':')}`);
}
