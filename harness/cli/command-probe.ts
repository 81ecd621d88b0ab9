import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAdapter, type Adapter } from '../adapter/index.js';
import { readFeatureSources, readScenarios } from '../catalog/index.js';
import type { HarnessEnv } from '../env/index.js';
import { decideSkip, LANE_ONLY_NEEDS, type Provisioning } from '../lanes/index.js';
import { KIT_ROOT, resolveLane, UsageError } from '../run/index.js';
import { parseCommand } from './parse.js';
import { PROBE_USAGE } from './usage.js';

/** `probe`: each need, claimed or not, provisioned or not, with evidence; then the skips this lane implies. */
export async function commandProbe(args: string[], env: HarnessEnv, log: (line: string) => void): Promise<number> {
  const { values } = parseCommand('probe', args, { impl: { type: 'string' }, json: { type: 'boolean' } });
  if (values.help) {
    log(PROBE_USAGE);
    return 0;
  }
  let adapter: Adapter;
  try {
    adapter = loadAdapter(env, values.impl);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // Probe the lane exactly as `run` would resolve it (kit model on the default lane, container wrapping).
  const scratch = mkdtempSync(join(tmpdir(), 'm1nd-conformance-probe-'));
  let resolved;
  try {
    resolved = await resolveLane(env, adapter, values.impl !== undefined, join(scratch, 'model'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const prov = resolved.provisioning;
  adapter = resolved.adapter;
  const scenarios = readFeatureSources(join(KIT_ROOT, 'features')).flatMap(readScenarios);
  const skips = new Map<string, number>();
  for (const s of scenarios) {
    const d = decideSkip(s.tags, adapter, prov);
    if (d) skips.set(`${d.status}: ${d.reason}`, (skips.get(`${d.status}: ${d.reason}`) ?? 0) + 1);
  }
  const skipped = [...skips.values()].reduce((a, b) => a + b, 0);
  if (values.json) {
    log(JSON.stringify({ adapter: { name: adapter.name, version: adapter.version, server: adapter.server.command, capabilities: adapter.capabilities }, provisioning: prov, refusal: resolved.refusal, scenarios: scenarios.length, skips: Object.fromEntries(skips) }, null, 2));
    return 0;
  }
  log(`implementation: ${adapter.name} ${adapter.version}`);
  log(`server: ${adapter.server.command.join(' ')}`);
  log(`claims: ${adapter.capabilities.join(', ') || '(nothing)'}`);
  log('');
  for (const line of needLines(prov, adapter.capabilities)) log(line);
  log('');
  if (resolved.refusal) log(`a run on this lane stops before any scenario: ${resolved.refusal}\n`);
  log(`scenarios: ${scenarios.length}; this lane would run ${scenarios.length - skipped} and skip ${skipped}${skipped > 0 ? ' (verdict at best partial)' : ''}`);
  for (const [reason, n] of [...skips].sort((a, b) => b[1] - a[1])) log(`  ${n} × ${reason}`);
  return 0;
}

function needLines(prov: Provisioning, claims: string[]): string[] {
  const width = Math.max(...Object.keys(prov).map((k) => k.length));
  return Object.entries(prov).map(([need, p]) => {
    const claim = LANE_ONLY_NEEDS.includes(need) || need.startsWith('platform:') ? 'lane need' : claims.includes(need) ? 'claimed' : 'not claimed';
    return `${need.padEnd(width)}  ${(p.provisioned ? 'provisioned' : 'NOT provisioned').padEnd(15)}  ${claim.padEnd(11)}  ${p.evidence}`;
  });
}
