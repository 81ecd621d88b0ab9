import type { Adapter } from '../adapter/index.js';
import { containerCommand } from '../container/index.js';
import type { HarnessEnv } from '../env/index.js';
import { probeLane, type Provisioning } from '../lanes/index.js';
import { generateTinyModel } from '../model/index.js';

export interface ResolvedLane {
  /** the adapter as this lane runs it (wrapped for the container lane) */
  adapter: Adapter;
  provisioning: Provisioning;
  /** the kit-generated model dir of the default lane, else null */
  generatedModel: string | null;
  /** why this lane cannot run at all (the container lane was asked for but is not there), else null */
  refusal: string | null;
}

/**
 * The lane as `run` uses it and `probe` shows it: the default lane gets the kit-generated model (harness/README.md, the implementation adapter);
 * M1ND_TEST_IMAGE asks for the container lane, where every server runs in the image through the relay and
 * the lane is probed again so `--version` evidence comes from inside the image.
 */
export async function resolveLane(env: HarnessEnv, adapter: Adapter, explicitAdapter: boolean, modelDir: string): Promise<ResolvedLane> {
  const bundled = !explicitAdapter && !env.env.M1ND_TEST_ADAPTER && !env.env.M1ND_TEST_EMBED_MODEL;
  const generatedModel = bundled ? (await generateTinyModel(modelDir), modelDir) : null;
  const probeOpts = generatedModel ? { generatedModel } : {};
  const provisioning = await probeLane(env, adapter, probeOpts);
  const image = env.env.M1ND_TEST_IMAGE;
  if (!image) return { adapter, provisioning, generatedModel, refusal: null };
  if (!provisioning.container?.provisioned) {
    const refusal = `M1ND_TEST_IMAGE=${image} asks for the container lane, but it is not provisioned: ${provisioning.container?.evidence ?? 'not probed'}; start a container engine, or unset M1ND_TEST_IMAGE`;
    return { adapter, provisioning, generatedModel, refusal };
  }
  const dockerHost = env.env.DOCKER_HOST;
  const wrapped: Adapter = { ...adapter, server: { command: containerCommand(adapter.server.command, { image, ...(dockerHost ? { dockerHost } : {}) }) } };
  return { adapter: wrapped, provisioning: await probeLane(env, wrapped, probeOpts), generatedModel, refusal: null };
}
