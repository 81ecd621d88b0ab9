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
    if (!Array.isArray(entries)) {
      rows.push({ tool, action: `!${entries.kind}`, floor: 'PositiveSovereign', effects: [], admittedAtGenericGate: false });
      continue;
    }
    for (const e of entries) rows.push({ tool, action: e.action, floor: e.floor, effects: [...e.effects], admittedAtGenericGate: admitsAction(e, allowlist) && e.ingresses.includes('mcp') });
  }
  return rows;
}

/** Stable text for an introspection flag: `tool<TAB>action<TAB>floor<TAB>admitted|refused`, one row a line. */
export function formatRoutes(rows: readonly RouteRow[]): string {
  return rows.map((r) => `${r.tool}\t${r.action}\t${r.floor}\t${r.admittedAtGenericGate ? 'admitted' : 'refused'}\n`).join('');
}
