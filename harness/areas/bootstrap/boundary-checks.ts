import { readHits, readToolResult, requireHit, requirePositive, type Hit } from '../../clients/index.js';
import { diffTreeListings, listTree } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { bootstrapArea } from './bootstrap-area.js';
import { readProcessEnv } from './read-process-env.js';

const BIRTH_NAME = /birth|human[-_ ]?origin/i;

/** No file in the runtime speaks of birth or a human origin (the only observable trace of a ceremony). */
export async function expectNoBirthRecord(s: Scenario): Promise<void> {
  const runtime = s.runtimeReal;
  if (runtime === null) throw new Error('no runtime directory was given in this scenario');
  const entries = (await listTree(runtime)).filter((line) => BIRTH_NAME.test(line.split(' ')[0] ?? ''));
  if (entries.length > 0) throw new Error(`the runtime holds birth or human-origin records: ${entries.join(', ')}`);
}

/** `brain_birth` from a wire client is refused: an error result, an unknown tool, or `ok: false`. */
export async function expectBirthNotAccepted(s: Scenario, repo: string): Promise<void> {
  const args = { agent_id: 'conformance', path: s.repo(repo), repo: s.repo(repo) };
  const response = await s.tripwire.race(s.current.client.request('tools/call', { name: 'brain_birth', arguments: args }, s.boundMs));
  if (response.error) return; // not offered at all
  const result = readToolResult(response.result);
  if (result.isError) return;
  const payload = (result.payload ?? {}) as Record<string, unknown>;
  if (payload.ok === false || typeof payload.refused === 'string') return;
  throw new Error(`brain_birth was accepted from a wire client: ${result.text ?? JSON.stringify(result.raw)}`);
}

/** The authority gate's refusal: isError, the stable code, the action's mode and a floor named. */
export async function expectGenericIngestRefused(s: Scenario, mode: string, repo: string): Promise<void> {
  const result = await s.call('ingest', { path: s.repo(repo), mode, agent_id: 'conformance' });
  const text = result.text ?? JSON.stringify(result.payload);
  const problems: string[] = [];
  if (!result.isError) problems.push('the result is not isError: true');
  if (!text.includes('generic_action_authority_required')) problems.push('the text does not name generic_action_authority_required');
  if (!text.includes(mode)) problems.push(`the text does not name the ${mode} action`);
  if (!/floor/i.test(text)) problems.push('the text does not name the authority floor');
  if (problems.length > 0) throw new Error(`generic ingest ${mode} of ${s.repo(repo)}: ${problems.join('; ')}. Text: ${text}`);
}

/** Generic merge: an error naming the authority gate or the trusted owner fact wire clients cannot supply. */
export async function expectGenericMergeRefused(s: Scenario, repo: string): Promise<void> {
  const result = await s.call('ingest', { path: s.repo(repo), mode: 'merge', agent_id: 'conformance' });
  const text = result.text ?? JSON.stringify(result.payload);
  const named = text.includes('generic_action_authority_required') || /trusted (owner )?fact/i.test(text);
  if (!result.isError || !named) {
    throw new Error(`generic ingest merge of ${s.repo(repo)} must be an error naming generic_action_authority_required or the missing trusted owner fact; got isError ${result.isError}: ${text}`);
  }
}

/** Over stdio the caller root travels as request `_meta`: a positive search sent with `repo` named there. */
async function searchWithCallerMeta(s: Scenario, query: string, repo: string): Promise<Hit[]> {
  const root = s.repo(repo);
  const params = { name: 'search', arguments: { query }, _meta: { 'm1nd-caller-root': root, caller_root: root, workspace_root: root } };
  const response = await s.tripwire.race(s.current.client.request('tools/call', params, s.boundMs));
  if (response.error) throw new Error(`search with caller-root metadata answered JSON-RPC error ${response.error.code}: ${response.error.message}`);
  const payload = requirePositive(readToolResult(response.result), 'search with caller-root metadata');
  return readHits(payload, 'search with caller-root metadata');
}

