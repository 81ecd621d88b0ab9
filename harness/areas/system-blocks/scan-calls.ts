import { canonicalJson, type ToolResult } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';
import { scanArea, type ScanAnswer } from './scan-area.js';
import type { ExpectedVersion, NamingMode, ScanDoor } from './scan-words.js';

export const SCAN_TOOL = 'skeleton_candidate';

function toAnswer(door: ScanDoor, r: ToolResult, mark: number | null): ScanAnswer {
  const text = r.text ?? JSON.stringify(r.payload);
  return { door, isError: r.isError, text, payload: r.payload, canonical: canonicalJson({ isError: r.isError, payload: r.payload }), mark };
}

/** One call of `tool` through one door: a new MCP session, or the REST tool route. */
async function callThrough(s: Scenario, door: ScanDoor, tool: string, args: Record<string, unknown>): Promise<ToolResult> {
  return door === 'MCP' ? callOnNewSession(s, null, tool, args) : callRest(s, tool, args, null);
}

/** The snapshot's payload over REST; a tool error fails the step (a read must answer). */
export async function readStoreSnapshot(s: Scenario): Promise<Record<string, unknown>> {
  const r = await callRest(s, 'system_blocks_snapshot', {}, null);
  if (r.isError || typeof r.payload !== 'object' || r.payload === null) throw new Error(`system_blocks_snapshot did not answer a snapshot: ${r.text ?? ''}`);
  return r.payload as Record<string, unknown>;
}

async function argsFor(s: Scenario, naming: NamingMode, expected: ExpectedVersion): Promise<Record<string, unknown>> {
  if (expected.kind === 'none') return { naming };
  if (expected.kind === 'fixed') return { naming, expected_store_version: expected.version };
  const snap = await readStoreSnapshot(s);
  if (snap.present !== true || typeof snap.store_version !== 'number') throw new Error(`there is no store version to read: the snapshot answered ${JSON.stringify(snap).slice(0, 300)}`);
  return { naming, expected_store_version: snap.store_version };
}

/**
 * Scans a skeleton candidate through `door`. The snapshot is read first (what "nothing applied" compares with),
 * and the listening stream's position is marked, so the phases of this call are read from there on.
 */
export async function scanCandidate(s: Scenario, door: ScanDoor, naming: NamingMode, expected: ExpectedVersion, reviewLimit: number | null = null): Promise<void> {
  const area = scanArea(s);
  const args = { ...(await argsFor(s, naming, expected)), ...(reviewLimit === null ? {} : { review_limit: reviewLimit }) };
  area.snapshotBefore = canonicalJson(await readStoreSnapshot(s));
  const mark = area.stream ? area.stream.phases().length : null;
  area.answers.push(toAnswer(door, await callThrough(s, door, SCAN_TOOL, args), mark));
}

/** The same stale scan through MCP, then REST: both answers are kept for the comparison. */
export async function scanThroughBothDoors(s: Scenario, expected: ExpectedVersion): Promise<void> {
  await scanCandidate(s, 'MCP', 'heuristic', expected);
  await scanCandidate(s, 'REST', 'heuristic', expected);
}

/** A heuristic scan over REST that must land, made while nobody listens; its answer is remembered. */
export async function scanNobodyListening(s: Scenario): Promise<void> {
  const area = scanArea(s);
  if (area.stream) throw new Error('a client already listens on the event stream; make this scan before anyone subscribes');
  await scanCandidate(s, 'REST', 'heuristic', { kind: 'none' });
  const answer = area.latest;
  if (answer.isError) throw new Error(`the scan nobody listened to was refused: ${answer.text}`);
  area.unlistened = answer;
}

/** A heuristic scan over REST with no expected version that must land (the store is then a candidate). */
export async function scanLanded(s: Scenario): Promise<void> {
  await scanCandidate(s, 'REST', 'heuristic', { kind: 'none' });
  const answer = scanArea(s).latest;
  if (answer.isError) throw new Error(`the scan was refused: ${answer.text}`);
}
