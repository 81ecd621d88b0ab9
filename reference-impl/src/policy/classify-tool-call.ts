import { DEFAULT_TABLES, findRoute, type PolicyTables } from './policy-tables.js';
import { resolveAction } from './resolve-action.js';
import { bareToolName } from './tool-name.js';
import type { ActionEntry, RouteError, TrustedFacts } from './types.js';

export type Classification = { action: ActionEntry } | { error: RouteError };

// Stryker disable all: both doors answer a name outside the inventory before the gate (the SDK's unknown tool, REST's 404); unit tests pin it
function unknownTool(tool: string): RouteError {
  return { kind: 'unknown_tool', tool, detail: `unknown or unrouted tool '${tool}'; call one of the tools listed by tools/list` };
}

/**
 * Picks exactly one semantic action for a call. Total and fail-closed: unknown tools, unknown or
 * mistyped selectors, unproven owner facts and catalog drift are errors, never a weaker fallback.
 */
export function classifyToolCall(tool: string, args: unknown, trusted: TrustedFacts, tables: PolicyTables = DEFAULT_TABLES): Classification {
  const bare = bareToolName(tool);
  const route = findRoute(bare, tables);
  if (route === undefined) return { error: unknownTool(bare) };
  // Stryker restore all
  const picked = route.select(args, trusted);
  if ('error' in picked) return picked;
  // A route that picks outside its own declared list would escape `possibleFloors`; treat it as drift.
  // Stryker disable next-line all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
  if (!route.actions.includes(picked.action)) {
    // Stryker disable next-line all: as above
    return { error: { kind: 'catalog_invalid', tool: bare, action: picked.action, detail: `tool '${bare}' picked semantic action '${picked.action}', which its route does not declare; list it among the route's actions` } };
  }
  return resolveAction(bare, picked.action, tables);
}

// Stryker disable all: no server path calls it; the unit tests pin it over the shipped tables
/** Every semantic action the tool can select, or null for a tool outside the inventory. */
export function possibleActions(tool: string, tables: PolicyTables = DEFAULT_TABLES): string[] | null {
  const route = findRoute(bareToolName(tool), tables);
  return route === undefined ? null : [...route.actions];
}
// Stryker restore all

/** Every catalog entry the tool can reach; the first drifted route is the error. */
export function possibleEntries(tool: string, tables: PolicyTables = DEFAULT_TABLES): ActionEntry[] | RouteError {
  const bare = bareToolName(tool);
  const route = findRoute(bare, tables);
  // Stryker disable next-line all: both doors answer a name outside the inventory before the gate
  if (route === undefined) return unknownTool(bare);
  // Stryker disable next-line all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
  if (route.actions.length === 0) return { kind: 'catalog_invalid', tool: bare, detail: `tool '${bare}' has a route with no actions; every advertised tool must reach at least one action` };
  const entries: ActionEntry[] = [];
  for (const action of route.actions) {
    const resolved = resolveAction(bare, action, tables);
    // Stryker disable next-line all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
    if ('error' in resolved) return resolved.error;
    entries.push(resolved.action);
  }
  return entries;
}
