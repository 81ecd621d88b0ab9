import { dirname } from 'node:path';
import { execa } from 'execa';
import { readToolResult } from '../../harness/clients/index.js';
import type { CheckOutcome } from './check-outcome.js';
import { INSPECTOR_BIN } from './paths.js';
import { waitOwnerReleased } from './wait-owner-released.js';

export interface InspectorOptions {
  /** argv of the stdio server, e.g. `[node, m1nd-mcp.js, '--stdio']` */
  server: string[];
  /** the server's environment (the inspector passes its own environment on to the server) */
  env: Record<string, string>;
  /** the granted runtime: each run waits until the previous server released it */
  runtime: string;
  boundMs: number;
}

interface InspectorRun {
  exitCode: number | undefined;
  json: unknown;
  stdout: string;
  stderr: string;
}

/**
 * The MCP Inspector CLI over stdio: lists the tools, calls `health`, and calls a tool that does not exist.
 * The cwd is the inspector's own build dir because it finds its package.json relative to the cwd.
 */
export async function runInspectorChecks(opts: InspectorOptions): Promise<CheckOutcome[]> {
  const lingering: string[] = [];
  const run = async (method: string[]) => {
    const ran = await runInspector(opts, method);
    const { released, pid } = await waitOwnerReleased(opts.runtime, opts.boundMs);
    if (!released) lingering.push(`${method.join(' ')} left pid ${pid} owning the runtime`);
    return ran;
  };
  const checks: CheckOutcome[] = [];

  const listed = await run(['--method', 'tools/list']);
  const tools = ((listed.json as { tools?: unknown } | null)?.tools ?? []) as { name?: unknown; description?: unknown; inputSchema?: { type?: unknown } }[];
  checks.push({
    name: 'inspector lists the tools over stdio',
    ok: listed.exitCode === 0 && tools.some((t) => t.name === 'health'),
    detail: listed.exitCode === 0 ? `${tools.length} tools: ${tools.map((t) => String(t.name)).join(', ')}` : failure(listed),
  });
  const undescribed = tools.filter((t) => typeof t.description !== 'string' || t.description.trim() === '').map((t) => String(t.name));
  const unshaped = tools.filter((t) => t.inputSchema?.type !== 'object').map((t) => String(t.name));
  checks.push({
    name: 'every listed tool has a description and an object input schema',
    ok: listed.exitCode === 0 && tools.length > 0 && undescribed.length === 0 && unshaped.length === 0,
    detail: undescribed.length + unshaped.length === 0 ? `${tools.length} tools checked` : `no description: ${undescribed.join(', ') || '-'}; input schema not an object: ${unshaped.join(', ') || '-'}`,
  });

  const health = await run(['--method', 'tools/call', '--tool-name', 'health']);
  const result = readToolResult(health.json);
  const status = (result.payload as { status?: unknown } | null)?.status;
  checks.push({
    name: 'inspector calls health over stdio',
    ok: health.exitCode === 0 && !result.isError && typeof status === 'string',
    detail: health.exitCode === 0 ? `isError ${result.isError}, status ${String(status)}` : failure(health),
  });

  // MCP names an unknown tool a protocol error (-32602), not a tool result; the inspector exits non-zero.
  const unknown = await run(['--method', 'tools/call', '--tool-name', 'm1nd_check_no_such_tool']);
  const answeredAsResult = unknown.exitCode === 0;
  checks.push({
    name: 'an unknown tool is a JSON-RPC -32602 error',
    ok: !answeredAsResult && /-32602/.test(unknown.stderr + unknown.stdout),
    detail: answeredAsResult ? `answered as a tool result instead: ${unknown.stdout.replace(/\s+/g, ' ').slice(0, 200)}` : lastLines(unknown.stderr),
  });
  checks.push({
    name: 'the stdio server exits and releases its runtime after each inspector run',
    ok: lingering.length === 0,
    detail: lingering.join('; '),
  });
  return checks;
}

async function runInspector(opts: InspectorOptions, method: string[]): Promise<InspectorRun> {
  const r = await execa(process.execPath, [INSPECTOR_BIN, '--cli', ...opts.server, ...method], {
    cwd: dirname(INSPECTOR_BIN),
    env: opts.env,
    extendEnv: false,
    reject: false,
    timeout: opts.boundMs,
  });
  let json: unknown = null;
  try {
    json = JSON.parse(r.stdout) as unknown;
  } catch {
    // not JSON: the failure detail shows the output
  }
  return { exitCode: r.timedOut ? undefined : r.exitCode, json, stdout: r.stdout, stderr: r.stderr };
}

function failure(run: InspectorRun): string {
  return `exit ${run.exitCode ?? 'timeout'}: ${lastLines(run.stderr) || run.stdout.slice(0, 200)}`;
}

/** The inspector's stderr minus its deprecation banner. */
function lastLines(stderr: string): string {
  return stderr.split('\n').map((l) => l.trim()).filter((l) => l && !/deprecated|Upgrade:|security fixes|⚠/.test(l)).slice(-3).join(' | ');
}
