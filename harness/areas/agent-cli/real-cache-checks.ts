import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readHits, requireHit, sameFile, summarySaysFresh } from '../../clients/index.js';
import { diffTreeListings, listTree, type SnapshotView } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { readGitState } from './git-state.js';
import { IDENTITY_FILE, cachedRuntimes } from './lease.js';

/** The latest command's runtime's persisted snapshot, read independently of the server. */
async function snapshotOf(s: Scenario, runtime: string): Promise<SnapshotView> {
  const snap = await s.readSnapshot(runtime);
  if (!snap) throw new Error(`the runtime ${runtime} holds no persisted snapshot`);
  return snap;
}

const latestRuntime = (s: Scenario): string => agentArea(s).run().runtimeRoot();

/** A node of `root`: named so, or (a dump that gives nodes no root) in a snapshot whose one root is `root`. */
function nodeOf(snap: SnapshotView, root: string): (n: SnapshotView['nodes'][number]) => boolean {
  const onlyRoot = snap.roots.length === 1 && snap.roots[0] === root;
  return (n) => n.root === root || (n.root === '' && onlyRoot);
}

export function expectEnvelopeSearchFinds(s: Scenario, label: string, file: string): void {
  const env = agentArea(s).run().envelope();
  const search = env.results?.find((r) => r.tool === 'search');
  if (!search?.payload) throw new Error(`the envelope holds no search result: ${JSON.stringify(env.results).slice(0, 400)}`);
  requireHit(readHits(search.payload, 'the envelope\'s search'), label, file, 'the envelope\'s search');
}

export async function expectRuntimeSnapshotHolds(s: Scenario, label: string, repo: string): Promise<void> {
  const snap = await snapshotOf(s, latestRuntime(s));
  const root = s.repo(repo);
  const inRoot = nodeOf(snap, root);
  if (!snap.nodes.some((n) => n.label === label && inRoot(n))) throw new Error(`the persisted snapshot of ${latestRuntime(s)} holds no "${label}" from ${root}`);
}

export async function expectRuntimeRootSet(s: Scenario, repo: string): Promise<void> {
  const snap = await snapshotOf(s, latestRuntime(s));
  const roots = [...new Set(snap.roots)].sort();
  if (roots.length !== 1 || roots[0] !== s.repo(repo)) throw new Error(`the persisted root set is ${JSON.stringify(roots)}; expected exactly ${s.repo(repo)}`);
}

function holdsFrom(snap: SnapshotView, root: string): string[] {
  const inRoot = nodeOf(snap, root);
  return snap.nodes.filter(inRoot).map((n) => n.id);
}

export async function expectRuntimeNothingFrom(s: Scenario, repo: string): Promise<void> {
  const found = holdsFrom(await snapshotOf(s, latestRuntime(s)), s.repo(repo));
  if (found.length > 0) throw new Error(`the persisted snapshot holds ${found.length} nodes from ${s.repo(repo)}: ${found.slice(0, 5).join(', ')}`);
}

/** Neither a node labelled `label` nor anything from the file `rel` remains. */
export async function expectRuntimeWithout(s: Scenario, label: string, rel: string): Promise<void> {
  const snap = await snapshotOf(s, latestRuntime(s));
  const left = snap.nodes.filter((n) => n.label === label || sameFile(n.path, rel)).map((n) => n.id);
  if (left.length > 0) throw new Error(`the persisted snapshot still holds ${left.join(', ')}; a refresh replaces old with new and drops removed files`);
}

/** Remembers the latest command's runtime, its snapshot digest and its whole tree under `name`. */
export async function rememberRuntime(s: Scenario, name: string): Promise<void> {
  const runtime = latestRuntime(s);
  const area = agentArea(s);
  area.remembered.set(`runtime:${name}`, runtime);
  area.remembered.set(`digest:${name}`, (await snapshotOf(s, runtime)).digest);
  area.remembered.set(`tree:${name}`, JSON.stringify(await listTree(runtime)));
}

