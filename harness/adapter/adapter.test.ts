import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fakeHarnessEnv } from '../env/index.js';
import { AdapterSchema, checkRefusalTexts, KIT_ROOT, loadAdapter, parseAdapter, readRefusalText, REFERENCE_REFUSAL_TEXTS, REFERENCE_SERVER_ENTRY } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const valid = {
  name: 'my-impl',
  version: '1.2.3',
  server: { command: ['./bin/m1nd-mcp'] },
  capabilities: ['stdio', 'http'],
  snapshot: { kind: 'dump', argv: ['./bin/dump'] },
};

async function adapterFile(value: unknown): Promise<string> {
  const file = join(await mkdtemp(`${SCRATCH}/adapter-`), 'impl.json');
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

test('the default adapter is the bundled reference, found from the kit root', () => {
  const a = loadAdapter(fakeHarnessEnv());
  assert.ok([REFERENCE_SERVER_ENTRY, join(KIT_ROOT, 'reference-impl', 'dist', 'bundle', 'm1nd-mcp.js')].includes(a.server.command[1] as string), `${a.server.command[1]} is neither the module nor the bundled server`);
  assert.equal(REFERENCE_SERVER_ENTRY, join(KIT_ROOT, 'reference-impl', 'dist', 'bin', 'm1nd-mcp.js'));
  assert.ok(a.capabilities.includes('seams') && a.capabilities.includes('snapshot-layout'));
  assert.deepEqual(a.snapshot, { kind: 'reference' });
  assert.ok(AdapterSchema.safeParse(a).success);
});

test('M1ND_TEST_ADAPTER selects a file; relative commands resolve against it', async () => {
  const file = await adapterFile(valid);
  const a = loadAdapter(fakeHarnessEnv({ env: { M1ND_TEST_ADAPTER: file } }));
  assert.equal(a.name, 'my-impl');
  assert.equal(a.server.command[0], join(file, '..', 'bin', 'm1nd-mcp'));
  assert.deepEqual(a.snapshot, { kind: 'dump', argv: [join(file, '..', 'bin', 'dump')] });
});

test('an explicit path wins over M1ND_TEST_ADAPTER; M1ND_TEST_BINARY replaces server.command', async () => {
  const file = await adapterFile(valid);
  const env = fakeHarnessEnv({ env: { M1ND_TEST_ADAPTER: '/nonexistent.json', M1ND_TEST_BINARY: '/opt/m1nd/m1nd-mcp' } });
  const a = loadAdapter(env, file);
  assert.deepEqual(a.server.command, ['/opt/m1nd/m1nd-mcp']);
  assert.equal(a.name, 'my-impl');
  assert.throws(() => loadAdapter(fakeHarnessEnv({ env: { M1ND_TEST_BINARY: 'm1nd-mcp' } })), /M1ND_TEST_BINARY=m1nd-mcp is not absolute/);
});

test('every ./ or ../ argv entry resolves against the adapter file, not the working directory', async () => {
  const file = await adapterFile({ ...valid, server: { command: ['node', './server.js', '--flag', '../sibling/x'] } });
  const a = loadAdapter(fakeHarnessEnv(), file);
  assert.deepEqual(a.server.command, ['node', join(file, '..', 'server.js'), '--flag', join(file, '..', '..', 'sibling', 'x')]);
});

test('notes are free text for readers (a string or lines) and stay optional', () => {
  assert.equal(parseAdapter({ ...valid, notes: 'no seams: the seam protocol is the kit\'s' }, 'impl.json').notes, 'no seams: the seam protocol is the kit\'s');
  assert.deepEqual(parseAdapter({ ...valid, notes: ['a', 'b'] }, 'impl.json').notes, ['a', 'b']);
  assert.throws(() => parseAdapter({ ...valid, notes: 3 }, 'impl.json'), /notes:/);
  assert.throws(() => parseAdapter({ ...valid, _comment: 'x' }, 'impl.json'), /_comment; remove or rename/);
});

test('the example adapters are valid', async () => {
  const { readdirSync } = await import('node:fs');
  const dir = join(KIT_ROOT, 'examples');
  const files = readdirSync(dir).filter((n) => n.endsWith('.json') && !n.includes('expectations'));
  assert.ok(files.length >= 2, `expected example adapters in ${dir}`);
  for (const f of files) assert.doesNotThrow(() => loadAdapter(fakeHarnessEnv(), join(dir, f)), f);
});

test('validation names the field at fault', () => {
  assert.throws(() => parseAdapter({ ...valid, extra: 1 }, 'impl.json'), /adapter impl\.json is invalid: \(top level\): .*extra; remove or rename/);
  assert.throws(() => parseAdapter({ ...valid, server: { command: [] } }, 'impl.json'), /server\.command: give at least the program/);
  assert.throws(() => parseAdapter({ ...valid, server: { command: ['x'], args: [] } }, 'impl.json'), /server: .*args/);
  assert.throws(() => parseAdapter({ ...valid, snapshot: { kind: 'sqlite' } }, 'impl.json'), /snapshot\.kind/);
  assert.throws(() => parseAdapter({ ...valid, snapshot: { kind: 'dump' } }, 'impl.json'), /snapshot\.argv/);
  assert.throws(() => parseAdapter({ ...valid, capabilities: ['HTTP'] }, 'impl.json'), /capabilities\.0: capabilities are lower-case/);
  assert.throws(() => parseAdapter({ ...valid, name: '' }, 'impl.json'), /name:/);
  assert.throws(() => parseAdapter({ ...valid, capabilities: 'http' }, 'impl.json'), /capabilities:/);
  assert.throws(() => parseAdapter({ ...valid, cli: { command: ['m1nd'], args: ['x'] } }, 'impl.json'), /cli: .*args/);
  assert.throws(() => parseAdapter([], 'impl.json'), /\(top level\)/);
  const { version: _v, ...noVersion } = valid;
  assert.throws(() => parseAdapter(noVersion, 'impl.json'), /version/);
});

test('unreadable and non-JSON adapter files are named', async () => {
  assert.throws(() => loadAdapter(fakeHarnessEnv(), '/nonexistent/impl.json'), /cannot read adapter \/nonexistent\/impl\.json/);
  const file = await adapterFile('{ nope');
  assert.throws(() => loadAdapter(fakeHarnessEnv(), file), /is not valid JSON/);
});

test('refusal_texts names a folder of one-line <name>.txt files, resolved against the adapter file and checked strictly', async () => {
  const file = await adapterFile({ ...valid, refusal_texts: './texts' });
  const folder = join(file, '..', 'texts');
  await mkdir(folder);
  await writeFile(join(folder, 'graph.ingest.replace.txt'), 'Error: refused by the gate\n');
  const a = loadAdapter(fakeHarnessEnv(), file);
  assert.equal(a.refusal_texts, folder);
  assert.equal(readRefusalText(folder, 'graph.ingest.replace'), 'Error: refused by the gate');
  assert.equal(readRefusalText(folder, 'source.edit.commit'), null);
  await writeFile(join(folder, 'two.txt'), 'line one\nline two\n');
  await writeFile(join(folder, 'notes.md'), 'x');
  assert.throws(() => loadAdapter(fakeHarnessEnv(), file), /refusal_texts: .*notes\.md is not named <name>\.txt.*refusal_texts: .*two\.txt must hold exactly one non-empty line/);
  const missing = await adapterFile({ ...valid, refusal_texts: './missing' });
  assert.throws(() => loadAdapter(fakeHarnessEnv(), missing), /refusal_texts: cannot read the folder/);
  assert.throws(() => parseAdapter({ ...valid, refusal_texts: 'texts' }, 'impl.json'), /refusal_texts: refusal_texts is a folder: an absolute path, or \.\/x or \.\.\/x/);
});

test('the reference adapter brings its own refusal texts, the golden files of the policy features', () => {
  const a = loadAdapter(fakeHarnessEnv());
  assert.equal(a.refusal_texts, REFERENCE_REFUSAL_TEXTS);
  assert.deepEqual(checkRefusalTexts(REFERENCE_REFUSAL_TEXTS), []);
});
