// The closed vocabularies of the scan sentences.
import type { DaemonBehaviour } from './fake-naming-daemon.js';

/** The two doors a verb is called through. */
export type ScanDoor = 'MCP' | 'REST';
export const SCAN_DOOR_PATTERN = /MCP|REST/;

export function parseScanDoor(word: string): ScanDoor {
  if (word === 'MCP' || word === 'REST') return word;
  throw new Error(`unknown door "${word}"; use MCP or REST`);
}

/** The `naming` argument a scan sends, by the words features use. */
export type NamingMode = 'heuristic' | 'auto';
export const NAMING_PHRASES: Readonly<Record<string, NamingMode>> = Object.freeze({ 'heuristic naming': 'heuristic', 'automatic naming': 'auto' });

export function parseNamingMode(phrase: string): NamingMode {
  const mode = NAMING_PHRASES[phrase];
  if (!mode) throw new Error(`unknown naming "${phrase}"; use ${Object.keys(NAMING_PHRASES).join(' or ')}`);
  return mode;
}

/** Which `expected_store_version` a scan names: none, the one the snapshot reports now, or a fixed number. */
export type ExpectedVersion = { kind: 'none' } | { kind: 'read' } | { kind: 'fixed'; version: number };
export const EXPECTED_VERSION_PATTERN = /no expected version|the store_version it read|store_version \d+/;

export function parseExpectedVersion(words: string): ExpectedVersion {
  if (words === 'no expected version') return { kind: 'none' };
  if (words === 'the store_version it read') return { kind: 'read' };
  const fixed = /^store_version (\d+)$/.exec(words);
  if (fixed) return { kind: 'fixed', version: Number(fixed[1]) };
  throw new Error(`unknown version "${words}"; use "no expected version", "the store_version it read" or "store_version N"`);
}

/** What a fake naming daemon does, by the words features use. */
export const DAEMON_PHRASES: Readonly<Record<string, DaemonBehaviour>> = Object.freeze({
  'answers every block': { kind: 'answering' },
  'answers two blocks and then dies': { kind: 'dying', answered: 2 },
  'expects another secret than the one shared with the owner': { kind: 'other-secret' },
  'was announced but no longer listens': { kind: 'down' },
  'answers every block with names and purposes laced with control characters': { kind: 'hostile' },
});

export function parseDaemonBehaviour(phrase: string): DaemonBehaviour {
  const b = DAEMON_PHRASES[phrase];
  if (!b) throw new Error(`unknown daemon behaviour "${phrase}"; use one of ${Object.keys(DAEMON_PHRASES).map((p) => `"${p}"`).join(', ')}`);
  return b;
}

/** How `report.naming.applied` may read. */
export const APPLIED_VALUES = ['runner', 'runner_partial', 'heuristic'] as const;
export type NamingApplied = (typeof APPLIED_VALUES)[number];

export function parseApplied(word: string): NamingApplied {
  if ((APPLIED_VALUES as readonly string[]).includes(word)) return word as NamingApplied;
  throw new Error(`unknown naming outcome "${word}"; use ${APPLIED_VALUES.join(', ')}`);
}

/** An outcome as features quote it: `"runner_partial"`. */
export const NAMING_OUTCOME_PATTERN = /"(?:runner_partial|runner|heuristic)"/;

export function parseNamingOutcome(quoted: string): NamingApplied {
  return parseApplied(quoted.replace(/^"|"$/g, ''));
}

/** Who named the blocks of a candidate, by the words features use. */
export type NamedBySplit = 'runner' | 'heuristic' | 'both';
export const NAMED_BY_PHRASES: Readonly<Record<string, NamedBySplit>> = Object.freeze({
  'by the runner': 'runner',
  'by the heuristic': 'heuristic',
  'partly by the runner and the rest by the heuristic': 'both',
});

export function parseNamedBy(phrase: string): NamedBySplit {
  const v = NAMED_BY_PHRASES[phrase];
  if (!v) throw new Error(`unknown naming split "${phrase}"; use one of ${Object.keys(NAMED_BY_PHRASES).map((p) => `"${p}"`).join(', ')}`);
  return v;
}

/** ⌈blocks / 4⌉: the naming budget's wave estimate (at least one wave when any block is named). */
export function namingWaves(blocks: number): number {
  return Math.max(1, Math.ceil(blocks / 4));
}

/** Whether the scan's report says a naming runner answered, by the words features use. */
export const RUNNER_AVAILABILITY_PHRASES: Readonly<Record<string, boolean>> = Object.freeze({
  'was available': true,
  'was not available, with a note saying why': false,
});

export function parseRunnerAvailability(phrase: string): boolean {
  const v = RUNNER_AVAILABILITY_PHRASES[phrase];
  if (v === undefined) throw new Error(`unknown runner availability "${phrase}"; use one of ${Object.keys(RUNNER_AVAILABILITY_PHRASES).map((p) => `"${p}"`).join(', ')}`);
  return v;
}
