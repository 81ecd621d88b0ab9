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

test('null means no snapshot; bad output and failures are named', async () => {
  assert.equal(await readDumpSnapshot(await dumper(`process.stdout.write('null')`), '/rt', {}), null);
  await assert.rejects(readDumpSnapshot(await dumper(`process.stdout.write('{"roots":[]}')`), '/rt', {}), /output is not .* at nodes/);
  await assert.rejects(readDumpSnapshot(await dumper(`console.error('boom'); process.exit(4)`), '/rt', {}), /exited 4: boom/);
});
