import { readRootSet } from '../clients/index.js';
import { diffTreeListings, listTree } from '../probes/index.js';
import { defineArea, type Scenario } from './scenario.js';

/** Asks the implementation a tool over whatever transport the scenario uses; answers with the payload. */
export type AskTool = (tool: string, args: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * What any implementation shows of its graph and of the granted trees, before an action that must change
 * nothing: the source listings, health's counts and root set, and the answers to a few searches. No runtime
 * file is read, so the comparison holds for every implementation (the kit-format comparison is
 * `takeBaseline`).
 */
export interface WireBaseline {
  sources: Map<string, string[]>;
  health: { nodeCount: unknown; edgeCount: unknown; roots: string[] };
  searches: Map<string, string>;
}

const WIRE = defineArea<{ taken: WireBaseline | null }>('wire-baseline', () => ({ taken: null }));

async function listSource(path: string): Promise<string[]> {
  return listTree(path).catch(() => ['(absent)']);
}

async function observe(s: Scenario, ask: AskTool, queries: readonly string[]): Promise<WireBaseline> {
  const sources = new Map<string, string[]>();
  for (const [name, path] of s.repos) sources.set(name, await listSource(path));
  const health = await ask('health', {});
  const searches = new Map<string, string>();
  for (const query of queries) searches.set(query, JSON.stringify((await ask('search', { query })).results ?? null));
  return { sources, health: { nodeCount: health.node_count, edgeCount: health.edge_count, roots: readRootSet(health, 'health') }, searches };
}

/** Takes what any implementation shows before the action: sources, health, and the answers to `queries`. */
export async function takeWireBaseline(s: Scenario, ask: AskTool, queries: readonly string[] = []): Promise<void> {
  s.area(WIRE).taken = await observe(s, ask, queries);
}

/** What changed since the wire baseline: a source tree, health's counts or root set, a search answer. */
export async function wireChangesSinceBaseline(s: Scenario, ask: AskTool): Promise<string[]> {
  const before = s.area(WIRE).taken;
  if (before === null) throw new Error('no wire baseline was taken before the action; the When step takes it');
  const now = await observe(s, ask, [...before.searches.keys()]);
  const problems: string[] = [];
  for (const [name, listing] of before.sources) {
    const changed = diffTreeListings(listing, now.sources.get(name) ?? []);
    if (changed.length > 0) problems.push(`the repository "${name}" changed:\n    ${changed.slice(0, 12).join('\n    ')}`);
  }
  const a = JSON.stringify(before.health);
  const b = JSON.stringify(now.health);
  if (a !== b) problems.push(`health moved from ${a} to ${b}`);
  for (const [query, answer] of before.searches) {
    if (now.searches.get(query) !== answer) problems.push(`the search for "${query}" answers differently: was ${answer.slice(0, 300)}, now ${(now.searches.get(query) ?? '').slice(0, 300)}`);
  }
  return problems;
}
