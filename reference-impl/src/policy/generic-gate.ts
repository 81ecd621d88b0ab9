import { classifyToolCall, possibleEntries } from './classify-tool-call.js';
import { FIXED_REFUSALS, findFixedRefusal, type FixedRefusal } from './fixed-refusals.js';
import { DEFAULT_TABLES, type PolicyTables } from './policy-tables.js';
import { highestFloor } from './possible-floors.js';
import { unionEntry } from './union-entry.js';
import { bareToolName } from './tool-name.js';
import type { ActionEntry, GateDecision, Ingress, TrustedFacts } from './types.js';

/**
 * Actions above Ordinary that the generic seam still admits. Admission here grants only the category:
 * the refresh handler enforces the exact-root predicate and every other authority fact itself.
 */
export const GENERIC_ALLOWLIST: readonly string[] = Object.freeze(['graph.ingest.refresh_declared_root']);

const ORDINARY_ONLY = 'the generic dispatch gate admits only Ordinary actions';

/**
 * The gate's rule for one exact action; exported so annotations and `--print-routes` read the same rule. A verb
 * with a fixed refusal is never admitted, whatever its floor or the allowlist say.
 */
export function admitsAction(entry: ActionEntry, allowlist: readonly string[], fixedRefusals: Readonly<Record<string, FixedRefusal>> = FIXED_REFUSALS): boolean {
  // Stryker disable next-line ConditionalExpression: every verb with a fixed refusal sits above Ordinary and off the allowlist, so the floor refuses it too
  if (findFixedRefusal(entry.action, fixedRefusals) !== undefined) return false;
  return entry.floor === 'Ordinary' || allowlist.includes(entry.action);
}

/**
 * The one admission seam MCP and REST share, keyed by the classified action. A call whose exact
 * action waits on an unproven owner fact passes only when every action the tool can reach is Ordinary.
 * A verb with a fixed refusal gets it before admission is even considered, so it never reaches a handler.
 */
export function genericGate(tool: string, args: unknown, trusted: TrustedFacts, ingress: Ingress, tables: PolicyTables = DEFAULT_TABLES, allowlist: readonly string[] = GENERIC_ALLOWLIST, fixedRefusals: Readonly<Record<string, FixedRefusal>> = FIXED_REFUSALS): GateDecision {
  const classified = classifyToolCall(tool, args, trusted, tables);
  if ('action' in classified) {
    const entry = classified.action;
    // Stryker disable next-line all: catalog drift: every action a tool routes to is reachable from mcp and rest in the shipped tables
    if (!entry.ingresses.includes(ingress)) {
      // Stryker disable next-line all: as above
      return { admitted: false, code: 'policy_route_refused', action: entry.action, floor: entry.floor, message: `policy_route_refused: semantic action '${entry.action}' is not reachable from the ${ingress} ingress` };
    }
    const fixed = findFixedRefusal(entry.action, fixedRefusals);
    if (fixed) {
      return { admitted: false, code: fixed.code, action: entry.action, floor: entry.floor, message: `${fixed.code}: semantic action '${entry.action}' (authority floor ${entry.floor}) answers only this refusal; ${fixed.reason}`, fixed };
    }
    if (admitsAction(entry, allowlist, fixedRefusals)) return { admitted: true, action: entry };
    return {
      admitted: false,
      // Stryker disable next-line StringLiteral: the decision's code is for in-process callers; clients read the message, which names it
      code: 'generic_action_authority_required',
      action: entry.action,
      floor: entry.floor,
      message: `generic_action_authority_required: semantic action '${entry.action}' requires authority floor ${entry.floor}; ${ORDINARY_ONLY}`,
    };
  }
  const error = classified.error;
  // Stryker disable next-line LogicalOperator,StringLiteral: a missing-fact error always names its fact
  if (error.kind === 'missing_trusted_fact') return gateUnprovenFact(tool, error.fact ?? 'unknown', ingress, tables);
  return {
    admitted: false,
    // Stryker disable next-line StringLiteral: the decision's code is for in-process callers; clients read the message, which names it
    code: 'policy_route_refused',
    // Stryker disable next-line LogicalOperator: the decision's action is for in-process callers; clients read the message
    action: error.action ?? null,
    floor: null,
    message: `policy_route_refused: ${error.detail}`,
  };
}

/** Without the owner's fact no single action is known: admit the union only if every branch is Ordinary. */
function gateUnprovenFact(tool: string, fact: string, ingress: Ingress, tables: PolicyTables): GateDecision {
  const entries = possibleEntries(tool, tables);
  // Stryker disable next-line all: catalog drift: the shipped tables hold none (validate-tables.test.ts), so no client reaches it
  if (!Array.isArray(entries)) return { admitted: false, code: 'policy_route_refused', action: entries.action ?? null, floor: null, message: `policy_route_refused: ${entries.detail}` };
  // Stryker disable next-line ArrowFunction: every tool waiting on a fact reaches PositiveSovereign, which is also the floor of an empty or unknown list
  const top = highestFloor(entries.map((e) => e.floor));
  // Stryker disable next-line all: no shipped tool waiting on a fact has only Ordinary branches (unit tests pin the rule on other tables)
  if (top === 'Ordinary') {
    // Stryker disable next-line all: as above
    const union = unionEntry(entries);
    // Stryker disable next-line all: as above
    if (union.ingresses.includes(ingress)) return { admitted: true, action: union, pendingFact: fact };
    // Stryker disable next-line all: as above
    return { admitted: false, code: 'policy_route_refused', action: null, floor: top, message: `policy_route_refused: tool '${bareToolName(tool)}' has actions that are not reachable from the ${ingress} ingress` };
  }
  return {
    admitted: false,
    // Stryker disable next-line StringLiteral: the decision's code is for in-process callers; clients read the message, which names it
    code: 'generic_action_authority_required',
    action: null,
    floor: top,
    message: `generic_action_authority_required: tool '${bareToolName(tool)}' can reach authority floor ${top} and its exact action waits on trusted owner fact '${fact}'; ${ORDINARY_ONLY}`,
  };
}

/** The stable bytes of a refusal's text (an `isError` tool result's text, or a fixed refusal's message). */
export function refusalText(d: GateDecision): string {
  // Stryker disable next-line all: a guard for callers of this module; the server asks for refusal text of refusals only
  if (d.admitted) throw new TypeError(`refusalText was given an admitted decision for '${d.action.action}'; only refusals have refusal text`);
  return `Error: ${d.message}`;
}

/** A refusal as an MCP tool result: what MCP and REST answer, byte for byte. */
export interface RefusalResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/**
 * The wire answer to a refused call: the gate's refusal is an `isError` result; a fixed refusal keeps its
 * own shape, either an ordinary result `{ok: false, refused}` naming the action and its floor, or an
 * `isError` result whose text starts with its code.
 */
export function refusalResult(d: GateDecision): RefusalResult {
  const text = refusalText(d);
  if (d.admitted || !d.fixed || d.fixed.shape === 'error') return { content: [{ type: 'text', text }], isError: true };
  const payload = { ok: false, action: d.action, floor: d.floor, refused: d.fixed.code, reason: d.fixed.reason };
  return { content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload };
}
