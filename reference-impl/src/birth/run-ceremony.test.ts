import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brainDirOf, brainIdFor, loadBornBrain, listBornBrains } from '../brains/index.js';
import { readBirthJournal, type BirthOutcome } from './index.js';
import { digestTree, listNames, makeBirthFixture, type BirthFixture } from './birth-fixture.test-support.js';

async function withFixture(prefix: string, fn: (fx: BirthFixture) => Promise<void>): Promise<void> {
  const fx = makeBirthFixture(prefix);
  try {
    await fn(fx);
  } finally {
    fx.remove();
  }
}

function refusalCode(out: BirthOutcome): string {
  if (out.ok) assert.fail(`expected a refusal, got a birth of ${out.receipt.root}`);
  if ('cancelled' in out) assert.fail('expected a refusal, got a cancellation');
  return out.refusal.code;
}

test('a birth creates a complete brain with its own checkpoint, identity and journal receipt', () =>
  withFixture('birth-ok-', async (fx) => {
    const root = fx.repo('born');
    const out = await fx.birth(root);
    assert.ok(out.ok);
    const id = brainIdFor(root);
    assert.deepEqual({ ...out.receipt, checkpoint: 'x' }, { ok: true, brain_id: id, root, origin: 'human-cli', node_count: out.receipt.node_count, checkpoint: 'x' });
    assert.ok(out.receipt.node_count >= 3);
    const dir = brainDirOf(fx.runtime, id);
    assert.equal(out.dir, dir);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
    const record = JSON.parse(readFileSync(join(dir, 'birth.json'), 'utf8'));
    assert.deepEqual(record, { schema: 'm1nd-birth-v1', root, origin: 'human-cli', born_at_ms: record.born_at_ms, brain_id: id });
    const roots = JSON.parse(readFileSync(join(dir, 'ingest_roots.json'), 'utf8'));
    assert.deepEqual([roots.workspace_root, roots.roots], [root, [root]]);
    const loaded = loadBornBrain(dir);
    assert.equal(loaded.checkpointId, out.receipt.checkpoint);
    assert.ok(loaded.graph.nodes.some((n) => n.label === 'postLedgerEntry'));
    assert.deepEqual(listNames(join(fx.runtime, 'brains')), [id]);
    assert.deepEqual(readBirthJournal(fx.runtime).map((r) => r.kind), ['birth.prepare', 'birth.commit']);
    const commit = readBirthJournal(fx.runtime)[1];
    assert.deepEqual([commit?.brain_id, commit?.root, commit?.node_count, commit?.checkpoint], [id, root, out.receipt.node_count, out.receipt.checkpoint]);
    assert.match(commit?.digest ?? '', /^[0-9a-f]{64}$/);
    assert.equal(statSync(join(fx.runtime, 'journal/birth.jsonl')).mode & 0o777, 0o600);
  }));

test('a relative root is read against the launch directory, and a symlinked spelling is canonicalised', () =>
  withFixture('birth-rel-', async (fx) => {
    const root = fx.repo('born');
    symlinkSync(root, join(fx.base, 'alias'));
    const out = await fx.birth('alias');
    assert.ok(out.ok);
    assert.equal(out.receipt.root, root);
  }));

test('the development brain is never touched by a birth', () =>
  withFixture('birth-dev-', async (fx) => {
    const dev = fx.repo('dev');
    await fx.prepareDev(dev);
    const before = digestTree(fx.runtime, ['brains', 'journal']);
    const out = await fx.birth(fx.repo('born'));
    assert.ok(out.ok);
    assert.equal(digestTree(fx.runtime, ['brains', 'journal']), before);
  }));

test('an unresolvable root, a file, and an empty path are refused before anything is written', () =>
  withFixture('birth-unres-', async (fx) => {
    writeFileSync(join(fx.base, 'plain.txt'), 'x');
    for (const raw of [join(fx.base, 'missing'), join(fx.base, 'plain.txt'), '']) {
      assert.equal(refusalCode(await fx.birth(raw)), 'birth_root_unresolvable');
    }
    assert.deepEqual(listNames(fx.runtime), []);
  }));

test('runtime rules are the launcher rules: absent, relative or inside the born root refuse', () =>
  withFixture('birth-rt-', async (fx) => {
    const root = fx.repo('born');
    assert.equal(refusalCode(await fx.birth(root, { runtimeRaw: null })), 'launcher_workspace_requires_explicit_runtime');
    assert.equal(refusalCode(await fx.birth(root, { runtimeRaw: 'rt' })), 'launcher_workspace_runtime_not_absolute');
    mkdirSync(join(root, 'state'), { mode: 0o700 });
    assert.equal(refusalCode(await fx.birth(root, { runtimeRaw: join(root, 'state') })), 'launcher_workspace_runtime_inside_source');
    assert.deepEqual(listNames(fx.runtime), []);
  }));

