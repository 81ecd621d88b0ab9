import { ACTION_CATALOG } from './action-catalog.js';
import { ROUTED_TOOLS } from './routed-tools.js';
import { TOOL_ROUTES, type ToolRoute } from './tool-routes.js';
import type { ActionEntry } from './types.js';

/** Everything routing reads, bundled so tests can hand in a deliberately drifted copy. */
export interface PolicyTables {
  catalog: readonly ActionEntry[];
  routes: Readonly<Record<string, ToolRoute>>;
  inventory: readonly string[];
}

export const DEFAULT_TABLES: PolicyTables = Object.freeze({ catalog: ACTION_CATALOG, routes: TOOL_ROUTES, inventory: ROUTED_TOOLS });

/** The route of an advertised tool (bare name), or undefined; own keys only, so `__proto__` is just unknown. */
export function findRoute(bare: string, tables: PolicyTables): ToolRoute | undefined {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: catalog drift: the shipped inventory is exactly the routes' names (validate-tables.test.ts)
  if (!tables.inventory.includes(bare) || !Object.hasOwn(tables.routes, bare)) return undefined;
  return tables.routes[bare];
}
