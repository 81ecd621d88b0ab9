import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync, rmSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphDigest, sha256Hex } from '../graph/index.js';
import { readJournal } from '../journal/index.js';
import { REFRESH_JOURNAL } from '../records/index.js';
import { makeFixture, readSnapshotIds, treeDigest, writeTextFiles } from './refresh-fixture.test-support.js';

const req = (callerRoot: string | null, extra: { path?: string } = {}) => ({ callerRoot, ingress: 'mcp', ...extra });

test('an exact-root refresh absorbs an edit that keeps size and mtime, a removal and an addition', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    const before = fx.actor.read();
    const edited = join(fx.root, 'f003.txt');
    const st = statSync(edited);
    writeFileSync(edited, 'enil 3\n');
    utimesSync(edited, st.atime, st.mtime);
    assert.equal(statSync(edited).size, st.size);
    unlinkSync(join(fx.root, 'f009.txt'));
    writeFileSync(join(fx.root, 'new.ts'), 'export function fresh() { return 2; }\n');

    const out = await fx.door.refresh(req(fx.root, { path: fx.root }));
    assert.equal(out.ok, true);
    assert.equal(out.refreshed_root, fx.root);
    assert.equal(out.node_count_before, 10);
    assert.equal(out.node_count, 11);
    assert.equal(out.root_set_unchanged, true);

    const after = fx.actor.read();
    assert.deepEqual(after.roots, before.roots);
    assert.equal(after.checkpointId, out.checkpoint);
    assert.equal(fx.store.readCurrent()?.current, out.checkpoint);
    const ids = readSnapshotIds(fx.runtime);
    assert.ok(ids.includes('file::new.ts') && ids.includes('sym::new.ts::fresh'));
    assert.ok(!ids.includes('file::f009.txt'));
    const editedSha = after.graph.files.find((f) => f.path === 'f003.txt')?.sha256;
    assert.notEqual(editedSha, before.graph.files.find((f) => f.path === 'f003.txt')?.sha256);

    const lines = readJournal(fx.runtime, REFRESH_JOURNAL);
    assert.equal(lines.length, 1);
    assert.deepEqual(lines[0], {
      schema: 'm1nd-journal-v1', kind: 'refresh.receipt', at_ms: 1_000, writer: { pid: 4242, ingress: 'mcp' }, root: fx.root, caller_root: fx.root,
      node_count_before: 10, node_count: 11, digest_before: graphDigest(before.graph), digest_after: graphDigest(after.graph), checkpoint: out.checkpoint,
    });
    const raw = readFileSync(join(fx.runtime, REFRESH_JOURNAL), 'utf8').split('\n')[0] as string;
    assert.equal(out.receipt_id, sha256Hex(raw));
    assert.equal(statSync(join(fx.runtime, REFRESH_JOURNAL)).mode & 0o777, 0o600);
    assert.equal(statSync(join(fx.runtime, 'journal')).mode & 0o777, 0o700);
  } finally {
    fx.cleanup();
  }
});

test('a refusal changes nothing but the journal', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    mkdirSync(join(fx.root, 'sub'));
    const source = treeDigest(fx.root);
    const runtime = treeDigest(fx.runtime, ['journal']);
    const state = fx.actor.read();
    const out = await fx.door.refresh({ callerRoot: join(fx.root, 'sub'), ingress: 'rest' });
    assert.equal(out.ok, false);
    assert.equal(out.refused, 'refresh_root_not_exact');
    assert.equal(out.action, 'graph.ingest.refresh_declared_root');
    assert.equal(out.mode, 'refresh');
    assert.equal(out.node_count_before, 10);
    assert.equal(treeDigest(fx.root), source);
    assert.equal(treeDigest(fx.runtime, ['journal']), runtime);
    assert.equal(fx.actor.read(), state);
    const [line] = readJournal(fx.runtime, REFRESH_JOURNAL);
    assert.deepEqual(line, {
      schema: 'm1nd-journal-v1', kind: 'refresh.refusal', at_ms: 1_000, writer: { pid: 4242, ingress: 'rest' }, root: null, caller_root: join(fx.root, 'sub'),
      code: 'refresh_root_not_exact', node_count_before: 10, digest_before: graphDigest(state.graph),
    });

    const unknown = await fx.door.refresh(req(null));
    assert.equal(unknown.refused, 'refresh_caller_root_unknown');
    assert.equal(readJournal(fx.runtime, REFRESH_JOURNAL)[1]?.code, 'refresh_caller_root_unknown');
  } finally {
    fx.cleanup();
  }
});