/** Remembers the latest command's runtime and its whole tree under `name` (no snapshot is read). */
export async function rememberRuntimeTree(s: Scenario, name: string): Promise<void> {
  const runtime = latestRuntime(s);
  agentArea(s).remembered.set(`runtime:${name}`, runtime);
  agentArea(s).remembered.set(`tree:${name}`, JSON.stringify(await listTree(runtime)));
}

function remembered(s: Scenario, key: string): string {
  const value = agentArea(s).remembered.get(key);
  if (value === undefined) throw new Error(`nothing was remembered as ${key}; remember the runtime first`);
  return value;
}

/** No ingest call: a cold runtime is prepared once by the launch, never scanned a second time. */
export function expectPreparedWithoutRefresh(s: Scenario): void {
  const calls = agentArea(s).run().envelope().calls ?? [];
  if (calls.some((c) => c.tool === 'ingest')) throw new Error(`a cold runtime was scanned again: the calls were ${JSON.stringify(calls)}`);
}

/**
 * The same runtime, and its first call was a successful refresh of the exact root. `unchangedWords` is the
 * sentence's optional clause that the digest is unchanged (an unmatched clause arrives as null: not checked).
 */
export async function expectRefreshedFirst(s: Scenario, name: string, unchangedWords: string | null): Promise<void> {
  const digestUnchanged = Boolean(unchangedWords);
  const run = agentArea(s).run();
  const runtime = run.runtimeRoot();
  if (runtime !== remembered(s, `runtime:${name}`)) throw new Error(`the command used ${runtime}, not the runtime "${name}" (${remembered(s, `runtime:${name}`)})`);
  const [first] = run.envelope().calls ?? [];
  if (first?.tool !== 'ingest' || first.isError !== false || first.ok !== true || first.action !== 'graph.ingest.refresh_declared_root') {
    throw new Error(`the warm runtime's first call was not a successful refresh: ${JSON.stringify(run.envelope().calls)}`);
  }
  if (digestUnchanged) {
    const digest = (await snapshotOf(s, runtime)).digest;
    if (digest !== remembered(s, `digest:${name}`)) throw new Error(`the snapshot digest changed across the restart of an unchanged repository: ${remembered(s, `digest:${name}`)} -> ${digest}`);
  }
}

export function expectOtherRuntime(s: Scenario, name: string): void {
  if (latestRuntime(s) === remembered(s, `runtime:${name}`)) throw new Error(`the command reused the runtime "${name}" (${latestRuntime(s)}); another identity must select another runtime`);
}

export async function expectRememberedRuntimeIntact(s: Scenario, name: string, otherRepo: string | null): Promise<void> {
  const runtime = remembered(s, `runtime:${name}`);
  const snap = await snapshotOf(s, runtime);
  if (snap.digest !== remembered(s, `digest:${name}`)) throw new Error(`the runtime "${name}" (${runtime}) changed its snapshot digest`);
  if (otherRepo !== null && holdsFrom(snap, s.repo(otherRepo)).length > 0) throw new Error(`the runtime "${name}" holds nodes from ${s.repo(otherRepo)}: roots are not isolated`);
}

export async function expectRememberedRuntimeBytes(s: Scenario, name: string): Promise<void> {
  const runtime = remembered(s, `runtime:${name}`);
  const diff = diffTreeListings(JSON.parse(remembered(s, `tree:${name}`)) as string[], await listTree(runtime));
  if (diff.length > 0) throw new Error(`the runtime "${name}" (${runtime}) changed:\n  ${diff.slice(0, 20).join('\n  ')}`);
}

