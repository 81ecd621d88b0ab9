// `npm run soak -- [--rounds N]`: the agent CLI soak against the bundled reference (or --impl adapter.json):
// per round 8 commands on one cache key, then 4 keys × 2, all at once. Writes reports/soak.json; exits 1 on
// any failure. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateTinyModel, KIT_ROOT, loadAdapter, processHarnessEnv } from '../harness/index.js';
import { soakAgentCli } from '../harness/soak/index.js';

const USAGE = 'usage: npm run soak -- [--rounds N] [--impl adapter.json] [--model DIR]   (default 20 rounds; the kit-generated model)';
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' }, impl: { type: 'string' }, model: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1000) {
  console.error(`--rounds must be a whole number from 1 to 1000 (got ${values.rounds}); ${USAGE}`);
  process.exit(2);
}
const env = processHarnessEnv();
const adapter = loadAdapter(env, values.impl);
const model = values.model ?? env.env.M1ND_TEST_EMBED_MODEL ?? join(KIT_ROOT, '.fixtures', 'soak-model');
if (!values.model && !env.env.M1ND_TEST_EMBED_MODEL) await generateTinyModel(model);
const report = await soakAgentCli({ rounds, env, adapter, model, boundMs: 120_000, progress: (line) => console.error(line) });
mkdirSync(join(KIT_ROOT, 'reports'), { recursive: true });
writeFileSync(join(KIT_ROOT, 'reports', 'soak.json'), `${JSON.stringify({ ...report, adapter: adapter.name, at: new Date().toISOString() }, null, 2)}\n`);
for (const f of report.failures) console.log(`failure: ${f}`);
console.log(`soak: ${report.commands} agent CLI commands over ${report.rounds} rounds in ${report.seconds} s; at most ${report.mostOwnersOnOneRuntime} server(s) on one runtime at once; ${report.failures.length} failures (reports/soak.json)`);
process.exit(report.failures.length === 0 ? 0 : 1);
