// Cold preparation + first answer of the implementation vs `ctags -R` on the same tree, in one run.
// Reported as medians and a ratio (reports/bench.json); never asserted.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { childEnv, createHome, loadAdapter, processHarnessEnv, ProcessDriver, removeHome, StdioRpcClient, KIT_ROOT } from '../harness/index.js';

const USAGE = 'usage: npm run bench -- [--runs N] [--impl adapter.json] [TREE]   (default TREE: node_modules/@modelcontextprotocol/sdk/dist/esm)';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '5' }, impl: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error(`--runs must be an integer from 1 to 50 (got ${values.runs}); ${USAGE}`);
  process.exit(2);
}
const tree = realpathSync(resolve(positionals[0] ?? join(KIT_ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm')));
const env = processHarnessEnv();
const adapter = loadAdapter(env, values.impl);

async function coldFirstAnswer(): Promise<{ ms: number; nodes: number }> {
  const home = await createHome(env, { name: 'bench-ingest' });
  const driver = new ProcessDriver();
  try {
    const started = performance.now();
    const child = driver.start([...adapter.server.command, '--stdio'], { cwd: home.home, env: childEnv(home, env, { M1ND_WORKSPACE_ROOT: tree, M1ND_RUNTIME_DIR: home.runtime }) });
    const rpc = new StdioRpcClient(child);
    await rpc.initialize(600_000);
    const health = await rpc.callTool('health', {}, 600_000);
    await rpc.callTool('search', { query: 'function' }, 600_000);
    const ms = performance.now() - started;
    child.closeStdin();
    await child.waitExit(60_000);
    return { ms, nodes: Number((health.payload as { node_count?: number }).node_count ?? 0) };
  } finally {
    await driver.stopAll(10_000);
    await removeHome(home);
  }
}

function ctags(): number {
  const out = mkdtempSync('/var/tmp/m1nd-bench-');
  try {
    const started = performance.now();
    const r = spawnSync('ctags', ['-R', '-f', join(out, 'tags'), tree], { stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`ctags -R failed with status ${r.status}; install universal-ctags (apt-get install universal-ctags)`);
    return performance.now() - started;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const impl: number[] = [];
const peer: number[] = [];
let nodes = 0;
for (let i = 0; i < runs; i += 1) {
  const cold = await coldFirstAnswer();
  nodes = cold.nodes;
  impl.push(cold.ms);
  peer.push(ctags());
  console.log(`run ${i + 1}/${runs}: ${adapter.name} cold+first answer ${cold.ms.toFixed(0)} ms, ctags -R ${peer.at(-1)!.toFixed(0)} ms`);
}
const files = Number(execFileSync('sh', ['-c', `find "${tree}" -type f | wc -l`]).toString().trim());
const result = {
  schema: 'm1nd-bench-v1',
  bench: 'ingest',
  tree,
  files,
  nodes,
  runs,
  implementation: { name: adapter.name, version: adapter.version, median_ms: Math.round(median(impl)), samples_ms: impl.map(Math.round) },
  peer: { name: 'ctags -R', version: execFileSync('ctags', ['--version']).toString().split('\n')[0], median_ms: Math.round(median(peer)), samples_ms: peer.map(Math.round) },
  ratio: Number((median(impl) / median(peer)).toFixed(2)),
};
mkdirSync(join(KIT_ROOT, 'reports'), { recursive: true });
writeFileSync(join(KIT_ROOT, 'reports', 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`ingest: ${files} files, ${nodes} nodes; ${adapter.name} median ${result.implementation.median_ms} ms vs ctags -R ${result.peer.median_ms} ms: ratio ${result.ratio}x (reports/bench.json)`);
