import { existsSync } from 'node:fs';
import { parseRelayArgs } from './container-command.js';
import { buildContainerSpec } from './container-spec.js';
import { runInContainer } from './run-in-container.js';
import { connectEngine } from './testcontainers-engine.js';

/** The relay process: stands in for the implementation and runs it in the lane's image. Returns the exit status. */
export async function relayMain(args: string[]): Promise<number> {
  const { lane, argv } = parseRelayArgs(args);
  if (lane.dockerHost) process.env.DOCKER_HOST = lane.dockerHost;
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && e[0] !== 'DOCKER_HOST'));
  const spec = buildContainerSpec({
    image: lane.image, argv, cwd: process.cwd(), env,
    uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, exists: existsSync,
  });
  const engine = await connectEngine();
  return runInContainer(spec, engine, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    onSignal: (handler) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => handler(signal));
    },
  });
}
