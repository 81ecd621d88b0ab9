import { ENGINE_ANSWER_BIN } from './container-command.js';
import type { EngineAnswer } from './engine.js';

/** A bounded probe command runner (the lanes' runner has this shape). */
export type BoundedRun = (argv: string[], env: Record<string, string>, boundMs: number) => Promise<{ ok: boolean; output: string }>;

const ENGINE_VARS = /^(DOCKER_HOST|DOCKER_TLS_VERIFY|DOCKER_CERT_PATH|DOCKER_CONTEXT|TESTCONTAINERS_[A-Z_]+)$/;

/**
 * The container need (harness/README.md, tags, lanes and skips): provisioned only when the engine itself answers through testcontainers'
 * runtime client within the bound (a docker client without an engine is not provisioning) and the image
 * named by M1ND_TEST_IMAGE is present. The answer is asked in a child process, killed at the bound.
 */
export async function probeContainer(
  env: Readonly<Record<string, string | undefined>>,
  run: BoundedRun,
  boundMs: number,
  node: string = process.execPath,
): Promise<{ provisioned: boolean; evidence: string }> {
  const probeEnv: Record<string, string> = { PATH: env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };
  if (env.HOME) probeEnv.HOME = env.HOME;
  for (const [k, v] of Object.entries(env)) if (v !== undefined && ENGINE_VARS.test(k)) probeEnv[k] = v;
  const image = env.M1ND_TEST_IMAGE || null;
  const where = probeEnv.DOCKER_HOST ? `DOCKER_HOST=${probeEnv.DOCKER_HOST}` : 'the default engine socket';
  const r = await run([node, ENGINE_ANSWER_BIN, ...(image ? [image] : [])], probeEnv, boundMs);
  if (!r.ok) return { provisioned: false, evidence: `no container engine answered at ${where} (testcontainers runtime client, bound ${boundMs} ms): ${r.output || 'no output'}` };
  let answer: EngineAnswer;
  try {
    answer = JSON.parse(r.output.split(' | ').at(-1) ?? '') as EngineAnswer;
  } catch {
    return { provisioned: false, evidence: `the engine probe printed no answer: ${r.output}` };
  }
  const engine = `engine at ${answer.host} answered: server ${answer.serverVersion} (${answer.operatingSystem})`;
  if (!image) return { provisioned: false, evidence: `${engine}, but M1ND_TEST_IMAGE is unset: name the image that holds the implementation` };
  if (!answer.imagePresent) return { provisioned: false, evidence: `${engine}, but image ${image} (M1ND_TEST_IMAGE) is not present: build or pull it first` };
  return { provisioned: true, evidence: `${engine}; image ${image} is present` };
}