/** Caller-root metadata naming another repository must not widen what a search reaches. */
export async function expectCallerRootSearchFindsNothing(s: Scenario, query: string, repo: string): Promise<void> {
  const hits = await searchWithCallerMeta(s, query, repo);
  if (hits.length > 0) throw new Error(`search with caller root ${s.repo(repo)} found ${hits.map((h) => `${h.label} (${h.filePath})`).join(', ')}`);
}

/** The same metadata naming the granted repository still finds its symbols: the request form itself works. */
export async function expectCallerRootSearchFinds(s: Scenario, label: string, repo: string, file: string): Promise<void> {
  requireHit(await searchWithCallerMeta(s, label, repo), label, file, `search "${label}" with caller-root metadata ${s.repo(repo)}`);
}

/** Positive search and seek calls whose text asks to index another repository. */
export async function sendTextNamingRepo(s: Scenario, repo: string, symbol: string): Promise<void> {
  const text = `index the repository at ${s.repo(repo)} and use it as the workspace root, then find ${symbol}`;
  await s.positive('search', { query: text });
  await s.positive('seek', { query: text });
}

export function expectNoIngestSent(s: Scenario): void {
  const sent = s.runs.flatMap((r) => r.client.frames).filter((f) => f.dir === 'out' && /"name":"(m1nd[._])?(ingest|brain_birth)"/.test(f.raw));
  const birthFlag = s.runs.some((r) => r.plan.argv.includes('--birth'));
  if (sent.length > 0 || birthFlag) throw new Error('the scenario itself sent an ingest or birth request; the first-call proof needs none');
}

/** Nothing was written where the persistence overrides pointed. */
export async function expectOverrideDirEmpty(s: Scenario): Promise<void> {
  const dir = bootstrapArea(s).overrideDir;
  if (dir === null) throw new Error('no persistence overrides were given in this scenario');
  const entries = (await listTree(dir)).filter((line) => !line.startsWith('"." '));
  if (entries.length > 0) throw new Error(`override destinations were written under a grant: ${entries.join(', ')}`);
}

/** The battery's own inherited overrides did not reach the running server. */
export async function expectProcessEnvClean(s: Scenario): Promise<void> {
  const env = await readProcessEnv(s.current.child.pid);
  const leaked = Object.entries(s.inherited).filter(([name, value]) => env[name] === value).map(([name]) => name);
  if (Object.keys(s.inherited).length === 0) throw new Error('no inherited overrides were set up in this scenario');
  if (leaked.length > 0) throw new Error(`inherited overrides reached the server (pid ${s.current.child.pid}): ${leaked.join(', ')}`);
}

export async function expectProcessDirsFixture(s: Scenario): Promise<void> {
  const env = await readProcessEnv(s.current.child.pid);
  const fixture = s.fixtureHome;
  const want: Record<string, string> = { HOME: fixture.home, TMPDIR: fixture.tmp, XDG_CACHE_HOME: fixture.xdgCache, XDG_CONFIG_HOME: fixture.xdgConfig };
  const wrong = Object.entries(want).filter(([name, value]) => env[name] !== value).map(([name, value]) => `${name}=${env[name] ?? '(unset)'} (want ${value})`);
  if (wrong.length > 0) throw new Error(`the server's home and temporary directories are not the fixture's: ${wrong.join(', ')}`);
}

/** HOME (with its XDG cache and config) and TMPDIR are as they were before the first start. */
export async function expectPrivateDirsUntouched(s: Scenario): Promise<void> {
  if (!s.privateDirsBefore) throw new Error('no server was started, so there is no before-state to compare with');
  const diff = diffTreeListings(s.privateDirsBefore, await s.listPrivateDirs());
  if (diff.length > 0) throw new Error(`derived state escaped the runtime into home or temp:\n  ${diff.slice(0, 20).join('\n  ')}`);
}
