import type { PolicyTables } from './policy-tables.js';
import type { ActionEntry, RouteError } from './types.js';

/** Looks a routed action up in the catalog; drift (absent, not MCP-reachable, no effects) refuses. */
export function resolveAction(tool: string, action: string, tables: PolicyTables): { action: ActionEntry } | { error: RouteError } {
  // Stryker disable all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
  const entries = tables.catalog.filter((e) => e.action === action);
  const entry = entries[0];
  if (entry === undefined) {
    return { error: { kind: 'catalog_action_missing', tool, action, detail: `tool '${tool}' routes to semantic action '${action}', which is absent from the action catalog; add the action to the catalog or fix the route` } };
  }
  if (entries.length > 1) {
    return { error: { kind: 'catalog_invalid', tool, action, detail: `semantic action '${action}' appears ${entries.length} times in the action catalog; keep exactly one entry` } };
  }
  if (!entry.ingresses.includes('mcp')) {
    return { error: { kind: 'catalog_ingress_mismatch', tool, action, detail: `tool '${tool}' routes to semantic action '${action}', which is not reachable from the mcp ingress; add mcp to its ingresses or route the tool elsewhere` } };
  }
  if (entry.effects.length === 0) {
    return { error: { kind: 'catalog_invalid', tool, action, detail: `semantic action '${action}' declares no effects; every catalog action must name at least one effect` } };
  }
  // Stryker restore all
  return { action: entry };
}
