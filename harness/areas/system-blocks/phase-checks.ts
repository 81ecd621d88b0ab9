import type { Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { EventStream } from './event-stream.js';
import { candidateBlocks } from './scan-answer.js';
import { graphSize } from './scan-checks.js';
import { MODULAR_FILES } from './scan-fixtures.js';
import { scanArea } from './scan-area.js';
import { namingWaves } from './scan-words.js';
import { fractionFieldsOf } from './sse-frames.js';

/** The phases the stream narrated for the latest scan, from its mark through the first done or failed. */
async function phasesOfLatest(s: Scenario): Promise<Record<string, unknown>[]> {
  const area = scanArea(s);
  const answer = area.latest;
  if (!area.stream || answer.mark === null) throw new Error('nobody listened on the event stream when the latest scan was made; subscribe first');
  return area.stream.throughTerminal(answer.mark, s.boundMs);
}

function phaseNamed(phases: Record<string, unknown>[], name: string): Record<string, unknown> {
  const found = phases.find((p) => p.phase === name);
  if (!found) throw new Error(`the stream narrated no ${name} phase: ${JSON.stringify(phases)}`);
  return found;
}

/** The stream narrated exactly these phases, in this order, for the latest scan. */
export async function expectPhases(s: Scenario, names: readonly string[]): Promise<void> {
  const phases = await phasesOfLatest(s);
  const seen = phases.map((p) => String(p.phase));
  if (JSON.stringify(seen) !== JSON.stringify(names)) throw new Error(`the event stream narrated ${JSON.stringify(seen)}; expected ${JSON.stringify(names)}: ${JSON.stringify(phases)}`);
}

/**
 * The counts are facts: file_list counts the repository's files, clustering the graph's nodes and edges as
 * `/api/health` reports them, persisting and done the candidate's blocks.
 */
export async function expectPhaseCounts(s: Scenario): Promise<void> {
  const phases = await phasesOfLatest(s);
  const blocks = candidateBlocks(scanArea(s).latest.payload).length;
  const size = await graphSize(s);
  const want: [string, string, number][] = [
    ['file_list', 'file_count', MODULAR_FILES.length],
    ['clustering', 'node_count', size.nodes],
    ['clustering', 'edge_count', size.edges],
    ['persisting', 'block_count', blocks],
    ['done', 'block_count', blocks],
  ];
  const problems = want.filter(([phase, field, n]) => phaseNamed(phases, phase)[field] !== n).map(([phase, field, n]) => `${phase}.${field} is ${JSON.stringify(phaseNamed(phases, phase)[field])}, expected ${n}`);
  if (problems.length > 0) throw new Error(`the phase counts are not the scan's facts: ${problems.join('; ')}`);
}

/** The naming phase counts the candidate's blocks and ⌈blocks/4⌉ waves. */
export async function expectNamingPhaseCounts(s: Scenario): Promise<void> {
  const naming = phaseNamed(await phasesOfLatest(s), 'naming');
  const blocks = candidateBlocks(scanArea(s).latest.payload).length;
  if (naming.block_count !== blocks || naming.naming_waves !== namingWaves(blocks)) {
    throw new Error(`the naming phase counted ${JSON.stringify(naming.block_count)} blocks in ${JSON.stringify(naming.naming_waves)} waves; expected ${blocks} in ${namingWaves(blocks)}`);
  }
}

/** The terminal phase is failed and says why in a non-empty `error`. */
export async function expectFailedWithError(s: Scenario): Promise<void> {
  const last = (await phasesOfLatest(s)).at(-1);
  if (last?.phase !== 'failed' || typeof last.error !== 'string' || last.error.trim() === '') throw new Error(`the stream ended with ${JSON.stringify(last)}; expected a failed phase carrying its error`);
}

/** No phase event the stream carried holds a percent, pct, progress, fraction or ratio field. */
export async function expectNoFractionFields(s: Scenario): Promise<void> {
  await phasesOfLatest(s);
  const stream = scanArea(s).stream;
  const found = (stream?.phases() ?? []).flatMap((p) => fractionFieldsOf(p).map((f) => `${String(p.phase)}.${f}`));
  if (found.length > 0) throw new Error(`phase events carry fraction fields ${JSON.stringify(found)}; a phase carries counts only`);
}

/** An authorized subscription is answered 200 as an event stream. */
export async function expectEventsServed(s: Scenario): Promise<void> {
  const owner = httpArea(s).current;
  const stream = await EventStream.open(await owner.baseUrl(), { authorization: `Bearer ${await owner.bearer()}` }, s.boundMs);
  const type = String(stream.response.headers['content-type'] ?? '');
  stream.close();
  if (stream.response.statusCode !== 200 || !type.startsWith('text/event-stream')) throw new Error(`GET /api/events with the bearer answered ${stream.response.statusCode} ${type}; expected 200 text/event-stream`);
}

/** An authorized subscription naming this Host (or Origin) is refused 403 with `code`, never served a stream. */
export async function expectEventsHeaderRejected(s: Scenario, header: 'host' | 'origin', value: string, code: string): Promise<void> {
  const owner = httpArea(s).current;
  const sent = value.replaceAll('{port}', new URL(await owner.baseUrl()).port);
  const res = await (await owner.client(true)).request({ path: '/api/events', headers: { [header]: sent, accept: 'text/event-stream' }, boundMs: s.boundMs });
  const json = (res.json ?? {}) as { error?: unknown; code?: unknown };
  if (res.status !== 403 || json.error !== 'local_http_boundary_rejected' || json.code !== code) {
    throw new Error(`GET /api/events with ${header} ${sent} answered ${res.status} ${res.text.slice(0, 300)}; expected 403 {"error":"local_http_boundary_rejected","code":"${code}"}`);
  }
}
