import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Adapter } from '../adapter/index.js';
import { ENGINE_ANSWER_BIN } from '../container/index.js';
import { fakeHarnessEnv } from '../env/index.js';
import type { ProbeRunner, Provisioning } from './index.js';
import { decideSkip, KIT_MODEL_TOKENIZER, probeLane } from './index.js';

const adapter: Adapter = {
  name: 'impl',
  version: '1',
  server: { command: ['/opt/impl/m1nd-mcp'] },
  capabilities: ['stdio', 'seams', 'model', 'native-binary', 'container'],
  snapshot: { kind: 'reference' },
};

// Keyed by program, or by script for `node <script>` probes (the container engine's answer).
const fakeRun = (answers: Record<string, { ok: boolean; output: string }>): ProbeRunner => async (argv) =>
  answers[argv[0] ?? ''] ?? answers[argv[1] ?? ''] ?? { ok: false, output: `${argv[0]}: not found` };
const engineAnswer = (imagePresent: boolean | null) => ({ ok: true, output: JSON.stringify({ host: 'unix:///var/run/docker.sock', serverVersion: '27.1.0', operatingSystem: 'Docker Desktop', imagePresent }) });

test('probeLane records evidence for each need, with fakes', async () => {
  const run = fakeRun({
    '/opt/impl/m1nd-mcp': { ok: true, output: 'm1nd-mcp 9.9.9' },
    unshare: { ok: true, output: '' },
    git: { ok: true, output: 'git version 2.39.5' },
    [ENGINE_ANSWER_BIN]: { ok: false, output: 'Could not find a working container runtime strategy' },
  });
  const files = new Set(['/opt/impl/m1nd-mcp', '/models/tiny/config.json', '/models/tiny/tokenizer.json', '/models/tiny/model.safetensors']);
  const prov = await probeLane(fakeHarnessEnv({ env: { M1ND_TEST_EMBED_MODEL: '/models/tiny' } }), adapter, { run, exists: (p) => files.has(p) });
  assert.deepEqual(prov['native-binary'], { provisioned: true, evidence: '/opt/impl/m1nd-mcp --version: m1nd-mcp 9.9.9' });
  assert.equal(prov.root?.provisioned, true);
  assert.equal(prov['mount-namespace']?.provisioned, true);
  assert.equal(prov['platform:linux']?.provisioned, true);
  assert.equal(prov['platform:posix']?.provisioned, true);
  assert.equal(prov['platform:windows']?.provisioned, false);
  assert.equal(prov.model?.provisioned, true);
  assert.equal(prov.git?.provisioned, true);
  assert.equal(prov.container?.provisioned, false);
  assert.match(prov.container?.evidence ?? '', /no container engine answered at the default engine socket .*Could not find a working container runtime strategy/);
});

test('probeLane says why when binary and model are absent, and on other platforms', async () => {
  const prov = await probeLane(fakeHarnessEnv({ uid: 1000, platform: 'darwin', env: { M1ND_TEST_EMBED_MODEL: '/m' } }), adapter, {
    run: fakeRun({}),
    exists: (p) => p === '/m/config.json',
  });
  assert.match(prov['native-binary']?.evidence ?? '', /\/opt\/impl\/m1nd-mcp does not exist/);
  assert.match(prov.model?.evidence ?? '', /M1ND_TEST_EMBED_MODEL \/m lacks tokenizer\.json, model\.safetensors/);
  assert.match(prov.root?.evidence ?? '', /uid 1000/);
  assert.match(prov['mount-namespace']?.evidence ?? '', /Linux-only; this lane is darwin/);
  assert.equal(prov['platform:macos']?.provisioned, true);
  assert.equal(prov['platform:linux']?.provisioned, false);
  assert.equal((await probeLane(fakeHarnessEnv(), adapter, { run: fakeRun({}), exists: () => false })).model?.evidence,
    'M1ND_TEST_EMBED_MODEL is unset and no generated model is available');
});

test('probeLane accepts the kit-generated model and counts only an engine answer with the image for containers', async () => {
  const env = fakeHarnessEnv({ env: { M1ND_TEST_IMAGE: 'ghcr.io/x/impl:1' } });
  const prov = await probeLane(env, adapter, {
    run: fakeRun({ [ENGINE_ANSWER_BIN]: engineAnswer(true) }),
    exists: (p) => p.startsWith('/kit/model/'),
    generatedModel: '/kit/model',
  });
  assert.match(prov.model?.evidence ?? '', /the kit-generated model/);
  assert.deepEqual(prov.container, { provisioned: true, evidence: 'engine at unix:///var/run/docker.sock answered: server 27.1.0 (Docker Desktop); image ghcr.io/x/impl:1 is present' });
  const noImage = await probeLane(fakeHarnessEnv(), adapter, { run: fakeRun({ [ENGINE_ANSWER_BIN]: engineAnswer(null) }) });
  assert.match(noImage.container?.evidence ?? '', /answered: server 27\.1\.0 .*but M1ND_TEST_IMAGE is unset/);
  assert.equal(noImage.container?.provisioned, false);
});

