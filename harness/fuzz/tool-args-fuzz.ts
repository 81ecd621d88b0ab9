// Calls every advertised tool with arguments that break its own input schema: each call must be refused
// (a tool result with isError or an `ok: false` payload, or a JSON-RPC error), and the graph must answer a search as it did before.
import type { ServerRun } from '../scenario/index.js';
import type { FuzzPlan } from './fuzz-plan.js';
import { breakingCalls, nonObjectArguments, type BrokenCall, type ToolSchema } from './schema-breakers.js';

export interface ToolArgsReport {
  tools: number;
  calls: number;
}

export async function fuzzToolArguments(run: ServerRun, plan: FuzzPlan, boundMs: number): Promise<ToolArgsReport> {
  await run.ready();
  const listed = await run.client.request('tools/list', {}, boundMs);
  const tools = ((listed.result as { tools?: Array<{ name: string; inputSchema?: ToolSchema }> } | undefined)?.tools ?? []);
  if (tools.length === 0) throw new Error('tools/list advertised no tool; nothing to call');
  const calls: BrokenCall[] = tools.flatMap((t, i) => [...breakingCalls(t.name, t.inputSchema ?? {}, plan.seed + i), ...nonObjectArguments(t.name, plan.seed + i)]);
  for (const call of calls) {
    const response = await run.client.request('tools/call', { name: call.tool, arguments: call.args }, boundMs);
    if (response.error) continue;
    const result = response.result as { isError?: boolean; content?: Array<{ text?: string }> } | undefined;
    if (result?.isError !== true && !refusedInPayload(result?.content?.[0]?.text)) {
      throw new Error(`${call.tool} accepted arguments that break its advertised input schema (${call.why}): ${JSON.stringify(result?.content?.[0]?.text ?? result).slice(0, 240)}`);
    }
  }
  return { tools: tools.length, calls: calls.length };
}

/** A tool answer whose JSON payload says `ok: false` is the seeds' refusal shape. */
function refusedInPayload(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    const payload = JSON.parse(text) as { ok?: unknown };
    return payload !== null && typeof payload === 'object' && payload.ok === false;
  } catch {
    return false;
  }
}
