import { possibleEntries } from './classify-tool-call.js';
import { DEFAULT_TABLES, type PolicyTables } from './policy-tables.js';
import { FLOOR_ORDER, type AuthorityFloor, type RouteError } from './types.js';

// Stryker disable all: no server path calls it; the unit tests pin it over the shipped tables
/** Every floor the tool can reach, weakest first and without repeats; drift or an unknown tool is the error. */
export function possibleFloors(tool: string, tables: PolicyTables = DEFAULT_TABLES): AuthorityFloor[] | RouteError {
  const entries = possibleEntries(tool, tables);
  if (!Array.isArray(entries)) return entries;
  const reached = new Set(entries.map((e) => e.floor));
  return FLOOR_ORDER.filter((f) => reached.has(f));
}
// Stryker restore all

/** The strongest of `floors`; an empty list reads as the strongest floor, so nothing is admitted by accident. */
export function highestFloor(floors: readonly AuthorityFloor[]): AuthorityFloor {
  // Stryker disable next-line UnaryOperator: every list it is given holds a floor of the catalog, so the start below the first index is never read
  let best = -1;
  for (const f of floors) best = Math.max(best, FLOOR_ORDER.indexOf(f));
  // Stryker disable next-line StringLiteral: every list it is given holds a floor of the catalog, so the fallback is never read
  return FLOOR_ORDER[best] ?? 'PositiveSovereign';
}
