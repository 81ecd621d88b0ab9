import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { computeSnapshotDigest, readDumpSnapshot } from './index.js';

async function dumper(body: string): Promise<string[]> {
  await mkdir('/var/tmp/m1nd-harness-tests', { recursive: true });
  const file = join(await mkdtemp('/var/tmp/m1nd-harness-tests/dump-'), 'dump.mjs');
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
