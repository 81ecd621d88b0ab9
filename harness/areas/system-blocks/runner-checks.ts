import type { Scenario } from '../../scenario/index.js';
import { candidateBlocks, namedByOf, namingReport, sameStrings } from './scan-answer.js';
import { readStoreSnapshot } from './scan-calls.js';
import { BODY_MARKER } from './scan-fixtures.js';
import { scanArea } from './scan-area.js';
import type { FakeNamingDaemon } from './fake-naming-daemon.js';
import type { NamedBySplit, NamingApplied } from './scan-words.js';

function landedPayload(s: Scenario): unknown {
  const a = scanArea(s).latest;
  if (a.isError) throw new Error(`the scan over ${a.door} was refused: ${a.text}`);
  return a.payload;
}

function daemonOf(s: Scenario): FakeNamingDaemon {
  const d = scanArea(s).daemon;
  if (!d) throw new Error('no naming daemon runs in this scenario; add a Given step that starts one');
  return d;
}

/** `report.naming.applied` says honestly who named the blocks. */
export function expectNamingApplied(s: Scenario, applied: NamingApplied): void {
  const report = namingReport(landedPayload(s));
  if (report.applied !== applied) throw new Error(`report.naming.applied is ${JSON.stringify(report.applied)}; expected "${applied}": ${JSON.stringify(report)}`);
}

/**
 * `report.naming.runner_available` says whether the announced runner answered; when it did not, the report carries
 * a note (what failed, and that heuristic names were used), so a reader is never left with silent fallbacks.
 */
export function expectRunnerAvailability(s: Scenario, available: boolean): void {
  const report = namingReport(landedPayload(s));
  const problems: string[] = [];
  if (report.runner_available !== available) problems.push(`runner_available is ${JSON.stringify(report.runner_available)}, not ${available}`);
  if (!available && (typeof report.note !== 'string' || report.note.trim() === '')) problems.push('it carries no note saying why the runner named nothing');
  if (problems.length > 0) throw new Error(`report.naming: ${problems.join('; ')}: ${JSON.stringify(report)}`);
}

/** Every block was named by the runner, by the heuristic, or some by each (the report per block). */
export function expectNamedBy(s: Scenario, split: NamedBySplit): void {
  const payload = landedPayload(s);
  const byBlock = namedByOf(payload);
  const ids = candidateBlocks(payload).map((b) => b.block_id);
  const who = ids.map((id) => byBlock.get(id) ?? 'missing');
  const runner = who.filter((w) => w === 'runner').length;
  const heuristic = who.filter((w) => w === 'heuristic').length;
  const ok = split === 'runner' ? runner === ids.length : split === 'heuristic' ? heuristic === ids.length : runner > 0 && heuristic > 0 && runner + heuristic === ids.length;
  if (!ok) throw new Error(`the blocks were named ${JSON.stringify(Object.fromEntries(ids.map((id, i) => [id, who[i]])))}; expected ${split === 'both' ? 'some by the runner and the rest by the heuristic' : `all by the ${split}`}`);
}

/** The runner named exactly as many blocks as the daemon answered before it died. */
export function expectRunnerNamedAnswered(s: Scenario): void {
  const daemon = daemonOf(s);
  const answered = daemon.answeredCount();
  const runner = [...namedByOf(landedPayload(s)).values()].filter((w) => w === 'runner').length;
  if (runner !== answered) throw new Error(`the report says ${runner} blocks were named by the runner; the daemon answered ${answered}`);
}

/** The daemon received one signed packet per block of the candidate, each with that block's member paths. */
export function expectOnePacketPerBlock(s: Scenario): void {
  const daemon = daemonOf(s);
  const blocks = candidateBlocks(landedPayload(s));
  const problems: string[] = [];
  if (daemon.packets.some((p) => !p.signed)) problems.push('a request did not carry the shared secret');
  if (daemon.packets.some((p) => p.blockIds.length !== 1)) problems.push(`a request did not carry exactly one block: ${JSON.stringify(daemon.packets.map((p) => p.blockIds))}`);
  if (!sameStrings(daemon.packets.flatMap((p) => p.blockIds), blocks.map((b) => b.block_id))) problems.push(`the packets named ${JSON.stringify(daemon.packets.flatMap((p) => p.blockIds))}; the candidate's blocks are ${JSON.stringify(blocks.map((b) => b.block_id))}`);
  for (const p of daemon.packets) {
    const block = blocks.find((b) => b.block_id === p.blockIds[0]);
    if (block && !sameStrings(p.memberPaths, block.members)) problems.push(`the packet of ${block.block_id} carried member paths ${JSON.stringify(p.memberPaths)}; the block's members are ${JSON.stringify(block.members)}`);
  }
  if (problems.length > 0) throw new Error(`the naming packets: ${problems.join('; ')}`);
}

/** No request the daemon received holds the body marker every file of the repository carries. */
export function expectNoFileBodyInPackets(s: Scenario): void {
  const daemon = daemonOf(s);
  if (daemon.packets.length === 0) throw new Error('the naming daemon received no packet, so nothing shows what a packet carries');
  const leaking = daemon.packets.filter((p) => p.body.includes(BODY_MARKER));
  if (leaking.length > 0) throw new Error(`${leaking.length} packet(s) carry a file body (the marker ${BODY_MARKER}): ${leaking[0]?.body.slice(0, 300)}`);
}

/** The daemon received no request at all. */
export function expectNoPacket(s: Scenario): void {
  const daemon = daemonOf(s);
  if (daemon.packets.length > 0) throw new Error(`the naming daemon received ${daemon.packets.length} request(s); heuristic naming calls no runner`);
}

/** The daemon was asked, and every request carried a secret other than the one it expects. */
export function expectEveryPacketUnsigned(s: Scenario): void {
  const daemon = daemonOf(s);
  if (daemon.packets.length === 0 || daemon.packets.some((p) => p.signed)) throw new Error(`expected requests signed with another secret only; the daemon saw ${JSON.stringify(daemon.packets.map((p) => p.signed))}`);
}

/** Every block the runner named needs no owner naming, and every block the heuristic named needs it (report.blocks). */
export function expectOwnerNamingFollowsNamedBy(s: Scenario): void {
  const report = ((landedPayload(s) as { report?: { blocks?: unknown } }).report?.blocks ?? null) as { block_id?: unknown; named_by?: unknown; needs_owner_naming?: unknown }[] | null;
  if (!Array.isArray(report) || report.length === 0) throw new Error(`the scan's report.blocks is not a list of blocks: ${JSON.stringify(report)?.slice(0, 300)}`);
  const wrong = report.filter((b) => b.needs_owner_naming !== (b.named_by !== 'runner'));
  if (wrong.length > 0) throw new Error(`needs_owner_naming must be false exactly for runner-named blocks; these disagree: ${JSON.stringify(wrong)}`);
}

/** Every string value of `value`, at any depth, with where it sits. */
function stringsOf(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, `${at}.${k}`));
  return [];
}

const CONTROL = /[\u0000-\u001f\u007f]/;

/** The scan landed, and neither its answer nor the snapshot read afterwards holds a control character anywhere. */
export async function expectNoControlCharacters(s: Scenario): Promise<void> {
  const found = [...stringsOf(landedPayload(s), 'answer'), ...stringsOf(await readStoreSnapshot(s), 'snapshot')].filter((v) => CONTROL.test(v.text));
  if (found.length > 0) throw new Error(`runner text reached the wire with control characters: ${found.slice(0, 4).map((v) => `${v.at} = ${JSON.stringify(v.text)}`).join('; ')}`);
}

