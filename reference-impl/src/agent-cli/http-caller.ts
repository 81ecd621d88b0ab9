import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgentError } from './agent-error.js';
import type { ServedOwner } from './discover-owner.js';
import { readToolResult, type ToolCaller } from './tool-caller.js';

/** The owner's bearer: its runtime's token file, else M1ND_HTTP_BEARER_TOKEN(_FILE) from our environment. */
export function readBearer(owner: ServedOwner, env: Record<string, string | undefined>): string {
  const candidates = [join(owner.runtimeRoot, 'http-auth-token-v1'), env.M1ND_HTTP_BEARER_TOKEN_FILE].filter((p): p is string => !!p);
  for (const path of candidates) {
    try {
      const token = readFileSync(path, 'utf8').trim();
      if (/^[0-9a-fA-F]{64}$/.test(token)) return token;
    } catch {
      /* try the next source */
    }
  }
  const fromEnv = env.M1ND_HTTP_BEARER_TOKEN;
  if (fromEnv && /^[0-9a-fA-F]{64}$/.test(fromEnv)) return fromEnv;
  throw new AgentError('M1ND_AGENT_ATTACH_FAILED', `the served owner at ${owner.url} covers the repository but its bearer token is not readable from ${owner.runtimeRoot}/http-auth-token-v1; set M1ND_HTTP_BEARER_TOKEN or pass --no-attach`, { url: owner.url });
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
