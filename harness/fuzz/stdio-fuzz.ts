// Drives generated hostile frames into a running stdio server and judges what came back: every line it
// writes is well-formed JSON-RPC, every well-formed request is answered, a ping after each batch is answered
// (no crash, no hang), and its peak memory stays under a stated bound.
import type { ServerRun } from '../scenario/index.js';
import { answerId, jsonRpcProblem } from './json-rpc-shape.js';
import type { FuzzPlan } from './fuzz-plan.js';
import { peakRssBytes } from './peak-rss.js';
import { sampleFrames, type HostileFrame } from './stdio-frames.js';

export const PEAK_RSS_BOUND = 1024 * 1024 * 1024;
const BATCH = 25;
const ID_BASE = 1_000_000_000;

export interface StdioFuzzReport {
  frames: number;
  kinds: Record<string, number>;
  peakRss: number | null;
}

export async function fuzzStdio(run: ServerRun, plan: FuzzPlan, boundMs: number): Promise<StdioFuzzReport> {
  await run.ready();
  const child = run.child;
  const firstLine = child.stdoutLines.length;
  const owed = new Map<string, HostileFrame>();
  const answered = new Set<string>();
  child.onStdoutLine((line) => {
    const id = answerId(line);
    if (id !== undefined && id !== null) answered.add(`${typeof id}:${id}`);
  });
  const kinds: Record<string, number> = {};
  let sent = 0;
  // Batches are generated one at a time from seed + index, so a long run never holds every frame at once.
  for (let batch = 0; sent < plan.runs; batch++) {
    const frames = sampleFrames(plan.seed + batch, Math.min(BATCH, plan.runs - sent), ID_BASE + batch * 1_000_000);
    for (const frame of frames) {
      kinds[frame.kind] = (kinds[frame.kind] ?? 0) + 1;
      for (const id of frame.owed) owed.set(`${typeof id}:${id}`, frame);
      child.writeStdin(Buffer.concat([frame.bytes, Buffer.from('\n')]));
    }
    sent += frames.length;
    try {
      await run.client.request('ping', undefined, boundMs);
    } catch (cause) {
      throw new Error(`after ${sent} hostile frames (batch ${batch}: ${frames.map((f) => f.kind).join(', ')}) the server no longer answers ping: ${(cause as Error).message}`, { cause });
    }
  }
  // Answers to slow requests may trail the last ping; one more round trip orders them before this check.
  await run.client.request('ping', undefined, boundMs);
  const missing = [...owed.entries()].filter(([key]) => !answered.has(key));
  if (missing.length > 0) {
    const [key, frame] = missing[0] as [string, HostileFrame];
    throw new Error(`${missing.length} well-formed request(s) got no answer, e.g. id ${key} (${frame.kind}: ${frame.bytes.subarray(0, 160).toString('utf8')}…); every request with an id is owed a result or an error`);
  }
  const lines = child.stdoutLines.slice(firstLine);
  for (const line of lines) {
    const problem = jsonRpcProblem(line);
    if (problem) throw new Error(`the server wrote a line that ${problem}: ${line.slice(0, 200)}`);
  }
  const peakRss = peakRssBytes(child.pid);
  if (peakRss !== null && peakRss > PEAK_RSS_BOUND) throw new Error(`the server's peak RSS reached ${Math.round(peakRss / 2 ** 20)} MiB, over the ${PEAK_RSS_BOUND / 2 ** 20} MiB bound`);
  return { frames: sent, kinds, peakRss };
}
