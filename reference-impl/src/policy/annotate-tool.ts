import { possibleEntries } from './classify-tool-call.js';
import { admitsAction, GENERIC_ALLOWLIST } from './generic-gate.js';
import { DEFAULT_TABLES, type PolicyTables } from './policy-tables.js';
import { highestFloor } from './possible-floors.js';
import type { AuthorityFloor } from './types.js';

export interface ToolAnnotation {
  /** The strongest floor any call of the tool can need. */
  floor: AuthorityFloor;
  /** True when no call of the tool passes the generic gate; the tool stays advertised so its refusal is readable. */
  refusedAtGenericGate: boolean;
}

/** Policy facts for `tools/list`; an unknown or drifted tool is annotated as fully refused. */
export function annotateTool(tool: string, tables: PolicyTables = DEFAULT_TABLES, allowlist: readonly string[] = GENERIC_ALLOWLIST): ToolAnnotation {
  const entries = possibleEntries(tool, tables);
  // Stryker disable next-line all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
  if (!Array.isArray(entries)) return { floor: 'PositiveSovereign', refusedAtGenericGate: true };
  return {
    floor: highestFloor(entries.map((e) => e.floor)),
    refusedAtGenericGate: !entries.some((e) => admitsAction(e, allowlist) && e.ingresses.includes('mcp')),
  };
}
