import type { SuiteIndex } from './apply-expectations.js';

/** Builds the index the dangling-id rule checks against, from every scenario of the suite and the catalog ids. */
export function indexSuite(scenarios: { name: string; tags: string[] }[], clauseIds: string[]): SuiteIndex {
  const clauseScenarios = new Map<string, number>(clauseIds.map((id) => [id, 0]));
  for (const s of scenarios) {
    for (const tag of s.tags) {
      if (!tag.startsWith('@clause:')) continue;
      const id = tag.slice('@clause:'.length);
      if (clauseScenarios.has(id)) clauseScenarios.set(id, (clauseScenarios.get(id) ?? 0) + 1);
    }
  }
  return { scenarioNames: new Set(scenarios.map((s) => s.name)), clauseScenarios };
}

/** A clock reading as the UTC day, YYYY-MM-DD, the format of `expires`. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
