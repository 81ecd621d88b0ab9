/** How many blocks the runner names at once; the naming phase announces ⌈blocks / this⌉ waves. */
export const NAMING_WAVE_SIZE = 4;

export function namingWaves(blocks: number): number {
  return Math.max(1, Math.ceil(blocks / NAMING_WAVE_SIZE));
}

/** The header every naming request is signed with. */
export const RUNNER_SECRET_HEADER = 'x-runnerd-secret';

/** What the runner is told of one block: its id, its member paths and the heuristic's name. Never a file body. */
export interface NamingPacket {
  block_id: string;
  member_paths: string[];
  heuristic_name: string;
}

export interface RunnerName {
  name: string;
  purpose: string;
}

const MAX_NAME = 80;
const MAX_PURPOSE = 400;

/** A name the runner gave, when it is usable text: no control characters, bounded, not empty. */
export function cleanRunnerText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > max || /[\u0000-\u001f\u007f]/.test(text)) return null;
  return text;
}

/** The runner's answer for `blockId`, when it answered that block usably. */
export function readRunnerAnswer(json: unknown, blockId: string): RunnerName | null {
  const results = (json as { results?: unknown })?.results;
  if (!Array.isArray(results)) return null;
  const mine = results.find((r) => (r as { block_id?: unknown })?.block_id === blockId) as { ok?: unknown; name?: unknown; purpose?: unknown } | undefined;
  if (!mine || mine.ok !== true) return null;
  const name = cleanRunnerText(mine.name, MAX_NAME);
  if (name === null) return null;
  return { name, purpose: cleanRunnerText(mine.purpose, MAX_PURPOSE) ?? '' };
}

/** What one request came to: the runner answered (with a usable name or none), or it did not answer, and why. */
type RequestOutcome = { answered: RunnerName | null } | { failed: string };

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if ((error as { name?: unknown })?.name === 'TimeoutError') return 'no answer in time';
  return error instanceof Error ? error.message : String(error);
}

/** One signed request for one block, within the bound. Only a 200 with a JSON body counts as an answer. */
async function nameOne(runner: { url: string; secret: string }, packet: NamingPacket, timeoutMs: number): Promise<RequestOutcome> {
  try {
    const res = await fetch(`${runner.url}/name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [RUNNER_SECRET_HEADER]: runner.secret },
      body: JSON.stringify({ blocks: [{ block_id: packet.block_id, packet }] }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return { failed: `HTTP ${res.status}` };
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return { failed: 'an answer that is not JSON' };
    }
    return { answered: readRunnerAnswer(json, packet.block_id) };
  } catch (error) {
    return { failed: describeFailure(error) };
  }
}

/** The names the runner gave, how many requests it answered at all, and the first reason one went unanswered. */
export interface NamingRun {
  names: Map<string, RunnerName>;
  answered: number;
  firstFailure: string | null;
}

/**
 * Names the blocks through the runner, one packet per block, in waves of four; a block the runner does not name
 * (refused, timed out, died, answered nothing usable) is simply absent from the names. Whether the runner answered
 * any request is kept apart from whether it named a block, so a runner that is down is never reported available.
 */
export async function nameBlocks(runner: { url: string; secret: string }, packets: readonly NamingPacket[], timeoutMs: number): Promise<NamingRun> {
  const run: NamingRun = { names: new Map(), answered: 0, firstFailure: null };
  for (let i = 0; i < packets.length; i += NAMING_WAVE_SIZE) {
    const wave = packets.slice(i, i + NAMING_WAVE_SIZE);
    const outcomes = await Promise.all(wave.map((p) => nameOne(runner, p, timeoutMs)));
    wave.forEach((p, j) => {
      const o = outcomes[j];
      if (!o) return;
      if ('failed' in o) {
        run.firstFailure ??= o.failed;
        return;
      }
      run.answered += 1;
      if (o.answered) run.names.set(p.block_id, o.answered);
    });
  }
  return run;
}
