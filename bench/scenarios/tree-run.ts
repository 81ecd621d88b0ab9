// One tree's interleaved iterations: [ctags | cold server (| bare node)] in rotating order, then a warm restart
// over the same runtime folder, an unchanged refresh and a 1%-changed refresh asked over the refresh door, then a
// refresh once a new file joined the tree and one once it left.
import { rmSync } from 'node:fs';
import { createHome, removeHome } from '../../harness/index.js';
import { runCtags, runTimed, ServerSession, serverFileCount, type Timed } from '../measure/index.js';
import { addJoinedFile, applyEdits, chooseEdits } from '../trees/index.js';
import type { BenchContext, IterationSamples, RefreshSample, Sample, TreeCase, TreeSamples } from './types.js';

/** The share of files the changed refresh edits. */
export const CHANGED_SHARE = 0.01;
/** The refresh an agent asks for over stdio: the granted root, by mode alone (seed 002's exact-root door). */
export const REFRESH_ARGS = { mode: 'refresh', agent_id: 'm1nd-bench' } as const;
const SEARCHES = ['function', 'return', 'import'];
const SEEKS = ['parse order', 'render config', 'validate token'];
/** Each list is asked this many times in the cold session, so a median is the typical query's and not one outlier's. */
const QUERY_ROUNDS = 3;

const sample = (t: Timed<unknown> | { wallMs: number; cpuMs: number | null; peakRssKiB: number | null }): Sample => ({ wallMs: t.wallMs, cpuMs: t.cpuMs, peakRssKiB: t.peakRssKiB });

/** Members rotate by iteration, so each runs first as often as the others. */
export function rotation<T>(members: readonly T[], iteration: number): T[] {
  const k = iteration % members.length;
  return [...members.slice(k), ...members.slice(0, k)];
}

export async function runTree(ctx: BenchContext, tree: TreeCase, runs: number): Promise<TreeSamples> {
  const iterations: IterationSamples[] = [];
  const failures: string[] = [];
  // Untimed: fills the page cache, so neither side of the first pair pays for cold disk reads.
  runCtags(tree.root, ctx.scratch);
  const edits = chooseEdits(tree.paths, CHANGED_SHARE, ctx.seed);
  for (let i = 0; i < runs; i++) {
    try {
      const it = await runIteration(ctx, tree, i, edits, (why) => failures.push(`run ${i + 1}: ${why}`));
      iterations.push(it);
      ctx.log(describe(tree.name, i, runs, it));
    } catch (error) {
      const message = `run ${i + 1}: ${(error as Error).message}`;
      failures.push(message);
      ctx.log(`${tree.name} ${message}`);
      // A tree whose first run fails (a 500k tree out of memory, say) would only fail the same way again.
      if (iterations.length === 0) {
        ctx.log(`${tree.name}: no run has succeeded, so the remaining ${runs - i - 1} are skipped`);
        break;
      }
    }
  }
  const { paths: _paths, root: _root, ...facts } = tree;
  return { tree: facts, iterations, failures };
}

async function runIteration(ctx: BenchContext, tree: TreeCase, i: number, edits: string[], fail: (why: string) => void): Promise<IterationSamples> {
  const home = await createHome(ctx.env, { name: `bench-${tree.name}` });
  const launch = { command: ctx.command, tree: tree.root, home, env: ctx.env };
  try {
    const members = tree.kind === 'one-file' ? ['bare-node', 'ctags', 'server'] : ['ctags', 'server'];
    const order = rotation(members, i);
    let ctags: IterationSamples['ctags'] | undefined;
    let bareNode: Sample | undefined;
    let cold: Sample | undefined;
    let queries: IterationSamples['queries'] = { search: [], seek: [], firstSearch: null };
    let serverFiles: IterationSamples['serverFiles'] = null;
    for (const m of order) {
      if (m === 'ctags') {
        const r = runCtags(tree.root, ctx.scratch);
        ctags = { ...sample(r), filesScanned: r.filesScanned };
      } else if (m === 'bare-node') {
        bareNode = sample(runTimed([process.execPath, '-e', '0']));
      } else {
        const started = await ServerSession.start(launch);
        const session = started.value;
        try {
          cold = sample(started);
          serverFiles = await serverFileCount(session);
          queries = await timeQueries(session);
        } finally {
          await session.stop();
        }
      }
    }
    const later = await warmAndRefresh(launch, tree, edits, i % 2 === 1).catch((error: Error) => {
      fail(`warm restart: ${error.message}`);
      return { warm: null, refreshUnchanged: null, refreshChanged: null, refreshJoined: null, refreshLeft: null, refreshOrder: [] };
    });
    return { order, ctags: ctags!, ...(bareNode ? { bareNode } : {}), cold: cold!, ...later, queries, serverFiles };
  } finally {
    await removeHome(home);
  }
}