/** `agent-cache-identity.json` repeats the canonical root and the repository's current branch and HEAD. */
export async function expectIdentityManifest(s: Scenario, repo: string): Promise<void> {
  const runtime = latestRuntime(s);
  const file = join(runtime, IDENTITY_FILE);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { canonical_root?: unknown; source_revision?: { kind?: unknown; branch?: unknown; head?: unknown } };
  const git = await readGitState(s, s.repo(repo));
  const r = manifest.source_revision ?? {};
  if (manifest.canonical_root !== s.repo(repo) || r.kind !== 'git' || r.branch !== git.branch || r.head !== git.head) {
    throw new Error(`${file} says ${JSON.stringify(manifest)}; expected the root ${s.repo(repo)}, kind git, branch ${git.branch}, HEAD ${git.head}`);
  }
}

export function expectRuntimeAt(s: Scenario, path: string): void {
  const expected = realpathSync(path);
  if (latestRuntime(s) !== expected) throw new Error(`the envelope names the runtime ${latestRuntime(s)}; expected ${expected}`);
}

export const homePath = (s: Scenario, rel: string): string => join(s.fixtureHome.home, rel);
export const besideRepo = (s: Scenario, repo: string, name: string): string => join(dirname(s.repo(repo)), name);

/** The tool's answer lists `rel` as unknown and nothing as fresh, and no summary in the envelope says fresh. */
export function expectStaleUnknownOnly(s: Scenario, rel: string): void {
  const env = agentArea(s).run().envelope();
  const answer = env.results?.find((r) => r.tool === 'am_i_stale')?.payload;
  if (!answer) throw new Error(`the envelope carries no am_i_stale answer: ${JSON.stringify(env.results).slice(0, 300)}`);
  const list = (k: string): string[] => (Array.isArray(answer[k]) ? (answer[k] as unknown[]).map(String) : []);
  if (!list('unknown').some((p) => sameFile(p, rel))) throw new Error(`am_i_stale does not list ${rel} as unknown: ${JSON.stringify(answer)}`);
  if (list('fresh').length > 0) throw new Error(`am_i_stale lists fresh entries for a never-ingested file: ${JSON.stringify(answer)}`);
}

export function expectStaleSummaryNotFresh(s: Scenario): void {
  const env = agentArea(s).run().envelope();
  const staleness = (env.staleness ?? {}) as Record<string, unknown>;
  const answer = env.results?.find((r) => r.tool === 'am_i_stale')?.payload ?? {};
  for (const [where, summary] of [['the envelope', staleness.summary], ['the envelope verdict', staleness.verdict], ['the server', answer.summary]] as const) {
    if (summary !== undefined && summary !== null && (summarySaysFresh(summary) || summary === 'all_fresh')) {
      throw new Error(`${where} summarises an unknown-only answer as fresh: ${JSON.stringify(summary)}`);
    }
  }
}

export function expectBirthReceipt(s: Scenario, repo: string): void {
  const birth = agentArea(s).run().envelope().birth as { receipt?: Record<string, unknown> | null } | undefined;
  const r = birth?.receipt;
  if (!r || r.root !== s.repo(repo) || typeof r.brain_id !== 'string' || !(typeof r.node_count === 'number' && r.node_count > 0)) {
    throw new Error(`the envelope's birth receipt ${JSON.stringify(birth)} does not name ${s.repo(repo)} with a brain id and nodes`);
  }
}

export function expectBirthRefusal(s: Scenario, code: string): void {
  const env = agentArea(s).run().envelope();
  const birth = env.birth as { refused?: unknown } | undefined;
  if (env.ok !== false || birth?.refused !== code) throw new Error(`expected ok:false with the birth refusal ${code}; the envelope says ok ${String(env.ok)}, birth ${JSON.stringify(birth)}`);
}

/** Attached: the envelope names the owner's runtime, and no runtime was created in the automatic cache. */
export function expectAttachedToOwner(s: Scenario): void {
  const runtime = latestRuntime(s);
  if (runtime !== realpathSync(s.fixtureHome.runtime)) throw new Error(`the envelope names the runtime ${runtime}, not the HTTP owner's ${s.fixtureHome.runtime}; a served owner of the repository wins`);
  const own = cachedRuntimes(s);
  if (own.length > 0) throw new Error(`the command created its own runtime ${own.join(', ')} although a served owner covers the repository`);
}
