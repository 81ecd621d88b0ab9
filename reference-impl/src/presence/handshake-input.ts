import { canonicalise, describeUncanonical } from '../paths/index.js';
import { PRESENCE_INTENTS, repoRelativeViolation } from '../records/index.js';
import type { Declaration } from './presence-store.js';

/** The most paths a working set may declare, and the longest text a short field may carry. */
export const WORKING_SET_CAP = 64;
export const PATH_CAP = 512;
export const SHORT_TEXT_CAP = 200;

const FIELDS = ['agent_id', 'kind', 'theme', 'worktree', 'working_set', 'intent'] as const;

export type HandshakeInput = { agentId: string; declaration: Declaration } | { error: string };

function refuse(field: string, problem: string, fix: string): { error: string } {
  return { error: `invalid_input: session_handshake field '${field}' ${problem}; ${fix}` };
}

function optionalText(args: Record<string, unknown>, field: 'kind' | 'theme'): string | null | { error: string } {
  const v = args[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return refuse(field, `is ${typeof v}`, `send a string of at most ${SHORT_TEXT_CAP} characters, or leave it out`);
  if (v.length > SHORT_TEXT_CAP) return refuse(field, `is ${v.length} characters long`, `send at most ${SHORT_TEXT_CAP}`);
  return v;
}

/**
 * Checks a session_handshake's arguments as sent; any problem names its field and the fix, and nothing is
 * declared. The worktree is canonicalised (it must be an existing directory); working-set paths are
 * repo-relative. Fields this handshake does not know are refused rather than dropped.
 */
export function parseHandshake(args: unknown): HandshakeInput {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return refuse('arguments', 'are not an object', 'send a JSON object of fields');
  const a = args as Record<string, unknown>;
  const unknown = Object.keys(a).filter((k) => !(FIELDS as readonly string[]).includes(k));
  if (unknown.length > 0) return refuse(unknown[0] as string, 'is not a session_handshake field', `send only ${FIELDS.join(', ')}`);
  if (typeof a.agent_id !== 'string' || a.agent_id.trim() === '') return refuse('agent_id', a.agent_id === undefined ? 'is missing' : 'is not a non-empty string', 'name the agent whose session this is');
  if (a.agent_id.length > SHORT_TEXT_CAP) return refuse('agent_id', `is ${a.agent_id.length} characters long`, `send at most ${SHORT_TEXT_CAP}`);
  const kind = optionalText(a, 'kind');
  if (kind !== null && typeof kind === 'object') return kind;
  const theme = optionalText(a, 'theme');
  if (theme !== null && typeof theme === 'object') return theme;
  let intent: Declaration['intent'] = null;
  if (a.intent !== undefined && a.intent !== null) {
    if (typeof a.intent !== 'string' || !(PRESENCE_INTENTS as readonly string[]).includes(a.intent)) return refuse('intent', `is ${JSON.stringify(a.intent)}`, 'send "read" or "mutate"');
    intent = a.intent as Declaration['intent'];
  }
  const worktree = parseWorktree(a.worktree);
  if (worktree !== null && typeof worktree === 'object') return worktree;
  const workingSet = parseWorkingSet(a.working_set);
  if (!Array.isArray(workingSet)) return workingSet;
  return { agentId: a.agent_id, declaration: { kind, theme, worktree, working_set: workingSet, intent } };
}

function parseWorktree(v: unknown): string | null | { error: string } {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return refuse('worktree', `is ${typeof v}`, 'send the absolute path of the directory the agent works in');
  const c = canonicalise(v, { expect: 'directory' });
  if (!('path' in c)) return refuse('worktree', `${JSON.stringify(v)} ${describeUncanonical(c)}`, 'send the absolute path of an existing directory');
  return c.path;
}

function parseWorkingSet(v: unknown): string[] | { error: string } {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return refuse('working_set', `is ${typeof v}`, 'send a list of repo-relative paths');
  if (v.length > WORKING_SET_CAP) return refuse('working_set', `lists ${v.length} paths`, `declare at most ${WORKING_SET_CAP}`);
  const out: string[] = [];
  for (const [i, p] of v.entries()) {
    if (typeof p !== 'string') return refuse(`working_set[${i}]`, `is ${typeof p}`, 'send repo-relative path strings');
    if (p.length > PATH_CAP) return refuse(`working_set[${i}]`, `is ${p.length} characters long`, `send paths of at most ${PATH_CAP}`);
    const why = repoRelativeViolation(p);
    if (why !== null) return refuse(`working_set[${i}]`, `${JSON.stringify(p)} ${why}`, 'send paths relative to the repository root');
  }
  for (const p of v as string[]) if (!out.includes(p)) out.push(p);
  return out;
}
