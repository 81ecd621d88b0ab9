/** The parts of a Gherkin document a scenario identity is made of (parsed messages or the parser's AST). */
interface Row { id: string; location: { line: number }; cells: readonly { value: string }[] }
interface ScenarioNode { id: string; name: string; location: { line: number }; examples: readonly { tableBody: readonly Row[] }[] }
interface Child { scenario?: ScenarioNode; rule?: { children: readonly { scenario?: ScenarioNode }[] } }
export interface IdentityDocument { feature?: { children: readonly Child[] } }

export interface ScenarioIdentity {
  /** `features/x/y.feature › scenario name › [row cells]`, with `#2`, `#3` ... for a repeat in one file */
  id: string;
  line: number;
}

/**
 * A scenario's identity: its feature path, its name as written (an outline's template name, not the name a
 * row renders) and, for an outline row, the row's cells. Stable across runs and machines, unlike Cucumber's
 * generated ids, and unchanged when lines above it move. Keyed by the id of the scenario's last AST node
 * (the example row for an outline row), as a pickle's `astNodeIds` ends.
 */
export function identitiesOfDocument(uri: string, doc: IdentityDocument): Map<string, ScenarioIdentity> {
  const out = new Map<string, ScenarioIdentity>();
  const seen = new Map<string, number>();
  const add = (nodeId: string, base: string, line: number): void => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(nodeId, { id: n === 1 ? base : `${base} #${n}`, line });
  };
  const children = doc.feature?.children ?? [];
  const scenarios = children.flatMap((c) => [...(c.scenario ? [c.scenario] : []), ...(c.rule?.children.flatMap((r) => (r.scenario ? [r.scenario] : [])) ?? [])]);
  for (const s of scenarios) {
    const rows = s.examples.flatMap((e) => e.tableBody);
    const base = `${uri} › ${s.name}`;
    if (rows.length === 0) add(s.id, base, s.location.line);
    for (const row of rows) add(row.id, `${base} › [${row.cells.map((c) => c.value).join(' | ')}]`, row.location.line);
  }
  return out;
}

/** The identity of a scenario known only by path, name and line (a report written before identities were recorded). */
export function fallbackIdentity(s: { uri: string; name: string; line: number | null }): string {
  return `${s.uri} › ${s.name}${s.line ? ` @${s.line}` : ''}`;
}
