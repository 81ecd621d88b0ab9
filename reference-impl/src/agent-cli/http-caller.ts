import { join } from 'node:path';
import { BEARER_TOKEN_FILE, BearerTokenSchema, readRecordSync, type RecordRefusal } from '../records/index.js';
import { AgentError } from './agent-error.js';
import type { ServedOwner } from './discover-owner.js';
import { checkPrivateDirectory } from './private-dir.js';
import { readToolResult, type ToolCaller } from './tool-caller.js';

/**
 * The owner's bearer: its runtime's token file, else M1ND_HTTP_BEARER_TOKEN(_FILE) from our environment. The
 * runtime must pass the private-directory rule and its token file be a regular 0600 file of `uid`: a token a
 * neighbour could have written (or swapped) is never used, and then nothing falls back to our own credential.
 */
export function readBearer(owner: ServedOwner, env: Record<string, string | undefined>, uid: number): string {
  const runtime = checkPrivateDirectory(owner.runtimeRoot, uid);
  if ('problem' in runtime) {
    throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} names the runtime ${owner.runtimeRoot}, which ${runtime.problem.detail}; no credential is sent to it. Pass --no-attach, or remove the registry entry ${owner.entryPath}`, { url: owner.url, runtime_root: owner.runtimeRoot, entry: owner.entryPath });
  }
  const own = readRecordSync(join(runtime.path, BEARER_TOKEN_FILE), BearerTokenSchema, { format: 'text', follow: false, privateTo: { uid, mode: 0o600 } });
  if ('data' in own) return own.data;
  if (own.code !== 'record_missing') {
    throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} covers the repository but its token file ${own.path} is not trusted (${own.code}: ${own.detail}); no credential is sent. Pass --no-attach, or fix the file's owner and mode (0600)`, { url: owner.url, token_files: [{ path: own.path, code: own.code, detail: own.detail }] });
  }
  const refused: RecordRefusal[] = [own];
  if (env.M1ND_HTTP_BEARER_TOKEN_FILE) {
    const read = readRecordSync(env.M1ND_HTTP_BEARER_TOKEN_FILE, BearerTokenSchema, { format: 'text' });
    if ('data' in read) return read.data;
    refused.push(read);
  }
  const fromEnv = env.M1ND_HTTP_BEARER_TOKEN;
  if (fromEnv && /^[0-9a-fA-F]{64}$/.test(fromEnv)) return fromEnv;
  const why = refused.map((r) => ({ path: r.path, code: r.code, detail: r.detail }));
  throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} covers the repository but its bearer token is not readable from ${owner.runtimeRoot}/${BEARER_TOKEN_FILE} (${why.map((w) => w.code).join(', ')}); set M1ND_HTTP_BEARER_TOKEN or pass --no-attach`, { url: owner.url, token_files: why });
}

/** Tool calls through the owner's REST door, each bounded by `callMs` and cancelled by `signal`. */
export function createHttpCaller(owner: ServedOwner, bearer: string, callerRoot: string, callMs: number, signal: AbortSignal): ToolCaller {
  return {
    async call(tool, args) {
      let res: Response;
      try {
        res = await fetch(`${owner.url}/api/tools/${encodeURIComponent(tool)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'm1nd-caller-root': callerRoot },
          body: JSON.stringify(args),
          signal: AbortSignal.any([signal, AbortSignal.timeout(callMs)]),
        });
      } catch (error) {
        if (signal.aborted) throw signal.reason as Error;
        throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} did not answer ${tool}: ${error instanceof Error ? error.message : String(error)}`, { url: owner.url, tool });
      }
      const text = await res.text();
      if (res.status !== 200) {
        throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} answered ${tool} with HTTP ${res.status}: ${text.slice(0, 200)}`, { url: owner.url, tool, status: res.status });
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} answered ${tool} with a body that is not JSON`, { url: owner.url, tool });
      }
      return readToolResult(body);
    },
  };
}
