// Sends generated hostile requests to an HTTP owner and judges each answer: a well-framed request to /api/*
// that is not served is refused with a JSON error body, an answer to /mcp that says it is JSON is JSON, a
// broken request is refused or closed (never served), and the owner still answers an authorized health
// request after each batch and stays under the memory bound.
import type { FuzzPlan } from './fuzz-plan.js';
import { peakRssBytes } from './peak-rss.js';
import { rawExchange, type RawExchange } from './raw-http.js';
import { sampleRequests, type HostileRequest } from './http-requests.js';
import { PEAK_RSS_BOUND } from './stdio-fuzz.js';

const BATCH = 20;

export interface HttpTarget {
  host: string;
  port: number;
  bearer: string;
  pid: number;
}

export interface HttpFuzzReport {
  requests: number;
  statuses: Record<string, number>;
  peakRss: number | null;
}

export async function fuzzHttp(target: HttpTarget, plan: FuzzPlan, boundMs: number): Promise<HttpFuzzReport> {
  const statuses: Record<string, number> = {};
  let sent = 0;
  for (let batch = 0; sent < plan.runs; batch++) {
    const requests = sampleRequests(plan.seed + batch, Math.min(BATCH, plan.runs - sent), target.port, target.bearer);
    for (const request of requests) {
      const answer = await rawExchange(target.host, target.port, request.bytes, boundMs);
      const key = String(answer.status ?? 'closed');
      statuses[key] = (statuses[key] ?? 0) + 1;
      const problem = judge(request, answer);
      if (problem) throw new Error(`${request.kind}: ${problem}`);
    }
    sent += requests.length;
    await expectHealthy(target, boundMs, sent);
  }
  const peakRss = peakRssBytes(target.pid);
  if (peakRss !== null && peakRss > PEAK_RSS_BOUND) throw new Error(`the owner's peak RSS reached ${Math.round(peakRss / 2 ** 20)} MiB, over the ${PEAK_RSS_BOUND / 2 ** 20} MiB bound`);
  return { requests: sent, statuses, peakRss };
}

/** null when the answer is acceptable for the request, else what is wrong. */
export function judge(request: HostileRequest, answer: RawExchange): string | null {
  if (answer.status === null) return request.framing === 'valid' ? 'a well-framed request got no HTTP answer before the connection closed' : null;
  if (request.framing === 'broken') return answer.status >= 400 && answer.status < 500 ? null : `broken framing was answered with HTTP ${answer.status}`;
  if (request.framing === 'lenient') return answer.status < 500 ? null : `the owner failed with HTTP ${answer.status}`;
  if (answer.status >= 500) return `the owner failed with HTTP ${answer.status}: ${answer.body.subarray(0, 160).toString('utf8')}`;
  const isJson = (answer.headers['content-type'] ?? '').includes('json');
  // A HEAD answer has no body by definition.
  if (request.path.startsWith('/api/') && answer.status >= 400 && !request.kind.startsWith('HEAD ')) {
    const body = parseJson(answer.body);
    if (body === undefined || typeof body !== 'object' || body === null || typeof (body as { error?: unknown }).error !== 'string') {
      return `HTTP ${answer.status} from ${request.path} carries no JSON error body: ${answer.body.subarray(0, 160).toString('utf8')}`;
    }
  }
  if (isJson && answer.body.length > 0 && parseJson(answer.body) === undefined) return `HTTP ${answer.status} says JSON but its body is not: ${answer.body.subarray(0, 160).toString('utf8')}`;
  return null;
}

async function expectHealthy(target: HttpTarget, boundMs: number, sent: number): Promise<void> {
  const request = Buffer.from(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\nAuthorization: Bearer ${target.bearer}\r\nConnection: close\r\n\r\n`, 'latin1');
  let answer: RawExchange;
  try {
    answer = await rawExchange(target.host, target.port, request, boundMs);
  } catch (cause) {
    throw new Error(`after ${sent} hostile requests the owner no longer answers an authorized health request: ${(cause as Error).message}`, { cause });
  }
  if (answer.status !== 200) throw new Error(`after ${sent} hostile requests an authorized health request answers HTTP ${answer.status ?? '(none)'}`);
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
