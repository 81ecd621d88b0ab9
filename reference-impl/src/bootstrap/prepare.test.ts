import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readLifecycleJournal } from '../lifecycle/index.js';
import { InjectedFault } from '../seams/index.js';
import { toCheckpointFiles, readPersistedGraph, prepareWorkspace, type DerivedPhases, type PrepareProgress } from './index.js';
import { digestDir, makeBootstrapFixture } from './bootstrap-fixture.test-support.js';

test('a new runtime is scanned and checkpointed; a restart recovers the same checkpoint without scanning', async () => {
  const f = await makeBootstrapFixture();
  try {
    const first = await prepareWorkspace(f.context());
    assert.ok(first.ok);
    assert.equal(first.mode, 'fresh');
    const id = first.actor.read().checkpointId;
    const seen: string[] = [];
    const second = await prepareWorkspace(f.context({ seams: async (name) => void seen.push(name) }));
    assert.ok(second.ok);
    assert.equal(second.mode, 'recovery');
    assert.equal(second.scanned, false);
    assert.equal(second.actor.read().checkpointId, id);
    assert.deepEqual(seen, ['bootstrap.prepare', 'bootstrap.snapshot_read', 'bootstrap.reconstruct', 'bootstrap.digest_check']);
  } finally {
    await f.cleanup();
  }
});

for (const seam of ['bootstrap.prepare', 'bootstrap.snapshot_read', 'bootstrap.reconstruct', 'bootstrap.digest_check', 'derive']) {
  test(`recovery interrupted at ${seam} writes nothing and reports the phase`, async () => {
    const f = await makeBootstrapFixture();
    try {
      assert.ok((await prepareWorkspace(f.context())).ok);
      const before = digestDir(f.runtime);
      const cancel = new AbortController();
      const progress: PrepareProgress = { mode: null, phase: '', current: null };
      const interrupt = async (): Promise<never> => {
        cancel.abort(new Error('received SIGTERM'));
        throw cancel.signal.reason;
      };
      const run = prepareWorkspace(
        f.context({
          signal: cancel.signal,
          progress,
          cancellableSeams: async (name) => (name === seam ? interrupt() : undefined),
          derive: async (): Promise<DerivedPhases> => (seam === 'derive' ? interrupt() : { write: async () => assert.fail('no write after a cancel') }),
        }),
      );
      await assert.rejects(run, /received SIGTERM/);
      assert.equal(progress.mode, 'recovery');
      assert.equal(digestDir(f.runtime), before);
    } finally {
      await f.cleanup();
    }
  });
}

test('a new runtime joins its first checkpoint despite a signal, and skips the optional phases', async () => {
  const f = await makeBootstrapFixture();
  try {
    const cancel = new AbortController();
    let derived = false;
    const outcome = await prepareWorkspace(
      f.context({
        signal: cancel.signal,
        joinFirstCheckpoint: true,
        seams: async (name) => void (name === 'ingest.scan' && cancel.abort(new Error('received SIGTERM'))),
        cancellableSeams: async () => assert.fail('a new runtime passes no cancellable seam before its checkpoint'),
        derive: async () => ((derived = true), { write: async () => {} }),
      }),
    );
    assert.ok(outcome.ok);
    assert.equal(outcome.mode, 'fresh');
    assert.equal(derived, false);
    assert.ok(existsSync(join(f.runtime, 'checkpoint-store', 'CURRENT')));
  } finally {
    await f.cleanup();
  }
});

test('an injected fault during recovery fails the start and writes nothing', async () => {
  const f = await makeBootstrapFixture();
  try {
    assert.ok((await prepareWorkspace(f.context())).ok);
    const before = digestDir(f.runtime);
    await assert.rejects(prepareWorkspace(f.context({ seams: async (n) => { if (n === 'bootstrap.reconstruct') throw new InjectedFault(n); } })), InjectedFault);
    assert.equal(digestDir(f.runtime), before);
  } finally {
    await f.cleanup();
  }
});

for (const [name, spell] of [
  ['a trailing slash', (root: string) => `${root}/`],
  ['a /./ component', (root: string) => `${root}/./`],
  ['a symlinked alias', (root: string) => {
    const alias = `${root}-alias`;
    symlinkSync(root, alias);
    return alias;
  }],
] as const) {
  test(`a checkpoint spelling the grant with ${name} is adopted and re-stamped`, async () => {
    const f = await makeBootstrapFixture();
    try {
      const first = await prepareWorkspace(f.context());
      assert.ok(first.ok);
      const legacy = spell(f.tree.root);
      const graph = first.actor.read().graph;
      const spelled = { ...graph, roots: [legacy], nodes: graph.nodes.map((n) => ({ ...n, root: legacy })), files: graph.files.map((x) => ({ ...x, root: legacy })), links: graph.links?.map((l) => ({ ...l, root: legacy })) };
      const old = await f.context().store.commit(toCheckpointFiles(spelled, { workspace_root: legacy, roots: [legacy] }));
      const outcome = await prepareWorkspace(f.context({ writer: { pid: 7, ingress: 'stdio', now: () => 1 } }));
      assert.ok(outcome.ok);
      const state = outcome.actor.read();
      assert.notEqual(state.checkpointId, old);
      assert.deepEqual(state.graph.roots, [f.tree.root]);
      assert.ok(state.graph.nodes.every((n) => n.root === f.tree.root));
      const stored = f.context().store.loadCurrent();
      assert.equal(stored?.id, state.checkpointId);
      assert.deepEqual(readPersistedGraph(stored!).roots, [f.tree.root]);
      assert.match(readFileSync(join(f.runtime, 'ingest_roots.json'), 'utf8'), new RegExp(`"roots": \\[\\s*"${f.tree.root}"\\s*\\]`));
      const journal = readLifecycleJournal(f.runtime);
      assert.ok('records' in journal);
      const [line] = journal.records;
      assert.ok(line?.kind === 'lifecycle.identity_restamped');
      assert.deepEqual({ legacy: line.legacy_spellings, before: line.checkpoint_before, after: line.checkpoint }, { legacy: [legacy], before: old, after: state.checkpointId });
    } finally {
      await f.cleanup();
    }
  });
}

test('an unknown identity is refused without a write, and the right grant still recovers', async () => {
  const f = await makeBootstrapFixture();
  try {
    assert.ok((await prepareWorkspace(f.context())).ok);
    const before = digestDir(f.runtime);
    const stranger = await prepareWorkspace(f.context({ grant: '/' }));
    assert.equal(!stranger.ok && stranger.refusal.code, 'launcher_workspace_conflicts_with_bound_graph');
    assert.equal(digestDir(f.runtime), before);
    const again = await prepareWorkspace(f.context());
    assert.ok(again.ok);
    assert.equal(digestDir(f.runtime), before);
  } finally {
    await f.cleanup();
  }
});
