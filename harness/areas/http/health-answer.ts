import { HttpRawClient, type HttpRawResponse } from '../../clients/index.js';

/** One `GET /api/health` a client sent; `status` null when the connection gave no answer. */
export interface HealthAnswer {
  withBearer: boolean;
  status: number | null;
  /** the JSON body when it was a JSON object */
  payload: Record<string, unknown>;
}

/** What a client saw of an owner from its start until its registry record appeared. */
export interface DiscoveryWatch {
  /** answers of its loopback listener before the record appeared (Linux: the listener is found in /proc) */
  early: HealthAnswer[];
  /** the first answer at the address the record publishes, asked the moment it appeared */
  atDiscovery: HealthAnswer;
}

/** `GET /api/health` at `url`, with the bearer when given; a connection that gives no answer is status null. */
export async function askHealth(url: string, bearer: string | null, boundMs: number): Promise<HealthAnswer> {
  const headers: Record<string, string> = bearer === null ? {} : { authorization: `Bearer ${bearer}` };
  const res: HttpRawResponse | null = await new HttpRawClient(url).request({ path: '/api/health', headers, boundMs }).catch(() => null);
  const json = res?.json;
  const payload = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  return { withBearer: bearer !== null, status: res?.status ?? null, payload };
}

