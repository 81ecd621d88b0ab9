import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument, type Scenario as AstScenario, type Step as AstStep } from '@cucumber/messages';
import type { Catalog, Clause, FeatureSource, RefusalCode } from '../catalog/index.js';

export interface BookStep { keyword: string; text: string; docString: string | null; table: string[][] | null }
export interface BookExamples { name: string; tags: string[]; header: string[]; rows: string[][] }
export interface BookScenario {
  path: string;
  line: number;
  feature: string;
  keyword: string;
  name: string;
  tags: string[];
  background: BookStep[];
  steps: BookStep[];
  examples: BookExamples[];
}
export interface BookClause extends Clause { scenarios: BookScenario[]; status: string | null }
export interface BookSection { title: string; clauses: BookClause[] }
export interface BookSeed { seed: string; title: string; sections: BookSection[] }
export interface BookFeature { path: string; name: string; description: string }
/** A data file a feature names (the kit's routing table), shown as written. */
export interface BookDataFile { path: string; text: string }
export interface SpecBook { seeds: BookSeed[]; features: BookFeature[]; refusalCodes: [string, RefusalCode][]; seams: [string, string][]; dataFiles: BookDataFile[]; scenarioCount: number }

/** Seed titles, as the seeds name themselves (the files live outside the kit). */
const SEED_TITLES: Record<string, string> = {
  '000': 'Automatic first workspace preparation',
  '001': 'Tool to semantic-action routing',
  '002': 'Ingest consumers',
  '003': 'System-blocks store verbs',
  '004': 'Presences',
  kit: "The kit's own test protocol",
};

/** Groups the catalog by seed and section, each clause with the scenarios (as written) that name it. */
export function collectBook(catalog: Catalog, sources: FeatureSource[], statuses: ReadonlyMap<string, string> = new Map(), dataFiles: BookDataFile[] = []): SpecBook {
  const parsed = sources.map((s) => ({ source: s, doc: parseFeature(s) }));
  const scenarios = parsed.flatMap(({ source, doc }) => scenariosOf(source.path, doc));
  const seeds: BookSeed[] = [];
  for (const clause of catalog.clauses) {
    let seed = seeds.find((s) => s.seed === clause.seed);
    if (!seed) seeds.push((seed = { seed: clause.seed, title: SEED_TITLES[clause.seed.slice(0, 3)] ?? clause.seed, sections: [] }));
    let section = seed.sections.find((s) => s.title === clause.section);
    if (!section) seed.sections.push((section = { title: clause.section, clauses: [] }));
    const tag = `@clause:${clause.id}`;
    section.clauses.push({ ...clause, scenarios: scenarios.filter((s) => s.tags.includes(tag) || s.examples.some((e) => e.tags.includes(tag))), status: statuses.get(clause.id) ?? null });
  }
  return {
    seeds,
    features: parsed.map(({ source, doc }) => ({ path: source.path, name: doc.feature?.name ?? source.path, description: (doc.feature?.description ?? '').trim() })),
    refusalCodes: Object.entries(catalog.refusal_codes),
    seams: Object.entries(catalog.seams ?? {}),
    dataFiles,
    scenarioCount: scenarios.length,
  };
}

function parseFeature(source: FeatureSource): GherkinDocument {
  try {
    return new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(source.text);
  } catch (cause) {
    throw new Error(`${source.path}: not valid Gherkin; fix the syntax reported here`, { cause });
  }
}

function scenariosOf(path: string, doc: GherkinDocument): BookScenario[] {
  const feature = doc.feature;
  if (!feature) return [];
  const featureTags = feature.tags.map((t) => t.name);
  const stepsOf = (children: readonly { background?: { steps: readonly AstStep[] } }[]): BookStep[] =>
    children.flatMap((c) => c.background?.steps.map(toStep) ?? []);
  const featureBackground = stepsOf(feature.children);
  const out: BookScenario[] = [];
  for (const child of feature.children) {
    if (child.scenario) out.push(toScenario(path, feature.name, child.scenario, featureTags, featureBackground));
    if (!child.rule) continue;
    const ruleTags = [...featureTags, ...child.rule.tags.map((t) => t.name)];
    const background = [...featureBackground, ...stepsOf(child.rule.children)];
    for (const rc of child.rule.children) if (rc.scenario) out.push(toScenario(path, feature.name, rc.scenario, ruleTags, background));
  }
  return out;
}

function toScenario(path: string, feature: string, s: AstScenario, inherited: string[], background: BookStep[]): BookScenario {
  return {
    path, line: s.location.line, feature, keyword: s.keyword, name: s.name,
    tags: [...inherited, ...s.tags.map((t) => t.name)],
    background,
    steps: s.steps.map(toStep),
    examples: s.examples.map((e) => ({
      name: e.name,
      tags: e.tags.map((t) => t.name),
      header: e.tableHeader?.cells.map((c) => c.value) ?? [],
      rows: e.tableBody.map((r) => r.cells.map((c) => c.value)),
    })),
  };
}

function toStep(s: AstStep): BookStep {
  return {
    keyword: s.keyword.trim(),
    text: s.text,
    docString: s.docString?.content ?? null,
    table: s.dataTable ? s.dataTable.rows.map((r) => r.cells.map((c) => c.value)) : null,
  };
}
