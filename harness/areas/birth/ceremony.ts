import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readReferenceSnapshot } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { birthArea, type CeremonyRun } from './birth-area.js';

/** The documented folder of born brains, beside the development brain's files. */
export const BRAINS_DIR = 'brains';
export const BIRTH_RECORD = 'birth.json';
export const HUMAN_CLI = 'human-cli';

/** Starts `<server> --birth <root>` on the scenario's runtime (no grant, seams dir when claimed); it does not wait. */
export async function startCeremony(s: Scenario, root: string, label?: string): Promise<CeremonyRun> {
  const plan = await s.planFor(null);
  const n = s.lane.adapter.server.command.length;
  if (plan.argv[n] !== '--stdio') throw new Error(`expected the stdio plan to put --stdio right after the server command, got: ${plan.argv.join(' ')}`);
  const argv = [...plan.argv.slice(0, n), '--birth', root, ...plan.argv.slice(n + 1)];
  const child = s.driver.start(argv, { cwd: plan.cwd, env: plan.env, readOnlyBinds: [] });
  const area = birthArea(s);
  const run = { label: label ?? `birth ceremony #${area.ceremonies.length + 1}`, root, child };
  area.ceremonies.push(run);
  return run;
}

export function latestCeremony(s: Scenario): CeremonyRun {
  const run = birthArea(s).ceremonies.at(-1);
  if (!run) throw new Error('no birth ceremony was started in this scenario');
  return run;
}

function describe(run: CeremonyRun): string {
  return `${run.label} (--birth ${run.root}); stderr: ${run.child.stderrLines.join(' | ') || '(none)'}; stdout: ${run.child.stdoutLines.join(' | ') || '(none)'}`;
}

/** The ceremony exits 0 with one receipt line on stdout: ok, the canonical root, origin human-cli, an id and a count. */
export async function expectBorn(s: Scenario, run: CeremonyRun, root: string): Promise<Record<string, unknown>> {
  const status = await run.child.waitExit(s.boundMs);
  const receipts = run.child.stdoutLines.filter((l) => l.trim().startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  const receipt = receipts.at(-1);
  const problems: string[] = [];
  if (status.code !== 0) problems.push(`it exited with ${status.code} (signal ${status.signal}), not 0`);
  if (receipts.length !== 1 || !receipt) problems.push(`stdout must carry exactly one JSON receipt, it carries ${receipts.length}`);
  else {
    if (receipt.ok !== true) problems.push('the receipt is not ok: true');
    if (receipt.root !== root) problems.push(`the receipt names root ${JSON.stringify(receipt.root)}, not ${root}`);
    if (receipt.origin !== HUMAN_CLI) problems.push(`the receipt's origin is ${JSON.stringify(receipt.origin)}, not ${HUMAN_CLI}`);
    if (typeof receipt.brain_id !== 'string' || receipt.brain_id === '') problems.push('the receipt has no brain_id');
    if (typeof receipt.node_count !== 'number' || receipt.node_count <= 0) problems.push('the receipt has no positive node_count');
  }
  if (problems.length > 0) throw new Error(`the ceremony must bear the brain: ${problems.join('; ')}. ${describe(run)}`);
  return receipt as Record<string, unknown>;
}

/** A refused ceremony: non-zero exit, one of `codes` on stderr, no receipt. */
export async function expectCeremonyRefused(s: Scenario, run: CeremonyRun, codes: string | readonly string[]): Promise<void> {
  const wanted = typeof codes === 'string' ? [codes] : codes;
  const status = await run.child.waitExit(s.boundMs);
  const receipt = run.child.stdoutLines.some((l) => /"ok"\s*:\s*true/.test(l));
  const named = wanted.some((code) => run.child.stderrLines.some((l) => l.includes(code)));
  if (status.code === 0 || status.code === null || !named || receipt) {
    throw new Error(`the ceremony must be refused with ${wanted.join(' or ')} (non-zero exit, code on stderr, no receipt); exit ${status.code} signal ${status.signal}. ${describe(run)}`);
  }
}

/** A born brain as found on disk: its record, and its own snapshot read and verified independently. */
export interface BornBrain {
  dir: string;
  record: Record<string, unknown>;
  nodeCount: number;
  labels: Set<string>;
}

/**
 * Every entry of `<runtime>/brains` that is not hidden (staging and the ceremony lock are): each must be a
 * complete brain — `birth.json` agreeing with its folder, a checkpoint that verifies.
 */
export async function readBornBrains(s: Scenario): Promise<BornBrain[]> {
  const runtime = s.runtimeReal;
  if (runtime === null) throw new Error('no runtime directory was given in this scenario');
  const dir = join(runtime, BRAINS_DIR);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
  const out: BornBrain[] = [];
  for (const name of names) {
    const brainDir = join(dir, name);
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(await readFile(join(brainDir, BIRTH_RECORD), 'utf8')) as Record<string, unknown>;
    } catch (cause) {
      throw new Error(`${brainDir} is a brain folder without a readable ${BIRTH_RECORD}: a birth left it half made (${(cause as Error).message})`, { cause });
    }
    if (record.brain_id !== name) throw new Error(`${brainDir}/${BIRTH_RECORD} names brain ${JSON.stringify(record.brain_id)}, not its folder ${name}`);
    const snap = await readReferenceSnapshot(brainDir);
    if (snap === null) throw new Error(`${brainDir} has a birth record but no checkpoint: a birth left it half made`);
    out.push({ dir: brainDir, record, nodeCount: snap.nodes.length, labels: new Set(snap.nodes.map((n) => n.label)) });
  }
  return out;
}

/** Exactly one complete brain, born for `root` with origin human-cli, holding `symbol` (and `nodeCount` when given). */
export async function expectOneBornBrain(s: Scenario, root: string, symbol: string, nodeCount?: number): Promise<void> {
  const brains = await readBornBrains(s);
  const [brain] = brains;
  if (brains.length !== 1 || !brain) throw new Error(`the runtime must hold exactly one born brain; it holds ${brains.length}`);
  const problems: string[] = [];
  if (brain.record.root !== root) problems.push(`its root is ${JSON.stringify(brain.record.root)}, not ${root}`);
  if (brain.record.origin !== HUMAN_CLI) problems.push(`its origin is ${JSON.stringify(brain.record.origin)}, not ${HUMAN_CLI}`);
  if (!brain.labels.has(symbol)) problems.push(`its graph lacks ${symbol}`);
  if (nodeCount !== undefined && brain.nodeCount !== nodeCount) problems.push(`its graph holds ${brain.nodeCount} nodes, the receipt said ${nodeCount}`);
  if (problems.length > 0) throw new Error(`the born brain in ${brain.dir}: ${problems.join('; ')}`);
}

/** No hidden leftovers of a birth (staging folders) remain beside the brains. */
export async function expectNoStaging(s: Scenario): Promise<void> {
  const dir = join(s.runtimeReal ?? '', BRAINS_DIR);
  const staging = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith('.staging'));
  if (staging.length > 0) throw new Error(`leftover staging folders remain in ${dir}: ${staging.join(', ')}`);
}

export async function brainsDirExists(s: Scenario): Promise<boolean> {
  return stat(join(s.runtimeReal ?? '', BRAINS_DIR)).then(() => true, () => false);
}
