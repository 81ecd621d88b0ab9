import type { FixedRefusal, FixedRefusalCode } from './fixed-refusals.js';

/** Minimum authority an action needs, weakest first (see `FLOOR_ORDER`). */
export type AuthorityFloor = 'Ordinary' | 'ScopedGrantA2' | 'PositiveSovereign';

/** Ranks floors so "the highest reachable floor" is a comparison, not a string match. */
// Stryker disable next-line StringLiteral: the floors are ranked only where a tool waits on a fact (all reach PositiveSovereign) and for descriptions
export const FLOOR_ORDER: readonly AuthorityFloor[] = ['Ordinary', 'ScopedGrantA2', 'PositiveSovereign'];

/** What an action can do to the world; a route whose action declares none is catalog drift. */
export type Effect =
  | 'read'
  | 'graph_write'
  | 'roots_change'
  | 'source_filesystem_write'
  | 'runtime_state_write'
  | 'identity_bind'
  | 'process_spawn'
  | 'network';

export type Ingress = 'mcp' | 'rest' | 'cli';

export type RiskClass = 'low' | 'medium' | 'high' | 'critical';

/** One semantic action: what policy reasons about, whatever tool name carried the call. */
export interface ActionEntry {
  action: string;
  effects: Effect[];
  risk: RiskClass;
  floor: AuthorityFloor;
  ingresses: Ingress[];
}

/**
 * Owner-state facts the server computes before classification. Absent means "not proven",
 * so classification refuses rather than picking the weaker branch; user JSON never fills these.
 */
export interface TrustedFacts {
  ingest_changes_roots?: boolean;
  auto_ingest_changes_roots?: boolean;
}

export type RouteErrorKind =
  | 'unknown_tool'
  | 'missing_trusted_fact'
  | 'unsupported_selector'
  | 'catalog_action_missing'
  | 'catalog_ingress_mismatch'
  | 'catalog_invalid';

/** A refusal of the router itself; `fact`, `field`, `observed` and `action` say what was at fault when known. */
export interface RouteError {
  kind: RouteErrorKind;
  tool: string;
  detail: string;
  fact?: string;
  field?: string;
  observed?: string;
  action?: string;
}

export type RefusalCode = 'generic_action_authority_required' | 'policy_route_refused' | FixedRefusalCode;

export type GateDecision =
  /** `pendingFact` set: the exact action waits on that owner fact and `action` is the Ordinary union of the branches. */
  | { admitted: true; action: ActionEntry; pendingFact?: string }
  /** `fixed` set: the classified action answers its own refusal (`code` is the fixed refusal's). */
  | { admitted: false; code: RefusalCode; action: string | null; floor: AuthorityFloor | null; message: string; fixed?: FixedRefusal };
