import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Adapter } from '../adapter/index.js';
import { probeContainer } from '../container/index.js';
import type { HarnessEnv } from '../env/index.js';
import { probeAgentCacheBinary } from './probe-agent-cache-binary.js';
import type { ProbeRunner } from './probe-runner.js';
import { runProbe } from './probe-runner.js';
import type { Provisioning } from './provisioning.js';

export interface ProbeLaneOptions {
  run?: ProbeRunner;
  exists?: (path: string) => boolean;
  /** reads a small text file (a model's config.json), null when unreadable */
  readText?: (path: string) => string | null;
  /** the kit's generated model dir, used when M1ND_TEST_EMBED_MODEL is unset */
  generatedModel?: string;
  boundMs?: number;
}

const MODEL_FILES = ['config.json', 'tokenizer.json', 'model.safetensors'];

/** Probes once per run what this lane provides; each probe is bounded and records its evidence. */
export async function probeLane(env: HarnessEnv, adapter: Adapter, opts: ProbeLaneOptions = {}): Promise<Provisioning> {
  const run = opts.run ?? runProbe;
  const exists = opts.exists ?? existsSync;
  const bound = opts.boundMs ?? 5_000;
  const probeEnv: Record<string, string> = { PATH: env.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };
  if (env.env.HOME) probeEnv.HOME = env.env.HOME;
  const prov: Provisioning = {};

  const [program] = adapter.server.command;
  const version = await run([...adapter.server.command, '--version'], probeEnv, bound);
  const programFound = program !== undefined && (!program.includes('/') || exists(program));
  prov['native-binary'] = programFound && version.ok
    ? { provisioned: true, evidence: `${adapter.server.command.join(' ')} --version: ${version.output}` }
    : { provisioned: false, evidence: `${adapter.server.command.join(' ')} --version failed: ${programFound ? version.output : `${program} does not exist`}` };

  prov.root = env.uid === 0
    ? { provisioned: true, evidence: 'running as uid 0 (can create foreign-owned objects and read-only bind mounts)' }
    : { provisioned: false, evidence: `running as uid ${env.uid}; foreign-owner and read-only-mount scenarios need root` };

  if (env.platform === 'linux') {
    const ns = await run(['unshare', '-m', '--propagation', 'private', 'true'], probeEnv, bound);
    prov['mount-namespace'] = { provisioned: ns.ok, evidence: ns.ok ? 'unshare -m works' : `unshare -m failed: ${ns.output}` };
  } else {
    prov['mount-namespace'] = { provisioned: false, evidence: `mount namespaces are Linux-only; this lane is ${env.platform}` };
  }

  for (const os of ['linux', 'macos', 'windows'] as const) {
    const here = ({ linux: 'linux', macos: 'darwin', windows: 'win32' } as const)[os] === env.platform;
    prov[`platform:${os}`] = { provisioned: here, evidence: `this lane runs on ${env.platform}` };
  }
  prov['platform:posix'] = { provisioned: env.platform !== 'win32', evidence: `this lane runs on ${env.platform}` };

  prov['agent-cache-binary'] = await probeAgentCacheBinary(env, adapter, run, exists, probeEnv, bound);
  prov.model = probeModel(env.env.M1ND_TEST_EMBED_MODEL, opts.generatedModel, exists);
  prov['real-model'] = probeRealModel(env.env.M1ND_TEST_EMBED_MODEL, opts.generatedModel, exists, opts.readText ?? readTextFile);
  prov.container = await probeContainer(env.env, run, bound);

  const git = await run(['git', '--version'], probeEnv, bound);
  prov.git = { provisioned: git.ok, evidence: git.ok ? git.output : `git --version failed: ${git.output}` };
  return prov;
}

function probeModel(fromEnv: string | undefined, generated: string | undefined, exists: (p: string) => boolean): Provisioning[string] {
  const candidates = [fromEnv ? { dir: fromEnv, from: 'M1ND_TEST_EMBED_MODEL' } : null, generated ? { dir: generated, from: 'the kit-generated model' } : null]
    .filter((c): c is { dir: string; from: string } => c !== null);
  if (candidates.length === 0) return { provisioned: false, evidence: 'M1ND_TEST_EMBED_MODEL is unset and no generated model is available' };
  const reasons: string[] = [];
  for (const c of candidates) {
    const missing = MODEL_FILES.filter((f) => !exists(join(c.dir, f)));
    if (missing.length === 0) return { provisioned: true, evidence: `${c.from}: ${c.dir} has ${MODEL_FILES.join(', ')}` };
    reasons.push(`${c.from} ${c.dir} lacks ${missing.join(', ')}`);
  }
  return { provisioned: false, evidence: reasons.join('; ') };
}

/** config.json's tokenizer_name in the kit's generated model (harness/model): a fixture, never a real model. */
export const KIT_MODEL_TOKENIZER = 'm1nd-conformance/tiny-fixture-model';

/**
 * A real model is one the user provided in M1ND_TEST_EMBED_MODEL: the runner also sets that variable to the
 * kit's generated model on the default lane, so the generated directory and the kit's config are told apart.
 */
function probeRealModel(fromEnv: string | undefined, generated: string | undefined, exists: (p: string) => boolean, readText: (p: string) => string | null): Provisioning[string] {
  if (!fromEnv) return { provisioned: false, evidence: 'M1ND_TEST_EMBED_MODEL is unset; set it to a real model2vec directory to run the real-model probes' };
  if (fromEnv === generated) return { provisioned: false, evidence: `M1ND_TEST_EMBED_MODEL ${fromEnv} is the kit-generated model, not a real one` };
  const missing = MODEL_FILES.filter((f) => !exists(join(fromEnv, f)));
  if (missing.length > 0) return { provisioned: false, evidence: `M1ND_TEST_EMBED_MODEL ${fromEnv} lacks ${missing.join(', ')}` };
  if (readText(join(fromEnv, 'config.json'))?.includes(KIT_MODEL_TOKENIZER)) {
    return { provisioned: false, evidence: `M1ND_TEST_EMBED_MODEL ${fromEnv} is a kit-generated fixture model (${KIT_MODEL_TOKENIZER}), not a real one` };
  }
  return { provisioned: true, evidence: `M1ND_TEST_EMBED_MODEL: ${fromEnv} has ${MODEL_FILES.join(', ')}` };
}

function readTextFile(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