test('a root inside the runtime is refused and journaled', () =>
  withFixture('birth-inrt-', async (fx) => {
    mkdirSync(join(fx.runtime, 'src'));
    writeFileSync(join(fx.runtime, 'src', 'a.ts'), 'export const a = 1;\n');
    assert.equal(refusalCode(await fx.birth(join(fx.runtime, 'src'))), 'birth_root_inside_runtime');
    assert.deepEqual(readBirthJournal(fx.runtime).map((r) => [r.kind, r.code]), [['birth.refusal', 'birth_root_inside_runtime']]);
  }));

test('a destination that holds any entry is refused; an empty one is used', () =>
  withFixture('birth-dest-', async (fx) => {
    const root = fx.repo('born');
    const dir = brainDirOf(fx.runtime, brainIdFor(root));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'stray'), '');
    assert.equal(refusalCode(await fx.birth(root)), 'birth_destination_not_empty');
    assert.deepEqual(listNames(dir), ['stray']);
    assert.deepEqual(readBirthJournal(fx.runtime).map((r) => r.kind), ['birth.refusal']);
    rmSync(join(dir, 'stray'));
    assert.ok((await fx.birth(root)).ok, 'an empty destination folder is replaced by the born brain');
    assert.ok(existsSync(join(dir, 'birth.json')));
  }));

test('a zero-node scan is refused and leaves no brain and no staging', () =>
  withFixture('birth-empty-', async (fx) => {
    const root = fx.repo('empty', {});
    assert.equal(refusalCode(await fx.birth(root)), 'birth_produced_empty_graph');
    assert.deepEqual(listNames(fx.runtime), ['journal']);
    assert.deepEqual(readBirthJournal(fx.runtime).map((r) => [r.kind, r.code ?? null]), [['birth.prepare', null], ['birth.rollback', 'birth_produced_empty_graph']]);
  }));

test('overlap classes refuse, naming the bound root: equal, inside, containing, through an alias', () =>
  withFixture('birth-overlap-', async (fx) => {
    const born = fx.repo('repos/born');
    assert.ok((await fx.birth(born)).ok);
    symlinkSync(join(fx.base, 'repos'), join(fx.base, 'repos-alias'));
    const cases: [string, string][] = [
      [join(fx.base, 'repos-alias/born/src'), 'lies inside'],
      [born + '/src', 'lies inside'],
      [join(fx.base, 'repos'), 'contains'],
    ];
    for (const [raw, how] of cases) {
      const out = await fx.birth(raw);
      assert.equal(refusalCode(out), 'birth_root_overlaps_bound_root');
      assert.ok(!out.ok && 'refusal' in out && out.refusal.detail.includes(`${how} ${born}`), JSON.stringify(out));
    }
    // Equal to a born root: its destination is already taken, which is refused first.
    assert.equal(refusalCode(await fx.birth(join(fx.base, 'repos-alias/born'))), 'birth_destination_not_empty');
    assert.equal(listBornBrains(fx.runtime).length, 1);
  }));

test('the development identity and the workspace grant are bound roots, equal included', () =>
  withFixture('birth-devov-', async (fx) => {
    const dev = fx.repo('repos/dev');
    await fx.prepareDev(dev);
    for (const raw of [dev, join(dev, 'src'), join(fx.base, 'repos')]) {
      const out = await fx.birth(raw);
      assert.equal(refusalCode(out), 'birth_root_overlaps_bound_root');
      assert.ok(!out.ok && 'refusal' in out && out.refusal.detail.includes('development identity'));
    }
    const granted = fx.repo('granted');
    const out = await fx.birth(granted, { grantRaw: granted });
    assert.equal(refusalCode(out), 'birth_root_overlaps_bound_root');
    assert.ok(!out.ok && 'refusal' in out && out.refusal.detail.includes('workspace grant'));
    assert.ok(!existsSync(join(fx.runtime, 'brains')), 'a refusal creates no brains folder');
  }));

test('an unreadable development identity refuses: a binding that cannot be read cannot be proven disjoint', () =>
  withFixture('birth-corrupt-', async (fx) => {
    writeFileSync(join(fx.runtime, 'ingest_roots.json'), '{not json');
    assert.equal(refusalCode(await fx.birth(fx.repo('born'))), 'birth_bound_roots_unreadable');
  }));