/**
 * The search and seek lists, QUERY_ROUNDS times each. The session's first search is also kept on its own: an
 * implementation may build what search needs then (the reference builds its text index).
 */
async function timeQueries(session: ServerSession): Promise<IterationSamples['queries']> {
  const search: number[] = [];
  const seek: number[] = [];
  let firstSearch: number | null = null;
  for (let round = 0; round < QUERY_ROUNDS; round++) {
    for (const query of SEARCHES) {
      const r = await session.call('search', { query, top_k: 20 });
      if (round === 0 && query === SEARCHES[0]) firstSearch = r.value.isError ? null : r.wallMs;
      if (!r.value.isError) search.push(r.wallMs);
    }
    for (const query of SEEKS) {
      const r = await session.call('seek', { query, top_k: 10 });
      if (!r.value.isError) seek.push(r.wallMs);
    }
  }
  return { search, seek, firstSearch };
}

/**
 * The two refreshes alternate which goes first (the first call after a warm start may pay for loading what
 * warm start skipped). Changed first: edit, refresh, then refresh again with nothing changed since. Then a file
 * joins (addJoinedFile) and the tree is refreshed, and again once the file is removed.
 */
async function warmAndRefresh(launch: Parameters<typeof ServerSession.start>[0], tree: TreeCase, edits: string[], changedFirst: boolean): Promise<Pick<IterationSamples, 'warm' | 'refreshUnchanged' | 'refreshChanged' | 'refreshJoined' | 'refreshLeft' | 'refreshOrder'>> {
  const started = await ServerSession.start(launch);
  const session = started.value;
  try {
    const unchangedBefore = changedFirst ? null : await refresh(session);
    const applied = applyEdits(tree.root, edits);
    let joined: string | null = null;
    try {
      const changed = await refresh(session);
      const refreshUnchanged = unchangedBefore ?? (await refresh(session));
      joined = addJoinedFile(tree.root, edits);
      const refreshJoined = joined === null ? null : await refresh(session);
      if (joined !== null) rmSync(joined);
      const refreshLeft = joined === null ? null : await refresh(session);
      return {
        warm: sample(started),
        refreshUnchanged,
        refreshChanged: { ...changed, editedFiles: applied.files.length },
        refreshJoined,
        refreshLeft,
        refreshOrder: changedFirst ? ['1%-changed', 'unchanged'] : ['unchanged', '1%-changed'],
      };
    } finally {
      if (joined !== null) rmSync(joined, { force: true });
      applied.restore();
    }
  } finally {
    await session.stop();
  }
}

async function refresh(session: ServerSession): Promise<RefreshSample> {
  const started = performance.now();
  const r = await session.call('ingest', { ...REFRESH_ARGS }).catch((error: Error) => error);
  if (r instanceof Error) return { wallMs: performance.now() - started, cpuMs: null, peakRssKiB: null, ok: false, error: r.message.slice(0, 300) };
  const p = (typeof r.value.payload === 'object' && r.value.payload !== null ? r.value.payload : {}) as Record<string, unknown>;
  const ok = !r.value.isError && p.ok !== false;
  return {
    ...sample(r),
    ok,
    ...(ok ? {} : { error: (r.value.text ?? JSON.stringify(r.value.payload)).slice(0, 300) }),
    ...(typeof p.node_count_before === 'number' ? { nodesBefore: p.node_count_before } : {}),
    ...(typeof p.node_count === 'number' ? { nodesAfter: p.node_count } : {}),
  };
}

function describe(name: string, i: number, runs: number, it: IterationSamples): string {
  const ms = (x: number | undefined | null) => (x === undefined || x === null ? '–' : `${Math.round(x)} ms`);
  const parts = [`ctags ${ms(it.ctags.wallMs)}`, `cold ${ms(it.cold.wallMs)} (${(it.cold.wallMs / it.ctags.wallMs).toFixed(1)}x)`];
  if (it.bareNode) parts.unshift(`node -e 0 ${ms(it.bareNode.wallMs)}`);
  const r = (label: string, x: RefreshSample | null | undefined) => `${label} ${ms(x?.wallMs)}${x?.ok === false ? ' (failed)' : ''}`;
  parts.push(`warm ${ms(it.warm?.wallMs)}`, r('refresh', it.refreshUnchanged), r('1% refresh', it.refreshChanged), r('join', it.refreshJoined), r('leave', it.refreshLeft));
  return `${name} run ${i + 1}/${runs} [${it.order.join(' → ')}]: ${parts.join(', ')}`;
}
