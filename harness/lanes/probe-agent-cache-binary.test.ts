import assert from 'node:assert/strict';
import { test } from 'node:test';
import { referenceAdapter, type Adapter } from '../adapter/index.js';
import { fakeHarnessEnv } from '../env/index.js';
import { agentCacheBinary, probeAgentCacheBinary, type ProbeRunner } from './index.js';

const other: Adapter = { name: 'impl', version: '1', server: { command: ['/opt/impl/m1nd-mcp'] }, cli: { command: ['/opt/impl/m1nd'] }, capabilities: ['agent-cli'], snapshot: { kind: 'reference' } };
const answers: ProbeRunner = async (argv) => ({ ok: true, output: `${argv.join(' ')} 1.0` });

test('the variable wins; the reference CLI brings its bundled server; another CLI without the variable has none', () => {
  assert.equal(agentCacheBinary(fakeHarnessEnv({ env: { M1ND_TEST_AGENT_CACHE_BINARY: '/opt/x/m1nd-mcp' } }), referenceAdapter()), '/opt/x/m1nd-mcp');
  // The server that belongs with the CLI the adapter runs: the bundle's beside the bundled CLI, else the modules'.
  assert.equal(agentCacheBinary(fakeHarnessEnv(), referenceAdapter()), referenceAdapter().server.command[1]);
  assert.equal(agentCacheBinary(fakeHarnessEnv(), other), null);
});

test('the probe records --version evidence, and says why when the server is unknown, relative or missing', async () => {
  const env = fakeHarnessEnv({ env: { M1ND_TEST_AGENT_CACHE_BINARY: '/opt/x/m1nd-mcp' } });
  assert.deepEqual(await probeAgentCacheBinary(env, other, answers, () => true, {}, 100), {
    provisioned: true, evidence: 'M1ND_TEST_AGENT_CACHE_BINARY: /opt/x/m1nd-mcp --version: /opt/x/m1nd-mcp --version 1.0',
  });
  const bundled = await probeAgentCacheBinary(fakeHarnessEnv(), referenceAdapter(), answers, () => true, {}, 100);
  assert.equal(bundled.provisioned, true);
  assert.match(bundled.evidence, /bundled reference server .*node .*m1nd-mcp\.js --version/);
  assert.match((await probeAgentCacheBinary(fakeHarnessEnv(), other, answers, () => true, {}, 100)).evidence, /M1ND_TEST_AGENT_CACHE_BINARY is unset/);
  assert.match((await probeAgentCacheBinary(fakeHarnessEnv({ env: { M1ND_TEST_AGENT_CACHE_BINARY: 'm1nd-mcp' } }), other, answers, () => true, {}, 100)).evidence, /not absolute/);
  assert.match((await probeAgentCacheBinary(env, other, answers, () => false, {}, 100)).evidence, /does not exist/);
});
