import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJournal } from '../journal/index.js';
import { REFRESH_JOURNAL } from '../records/index.js';
import { createSeamHook } from '../seams/index.js';
import { makeBase, makeFixture, readSnapshotIds, treeDigest } from './refresh-fixture.test-support.js';

/** Waits for the seam's .reached marker; the bound only stops a broken test from hanging. */
async function reached(dir: string, seam: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!existsSync(join(dir, `${seam}.reached`))) {
    if (Date.now() > deadline) throw new Error(`seam ${seam} was never reached`);
    await new Promise((r) => setImmediate(r));
  }
}

const made: string[] = [];
after(() => {
  for (const base of made) rmSync(base, { recursive: true, force: true });
});

function seamsDir(): string {
  const base = makeBase('seams-');
  made.push(base);
  const dir = join(base, 'seams');
  mkdirSync(dir);
  return dir;
}

test('a second refresh of the same root while the first is held at a seam refuses refresh_in_flight', async () => {
  const dir = seamsDir();
  const fx = await makeFixture({ files: 10, seams: createSeamHook(dir, 7) });
  try {
    writeFileSync(join(dir, 'refresh.scan.hold'), '');
    const first = fx.door.refresh({ callerRoot: fx.root, ingress: 'mcp' });
    await reached(dir, 'refresh.scan');
    assert.equal(readFileSync(join(dir, 'refresh.scan.reached'), 'utf8').trim(), '7');
    const second = await fx.door.refresh({ callerRoot: fx.root, ingress: 'rest' });
    assert.equal(second.refused, 'refresh_in_flight');
    assert.equal(second.node_count_before, 10);

    unlinkSync(join(dir, 'refresh.scan.hold'));
    writeFileSync(join(dir, 'refresh.scan.release'), '');
    const done = await first;
    assert.equal(done.ok, true);
    const kinds = readJournal(fx.runtime, REFRESH_JOURNAL).map((l) => `${l.kind}:${l.code ?? ''}`);
    assert.deepEqual(kinds, ['refresh.refusal:refresh_in_flight', 'refresh.receipt:']);
    // The flight is over: the root may be refreshed again.
    assert.equal((await fx.door.refresh({ callerRoot: fx.root, ingress: 'mcp' })).ok, true);
  } finally {
    fx.cleanup();
  }
});

for (const seam of ['refresh.scan', 'refresh.candidate', 'refresh.commit', 'checkpoint.write', 'checkpoint.publish']) {
  test(`an injected fault at ${seam} fails the call and leaves the old state`, async () => {
    const dir = seamsDir();
    const fx = await makeFixture({ files: 10, seams: createSeamHook(dir, 7) });
    try {
      writeFileSync(join(fx.root, 'added.txt'), 'x\n');
      const state = fx.actor.read();
      const runtime = treeDigest(fx.runtime);
      writeFileSync(join(dir, `${seam}.fail`), '');
      await assert.rejects(fx.door.refresh({ callerRoot: fx.root, ingress: 'mcp' }), (e: unknown) => (e as { code?: string }).code === 'injected_fault');
      assert.equal(fx.actor.read(), state);
      assert.equal(treeDigest(fx.runtime), runtime);
      assert.equal(readSnapshotIds(fx.runtime).length, 10);
      // A failed flight is released too, and the refresh that lands is the only one with a receipt.
      unlinkSync(join(dir, `${seam}.fail`));
      assert.equal((await fx.door.refresh({ callerRoot: fx.root, ingress: 'mcp' })).node_count, 11);
      assert.deepEqual(readJournal(fx.runtime, REFRESH_JOURNAL).map((l) => l.kind), ['refresh.receipt']);
    } finally {
      fx.cleanup();
    }
  });
}

test('a fault after the commit point (checkpoint.mirror) still leaves the new state in memory and a receipt', async () => {
  const dir = seamsDir();
  const fx = await makeFixture({ files: 10, seams: createSeamHook(dir, 7) });
  try {
    writeFileSync(join(fx.root, 'added.txt'), 'x\n');
    writeFileSync(join(dir, 'checkpoint.mirror.fail'), '');
    await assert.rejects(fx.door.refresh({ callerRoot: fx.root, ingress: 'mcp' }), (e: unknown) => (e as { code?: string }).code === 'injected_fault');
    const current = fx.store.readCurrent()?.current;
    assert.equal(fx.actor.read().checkpointId, current);
    assert.equal(fx.actor.read().graph.nodes.length, 11);
    assert.deepEqual(readJournal(fx.runtime, REFRESH_JOURNAL).map((l) => [l.kind, l.checkpoint]), [['refresh.receipt', current]]);
  } finally {
    fx.cleanup();
  }
});
