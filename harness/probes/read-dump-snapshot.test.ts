import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { computeSnapshotDigest, readDumpSnapshot } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function dumper(body: string): Promise<string[]> {
  const file = join(await mkdtemp(`${SCRATCH}/dump-`), 'dump.mjs');
  await writeFile(file, body);
  return [process.execPath, file];
}

test('a dump is parsed and its digest recomputed, not trusted', async () => {
  const argv = await dumper(`process.stdout.write(JSON.stringify({ roots: [process.argv[2]], nodes: [{ id: 'n1', label: 'greet', path: 'a.ts' }], digest: 'whatever' }));`);
  const view = await readDumpSnapshot(argv, '/rt', {});
  assert.deepEqual(view?.roots, ['/rt']);
  assert.equal(view?.digest, computeSnapshotDigest(['/rt'], [{ id: 'n1', label: 'greet', type: '', path: 'a.ts', root: '' }]));
});

test('edges are read by their ends and kind, enter the digest, and count when no edge_count is printed', async () => {
  const nodes = `[{ id: 'file::a.ts', label: 'a.ts', path: 'a.ts' }, { id: 'file::b.ts', label: 'b.ts', path: 'b.ts' }]`;
  const one = await readDumpSnapshot(await dumper(`process.stdout.write(JSON.stringify({ roots: ['/r'], nodes: ${nodes}, edges: [{ source: 'file::a.ts', target: 'file::b.ts', kind: 'imports', weight: 1 }] }))`), '/rt', {});
  assert.deepEqual(one?.edges, [{ source: 'file::a.ts', target: 'file::b.ts', kind: 'imports' }]);
  assert.equal(one?.edgeCount, 1);
  const reversed = await readDumpSnapshot(await dumper(`process.stdout.write(JSON.stringify({ roots: ['/r'], nodes: ${nodes}, edges: [{ source: 'file::b.ts', target: 'file::a.ts' }] }))`), '/rt', {});
  assert.deepEqual(reversed?.edges, [{ source: 'file::b.ts', target: 'file::a.ts', kind: '' }]);
  assert.notEqual(one?.digest, reversed?.digest);
  const countOnly = await readDumpSnapshot(await dumper(`process.stdout.write(JSON.stringify({ roots: ['/r'], nodes: ${nodes}, edge_count: 3 }))`), '/rt', {});
  assert.deepEqual(countOnly?.edges, []);
  assert.equal(countOnly?.edgeCount, 3);
  await assert.rejects(readDumpSnapshot(await dumper(`process.stdout.write(JSON.stringify({ roots: [], nodes: [], edges: [{ source: 1 }] }))`), '/rt', {}), /at edges\.0\.source/);
});

test('null means no snapshot; bad output and failures are named', async () => {
  assert.equal(await readDumpSnapshot(await dumper(`process.stdout.write('null')`), '/rt', {}), null);
  await assert.rejects(readDumpSnapshot(await dumper(`process.stdout.write('{"roots":[]}')`), '/rt', {}), /output is not .* at nodes/);
  await assert.rejects(readDumpSnapshot(await dumper(`console.error('boom'); process.exit(4)`), '/rt', {}), /exited 4: boom/);
});