test('the same inputs give the same refusal payload whatever the ingress', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    const a = await fx.door.refresh({ callerRoot: `${fx.root}/../`, ingress: 'mcp' });
    const b = await fx.door.refresh({ callerRoot: `${fx.root}/../`, ingress: 'rest' });
    assert.equal(JSON.stringify(a), JSON.stringify(b));
  } finally {
    fx.cleanup();
  }
});

test('the shrink floor is exact: 59 of 100 nodes refuses naming both counts, 60 of 100 passes', async () => {
  const fx = await makeFixture({ files: 100 });
  try {
    for (let i = 59; i < 100; i++) unlinkSync(join(fx.root, `f${String(i).padStart(3, '0')}.txt`));
    const state = fx.actor.read();
    const refused = await fx.door.refresh(req(fx.root));
    assert.equal(refused.refused, 'refresh_would_shrink_graph');
    assert.equal(refused.node_count_before, 100);
    assert.equal(refused.node_count_candidate, 59);
    assert.match(String(refused.reason), /\b59\b.*\b100\b/);
    assert.equal(fx.actor.read(), state);
    assert.equal(readSnapshotIds(fx.runtime).length, 100);
    assert.equal(readJournal(fx.runtime, REFRESH_JOURNAL)[0]?.node_count, 59);

    writeTextFiles(fx.root, 1, 'g');
    const passed = await fx.door.refresh(req(fx.root));
    assert.equal(passed.ok, true);
    assert.equal(passed.node_count, 60);
    assert.equal(readSnapshotIds(fx.runtime).length, 60);
  } finally {
    fx.cleanup();
  }
});

test('a declared root that now resolves elsewhere would change the root set and is refused', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    const elsewhere = join(fx.base, 'elsewhere');
    writeTextFiles(elsewhere, 10);
    renameSync(fx.root, join(fx.base, 'moved'));
    symlinkSync(elsewhere, fx.root);
    const state = fx.actor.read();
    const out = await fx.door.refresh(req(fx.root));
    assert.equal(out.refused, 'refresh_would_change_roots');
    assert.equal(fx.actor.read(), state);
    assert.deepEqual(JSON.parse(readFileSync(join(fx.runtime, 'ingest_roots.json'), 'utf8')).roots, [fx.root]);
    assert.equal(readJournal(fx.runtime, REFRESH_JOURNAL)[0]?.root, elsewhere);
  } finally {
    rmSync(fx.root, { force: true });
    fx.cleanup();
  }
});

test('a refresh of an unchanged tree writes no checkpoint, yet journals a receipt naming the unchanged digest', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    writeFileSync(join(fx.root, 'code.ts'), "import { x } from './other.js';\nexport function code() {}\n");
    writeFileSync(join(fx.root, 'other.ts'), 'export const x = 1;\n');
    assert.equal((await fx.door.refresh(req(fx.root))).ok, true);
    const state = fx.actor.read();
    const runtime = treeDigest(fx.runtime, ['journal']);

    const out = await fx.door.refresh(req(fx.root));
    assert.equal(out.ok, true);
    assert.equal(out.checkpoint, state.checkpointId, 'the answer names the live checkpoint');
    assert.equal(fx.store.readCurrent()?.current, state.checkpointId);
    assert.equal(treeDigest(fx.runtime, ['journal']), runtime, 'nothing but the journal was written');
    assert.equal(fx.actor.read(), state, 'the live state is untouched');
    const receipt = readJournal(fx.runtime, REFRESH_JOURNAL)[1];
    assert.equal(receipt?.kind, 'refresh.receipt');
    assert.equal(receipt?.digest_after, graphDigest(state.graph));
    assert.equal(receipt?.digest_before, receipt?.digest_after);
    assert.equal(receipt?.checkpoint, state.checkpointId);
    assert.equal(out.receipt_id, sha256Hex((readFileSync(join(fx.runtime, REFRESH_JOURNAL), 'utf8').split('\n')[1] as string)));

    // An edit that keeps size and mtime is a change: it commits.
    const edited = join(fx.root, 'other.ts');
    const st = statSync(edited);
    writeFileSync(edited, 'export const y = 1;\n');
    utimesSync(edited, st.atime, st.mtime);
    const changed = await fx.door.refresh(req(fx.root));
    assert.notEqual(changed.checkpoint, state.checkpointId);
    assert.equal(fx.store.readCurrent()?.current, changed.checkpoint);
    assert.ok(readSnapshotIds(fx.runtime).includes('sym::other.ts::y'));
  } finally {
    fx.cleanup();
  }
});
