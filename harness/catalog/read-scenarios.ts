import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument } from '@cucumber/messages';

/** A feature file's text with the path used in problem messages. */
export interface FeatureSource {
  path: string;
  text: string;
}

/** One runnable scenario (an outline row counts on its own) with every tag that applies to it. */
export interface ScenarioRef {
  path: string;
  line: number;
  name: string;
  tags: string[];
}

/** Expands features into scenarios the way Cucumber does, so feature, rule and example tags all count. */
export function readScenarios(source: FeatureSource): ScenarioRef[] {
  const newId = IdGenerator.incrementing();
  let document: GherkinDocument;
  try {
    document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(source.text);
  } catch (cause) {
    throw new Error(`${source.path}: not valid Gherkin; fix the syntax reported here`, { cause });
  }
  const lines = collectLines(document);
  return compile(document, source.path, newId).map((pickle) => ({
    path: source.path,
    line: lines.get(pickle.astNodeIds.at(-1) ?? '') ?? lines.get(pickle.astNodeIds[0] ?? '') ?? 0,
    name: pickle.name,
    tags: pickle.tags.map((t) => t.name),
  }));
}

/** Maps scenario and example-row ids to their line numbers. */
function collectLines(document: GherkinDocument): Map<string, number> {
  const lines = new Map<string, number>();
  const children = document.feature?.children ?? [];
  const scenarios = children.flatMap((c) => [
    ...(c.scenario ? [c.scenario] : []),
    ...(c.rule?.children.flatMap((rc) => (rc.scenario ? [rc.scenario] : [])) ?? []),
  ]);
  for (const scenario of scenarios) {
    lines.set(scenario.id, scenario.location.line);
    for (const row of scenario.examples.flatMap((e) => e.tableBody)) lines.set(row.id, row.location.line);
  }
  return lines;
}

/** Every `*.feature` file below a directory, sorted, read from disk. */
export function readFeatureSources(dir: string): FeatureSource[] {
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.feature')) found.push(full);
    }
  };
  walk(dir);
  return found.map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}
