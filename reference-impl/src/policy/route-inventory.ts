import { possibleEntries } from './classify-tool-call.js';
import { admitsAction, GENERIC_ALLOWLIST } from './generic-gate.js';
import { DEFAULT_TABLES, type PolicyTables } from './policy-tables.js';
import { bareToolName } from './tool-name.js';
import type { AuthorityFloor, Effect } from './types.js';

export interface InventoryDiff {
  /** Advertised but not in the routing inventory: callable with no ratified floor. */
  unrouted: string[];
  /** In the routing inventory but not advertised. */
  unadvertised: string[];
  /** Advertised more than once (after prefix stripping). */
  duplicated: string[];
}

// Stryker disable all: no server path calls it; the unit tests pin it over the shipped tables
/** Compares a live `tools/list` to the routing inventory; parity holds when every list is empty. */
export function diffToolInventory(advertised: readonly string[], tables: PolicyTables = DEFAULT_TABLES): InventoryDiff {
  const bare = advertised.map(bareToolName);
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const name of bare) (seen.has(name) ? duplicated : seen).add(name);
  return {
    unrouted: [...seen].filter((t) => !tables.inventory.includes(t)).sort(),
    unadvertised: tables.inventory.filter((t) => !seen.has(t)).sort(),
    duplicated: [...duplicated].sort(),
  };
}
// Stryker restore all

export interface RouteRow {
  tool: string;
  action: string;
  floor: AuthorityFloor;
  effects: Effect[];
  admittedAtGenericGate: boolean;
}

/** One row per (tool, reachable action), in inventory order; a drifted tool yields an `action` of `!<error kind>`. */
export function listRoutes(tables: PolicyTables = DEFAULT_TABLES, allowlist: readonly string[] = GENERIC_ALLOWLIST): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const tool of tables.inventory) {
    const entries = possibleEntries(tool, tables);
    // Stryker disable next-line all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
    if (!Array.isArray(entries)) {
      // Stryker disable next-line all: as above
      rows.push({ tool, action: `!${entries.kind}`, floor: 'PositiveSovereign', effects: [], admittedAtGenericGate: false });
      continue;
    }
    // Stryker disable next-line ArrayDeclaration: the printed routes show tool, action, floor and admission, never effects
    for (const e of entries) rows.push({ tool, action: e.action, floor: e.floor, effects: [...e.effects], admittedAtGenericGate: admitsAction(e, allowlist) && e.ingresses.includes('mcp') });
  }
  return rows;
}

/** Stable text for an introspection flag: `tool<TAB>action<TAB>floor<TAB>admitted|refused`, one row a line. */
export function formatRoutes(rows: readonly RouteRow[]): string {
  return rows.map((r) => `${r.tool}\t${r.action}\t${r.floor}\t${r.admittedAtGenericGate ? 'admitted' : 'refused'}\n`).join('');
}
