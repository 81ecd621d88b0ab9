// The small runtime tools of seed 001's list, judged from the wire: memory kept in the runtime, honest
// background-ingest answers, previews that write nothing (the scenario's source guard checks the tree).
import type { Scenario } from '../../scenario/index.js';
import { callRest } from '../http/index.js';

function field(payload: Record<string, unknown>, name: string, call: string): unknown {
  if (!(name in payload)) throw new Error(`${call} answered no ${name}: ${JSON.stringify(payload).slice(0, 400)}`);
  return payload[name];
}

/** set, get, list, delete, get: the value comes back, is listed, and is gone after the delete. */
export async function expectBootMemoryRoundTrip(s: Scenario, key: string, value: string): Promise<void> {
  await s.positive('boot_memory', { action: 'set', key, value });
  const got = field(await s.positive('boot_memory', { action: 'get', key }), 'value', 'boot_memory get');
  if (got !== value) throw new Error(`boot_memory get ${key} answered ${JSON.stringify(got)} after set ${JSON.stringify(value)}`);
  const keys = field(await s.positive('boot_memory', { action: 'list' }), 'keys', 'boot_memory list');
  if (!Array.isArray(keys) || !keys.includes(key)) throw new Error(`boot_memory list answered ${JSON.stringify(keys)}; it must include ${key}`);
  await s.positive('boot_memory', { action: 'delete', key });
  const after = await s.positive('boot_memory', { action: 'get', key });
  if (after.value !== null && after.value !== undefined) throw new Error(`boot_memory get ${key} still answered ${JSON.stringify(after.value)} after the delete`);
}

/** Two memorize calls are both kept: the second answer counts two memories. */
export async function expectMemorizeKeeps(s: Scenario, first: string, second: string): Promise<void> {
  await s.positive('memorize', { agent_id: 'conformance', text: first });
  const count = field(await s.positive('memorize', { agent_id: 'conformance', text: second }), 'count', 'memorize');
  if (count !== 2) throw new Error(`memorize counted ${JSON.stringify(count)} memories after two; expected 2`);
}

export async function expectNoBackgroundIngest(s: Scenario): Promise<void> {
  const status = await s.positive('auto_ingest_status', {});
  if (status.running !== false) throw new Error(`auto_ingest_status answered running ${JSON.stringify(status.running)}; nothing was started, so it must say false`);
  const stop = await s.positive('auto_ingest_stop', {});
  if (stop.was_running !== false) throw new Error(`auto_ingest_stop answered was_running ${JSON.stringify(stop.was_running)} with nothing running`);
}

/** edit_preview answers a unified diff with the removed and added lines; writing nothing is the source guard's to judge. */
export async function expectEditPreview(s: Scenario, file: string, content: string, removed: string, added: string): Promise<void> {
  const call = `edit_preview ${file}`;
  const diff = field(await s.positive('edit_preview', { file, new_content: content.replace(/\\n/g, '\n') }), 'diff', call);
  if (typeof diff !== 'string') throw new Error(`${call} answered a diff that is not text: ${JSON.stringify(diff)}`);
  const lines = diff.split('\n');
  if (!lines.some((l) => l.startsWith('@@'))) throw new Error(`${call} answered no unified hunk: ${diff}`);
  if (!lines.includes(`-${removed}`)) throw new Error(`${call} does not remove ${JSON.stringify(removed)}: ${diff}`);
  if (!lines.includes(`+${added}`)) throw new Error(`${call} does not add ${JSON.stringify(added)}: ${diff}`);
}

/** xray_apply's dry run plans a header tag for exactly `count` files and applies none. */
export async function expectXrayDryRun(s: Scenario, tag: string, extension: string, count: number): Promise<void> {
  const call = `xray_apply dry run ${tag}`;
  const payload = await s.positive('xray_apply', { selector: { extensions: [extension] }, transform: { kind: 'ensure_header_tag', tag } });
  const counts = field(payload, 'counts', call) as Record<string, unknown>;
  if (payload.status !== 'dry_run' || counts.planned !== count || counts.applied !== 0) {
    throw new Error(`${call} answered status ${JSON.stringify(payload.status)}, counts ${JSON.stringify(counts)}; expected a dry run planning ${count} and applying 0`);
  }
}

/**
 * Boot memory set over REST from the repository `here` is read back from `here`, and not from `other`: each brain
 * an owner serves (routed by the caller's root) keeps its own memory.
 */
export async function expectBootMemoryPerBrain(s: Scenario, key: string, value: string, here: string, other: string): Promise<void> {
  const call = async (repo: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const r = await callRest(s, 'boot_memory', args, s.repo(repo));
    if (r.isError || typeof r.payload !== 'object' || r.payload === null) throw new Error(`boot_memory ${JSON.stringify(args)} from the repository "${repo}" failed: ${r.text ?? ''}`);
    return r.payload as Record<string, unknown>;
  };
  await call(here, { action: 'set', key, value });
  const mine = (await call(here, { action: 'get', key })).value;
  if (mine !== value) throw new Error(`boot_memory get ${key} from the repository "${here}" answered ${JSON.stringify(mine)} after set ${JSON.stringify(value)} there`);
  const theirs = (await call(other, { action: 'get', key })).value;
  if (theirs !== null && theirs !== undefined) throw new Error(`boot_memory get ${key} from the repository "${other}" answered ${JSON.stringify(theirs)}: a memory set on the brain of "${here}" leaked into another brain`);
}
