import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const RELAY_BIN = join(HERE, 'relay-bin.mjs');
export const ENGINE_ANSWER_BIN = join(HERE, 'engine-answer-bin.mjs');

export interface ContainerLane {
  image: string;
  /** the engine address; children get a scrubbed environment, so it travels in argv */
  dockerHost?: string;
}

/** Wraps an implementation argv so it runs inside the lane's image through the relay. */
export function containerCommand(argv: string[], lane: ContainerLane, node: string = process.execPath): string[] {
  if (argv.length === 0) throw new Error('containerCommand needs the implementation argv (the adapter server.command)');
  return [node, RELAY_BIN, '--image', lane.image, ...(lane.dockerHost ? ['--docker-host', lane.dockerHost] : []), '--', ...argv];
}

/** Parses the relay's own arguments: `--image I [--docker-host H] -- argv...`. */
export function parseRelayArgs(args: string[]): { lane: ContainerLane; argv: string[] } {
  const at = args.indexOf('--');
  const own = at >= 0 ? args.slice(0, at) : args;
  const argv = at >= 0 ? args.slice(at + 1) : [];
  const lane: Partial<ContainerLane> = {};
  for (let i = 0; i < own.length; i += 2) {
    const [flag, value] = [own[i], own[i + 1]];
    if (value === undefined) throw new Error(`relay: ${flag} needs a value`);
    if (flag === '--image') lane.image = value;
    else if (flag === '--docker-host') lane.dockerHost = value;
    else throw new Error(`relay: unknown flag ${flag}; usage: relay-bin.mjs --image IMAGE [--docker-host HOST] -- ARGV...`);
  }
  if (!lane.image) throw new Error('relay: --image IMAGE is required (the container lane sets it from M1ND_TEST_IMAGE)');
  if (argv.length === 0) throw new Error('relay: give the implementation argv after --');
  return { lane: lane as ContainerLane, argv };
}
