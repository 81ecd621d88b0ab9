import { possibleEntries } from './classify-tool-call.js';
import { DEFAULT_TABLES, type PolicyTables } from './policy-tables.js';
import type { RouteError } from './types.js';

// Stryker disable all: no server path calls it; the unit tests pin it over the shipped tables
/**
 * Whole-table check: inventory without repeats, inventory equal to the routed names, a catalog without
 * repeated actions, and every reachable action present, MCP-reachable and with effects. Empty means sound.
 */
export function validatePolicyTables(tables: PolicyTables = DEFAULT_TABLES): RouteError[] {
  const errors: RouteError[] = [];
  const seenTools = new Set<string>();
  for (const tool of tables.inventory) {
    if (seenTools.has(tool)) errors.push({ kind: 'catalog_invalid', tool, detail: `tool '${tool}' is listed twice in the routing inventory; keep one entry` });
    seenTools.add(tool);
  }
  for (const tool of Object.keys(tables.routes)) {
    if (!seenTools.has(tool)) errors.push({ kind: 'catalog_invalid', tool, detail: `tool '${tool}' has a route but is not in the routing inventory; advertise it or drop the route` });
  }
  const seenActions = new Set<string>();
  for (const entry of tables.catalog) {
    if (seenActions.has(entry.action)) errors.push({ kind: 'catalog_invalid', tool: '', action: entry.action, detail: `semantic action '${entry.action}' appears twice in the action catalog; keep one entry` });
    seenActions.add(entry.action);
  }
  for (const tool of seenTools) {
    const entries = possibleEntries(tool, tables);
    if (!Array.isArray(entries)) errors.push(entries);
  }
  return errors;
}
// Stryker restore all
