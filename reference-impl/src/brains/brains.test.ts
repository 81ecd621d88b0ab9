import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBirthFixture } from '../birth/test-support.js';
import { BirthRecordSchema, parseRecord, serializeBirthRecord } from '../records/index.js';
import { noSeams } from '../seams/index.js';
import { CheckpointError, CheckpointStore } from '../store/index.js';
import { brainDirOf, brainIdFor, listBornBrains, loadBornBrain, resolveBrainForCaller } from './index.js';

test('routing by caller root: equal or inside reaches the born brain; outside and unknown do not', async () => {
  const fx = makeBirthFixture('brains-route-');
  try {
    const dev = fx.repo('dev');
    const born = fx.repo('born');
    const sibling = fx.repo('born-sibling');
    const out = await fx.birth(born);
    assert.ok(out.ok);
    symlinkSync(born, join(fx.base, 'alias'));
    const kindOf = (caller: string | null) => {
      const r = resolveBrainForCaller(fx.runtime, dev, caller);
      return r.kind === 'born' ? `born:${r.brain.brainId}` : r.kind;
    };
    const id = `born:${out.receipt.brain_id}`;
    assert.equal(kindOf(born), id, 'equal');
    assert.equal(kindOf(join(born, 'src')), id, 'descendant');
    assert.equal(kindOf(join(fx.base, 'alias', 'src')), id, 'through a symlinked alias');
    assert.equal(kindOf(sibling), 'none', 'a sibling sharing a name prefix is outside');
    assert.equal(kindOf(fx.base), 'none', 'a parent is outside');
    assert.equal(kindOf(join(born, 'missing')), 'none', 'an unresolvable caller matches nothing');
    assert.equal(kindOf(dev), 'dev');
    assert.equal(kindOf(join(dev, 'src')), 'dev');
    assert.equal(kindOf(null), 'dev', 'an unknown caller stays with the development brain');
    assert.equal(resolveBrainForCaller(fx.runtime, null, dev).kind, 'none', 'without a development brain');
  } finally {
    fx.remove();
  }
});

test('only complete brains are listed, and a born brain loads its verified graph', async () => {
  const fx = makeBirthFixture('brains-list-');
  try {
    assert.deepEqual(listBornBrains(fx.runtime), []);
    const root = fx.repo('born');
    const out = await fx.birth(root);
    assert.ok(out.ok);
    const dir = brainDirOf(fx.runtime, out.receipt.brain_id);
    // Leftovers that are not brains: a staging folder, a folder without CURRENT, a mismatched identity.
    mkdirSync(join(fx.runtime, 'brains', '.staging-0123456789abcdef'));
    mkdirSync(join(fx.runtime, 'brains', 'fedcba9876543210'));
    writeFileSync(join(fx.runtime, 'brains', 'fedcba9876543210', 'birth.json'), serializeBirthRecord({ schema: 'm1nd-birth-v1', root, origin: 'human-cli', born_at_ms: 1, brain_id: 'fedcba9876543210' }));
    assert.deepEqual(listBornBrains(fx.runtime), [{ brainId: brainIdFor(root), root, dir }]);
    const loaded = loadBornBrain(dir);
    assert.deepEqual(loaded.graph.roots, [root]);
    assert.ok(loaded.graph.nodes.some((n) => n.label === 'LedgerBook'));
    rmSync(join(dir, 'checkpoint-store', 'CURRENT'));
    assert.deepEqual(listBornBrains(fx.runtime), []);
    assert.throws(() => loadBornBrain(dir), /no CURRENT checkpoint/);
  } finally {
    fx.remove();
  }
});

test('a born brain whose graph snapshot is not a graph, with digests that match, is checkpoint_current_corrupt', async () => {
  const fx = makeBirthFixture('brains-corrupt-');
  try {
    const out = await fx.birth(fx.repo('born'));
    assert.ok(out.ok);
    const dir = brainDirOf(fx.runtime, out.receipt.brain_id);
    const store = new CheckpointStore(dir, noSeams);
    const good = store.loadCurrent();
    assert.ok(good);
    const files = Object.fromEntries(good.names.map((name) => [name, good.text(name) as string]));
    const header = '{"schema":"m1nd-graph-snapshot-v3","roots":"not a list","counts":{"files":0,"nodes":0,"edges":0},';
    await store.commit({ ...files, 'graph_snapshot.json': `${header}\n"files":[\n],\n"nodes":[\n],\n"edges":[\n]}\n` });
    assert.throws(
      () => loadBornBrain(dir),
      (err: unknown) => err instanceof CheckpointError && err.code === 'checkpoint_current_corrupt' && /graph_snapshot\.json: graph snapshot record_malformed: line 1: the header is invalid at roots/.test(err.message),
    );
  } finally {
    fx.remove();
  }
});

test('the identity file admits exactly one origin, human-cli', () => {
  const good = { schema: 'm1nd-birth-v1', root: '/r', origin: 'human-cli', born_at_ms: 1, brain_id: '0123456789abcdef' };
  const parse = (text: string) => parseRecord(text, 'b.json', BirthRecordSchema);
  assert.deepEqual(parse(JSON.stringify(good)), { data: good });
  for (const origin of ['human-ui', 'human-touchid', 'agent']) {
    assert.deepEqual(pick(parse(JSON.stringify({ ...good, origin }))), { code: 'record_malformed', at: 'invalid at origin' });
  }
  assert.equal(pick(parse(JSON.stringify({ ...good, extra: 1 }))).code, 'record_malformed');
  assert.equal(pick(parse('{')).code, 'record_not_json');
});

function pick(r: ReturnType<typeof parseRecord>): { code: string; at: string } {
  assert.ok('code' in r);
  return { code: r.code, at: r.detail.split(':')[0] ?? '' };
}