test('probeLane really runs bounded probes on this machine', async () => {
  const prov = await probeLane(fakeHarnessEnv({ env: { PATH: process.env.PATH } }), { ...adapter, server: { command: [process.execPath] } });
  assert.equal(prov['native-binary']?.provisioned, true, prov['native-binary']?.evidence);
  assert.match(prov['native-binary']?.evidence ?? '', /--version: v\d+/);
  assert.equal(prov.git?.provisioned, true, prov.git?.evidence);
  assert.equal(typeof prov.container?.evidence, 'string');
});

const prov: Provisioning = {
  'native-binary': { provisioned: true, evidence: 'found' },
  model: { provisioned: false, evidence: 'M1ND_TEST_EMBED_MODEL is unset' },
  container: { provisioned: false, evidence: 'no engine' },
  root: { provisioned: true, evidence: 'uid 0' },
  git: { provisioned: true, evidence: 'git' },
  'platform:linux': { provisioned: true, evidence: 'this lane runs on linux' },
  'platform:windows': { provisioned: false, evidence: 'this lane runs on linux' },
  'platform:posix': { provisioned: true, evidence: 'this lane runs on linux' },
};

test('decideSkip: claimed and provisioned runs', () => {
  assert.equal(decideSkip(['@clause:B-1', '@needs:seams', '@needs:native-binary', '@platform:linux', '@needs:root'], adapter, prov), null);
  assert.equal(decideSkip([], adapter, prov), null);
});

test('decideSkip: an unclaimed capability is "not claimed" and wins', () => {
  assert.deepEqual(decideSkip(['@needs:http', '@needs:model'], adapter, prov), { status: 'not claimed', reason: 'impl does not claim capability "http"' });
});

test('decideSkip: a claimed but unprovisioned need is "not provisioned" with the evidence', () => {
  assert.deepEqual(decideSkip(['@needs:model'], adapter, prov), { status: 'not provisioned', reason: '"model" is not provisioned: M1ND_TEST_EMBED_MODEL is unset' });
  assert.match(decideSkip(['@needs:mount-namespace'], adapter, prov)?.reason ?? '', /was not probed/);
});

test('decideSkip: lane-only needs need no claim; platforms name the OS', () => {
  assert.equal(decideSkip(['@needs:git'], adapter, prov), null);
  assert.deepEqual(decideSkip(['@platform:windows'], adapter, prov), { status: 'not provisioned', reason: 'needs platform windows: this lane runs on linux' });
  assert.match(decideSkip(['@platform:beos'], adapter, prov)?.reason ?? '', /unknown platform tag @platform:beos/);
  assert.equal(decideSkip(['@platform:posix'], adapter, prov), null);
});

test('probeLane: real-model counts only a model the user provided, never the kit-generated one', async () => {
  const layout = (dir: string) => new Set(['config.json', 'tokenizer.json', 'model.safetensors'].map((f) => `${dir}/${f}`));
  const real = layout('/models/potion');
  const opts = (files: Set<string>, config: string) => ({ run: fakeRun({}), exists: (p: string) => files.has(p), readText: () => config });
  const provided = await probeLane(fakeHarnessEnv({ env: { M1ND_TEST_EMBED_MODEL: '/models/potion' } }), adapter, opts(real, '{"model_type":"model2vec"}'));
  assert.deepEqual(provided['real-model'], { provisioned: true, evidence: 'M1ND_TEST_EMBED_MODEL: /models/potion has config.json, tokenizer.json, model.safetensors' });
  const kit = await probeLane(fakeHarnessEnv({ env: { M1ND_TEST_EMBED_MODEL: '/models/potion' } }), adapter, opts(real, `{"tokenizer_name":"${KIT_MODEL_TOKENIZER}"}`));
  assert.match(kit['real-model']?.evidence ?? '', /kit-generated fixture model/);
  assert.equal(kit.model?.provisioned, true);
  const generated = await probeLane(fakeHarnessEnv({ env: { M1ND_TEST_EMBED_MODEL: '/kit/model' } }), adapter, { ...opts(layout('/kit/model'), '{}'), generatedModel: '/kit/model' });
  assert.match(generated['real-model']?.evidence ?? '', /is the kit-generated model, not a real one/);
  const unset = await probeLane(fakeHarnessEnv(), adapter, opts(real, '{}'));
  assert.match(unset['real-model']?.evidence ?? '', /M1ND_TEST_EMBED_MODEL is unset/);
  assert.deepEqual(decideSkip(['@needs:model', '@needs:real-model'], adapter, unset), { status: 'not provisioned', reason: `"model" is not provisioned: ${unset.model?.evidence}; "real-model" is not provisioned: ${unset['real-model']?.evidence}` });
  assert.equal(decideSkip(['@needs:real-model'], adapter, provided), null);
});
