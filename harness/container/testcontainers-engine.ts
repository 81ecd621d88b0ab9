import type { Writable } from 'node:stream';
import { getContainerRuntimeClient, ImageName } from 'testcontainers';
import type { ContainerSpec } from './container-spec.js';
import type { ContainerEngine, ContainerHandle, EngineAnswer } from './engine.js';

/** Asks the engine itself (through testcontainers' runtime client) for its version and the image. */
export async function askEngine(image: string | null): Promise<EngineAnswer> {
  const client = await getContainerRuntimeClient();
  const rt = client.info.containerRuntime;
  const imagePresent = image ? await client.image.exists(ImageName.fromString(image)) : null;
  return { host: rt.host, serverVersion: String(rt.serverVersion), operatingSystem: rt.operatingSystem, imagePresent };
}

/** The real engine: a dockerode container created through testcontainers' runtime client. */
export async function connectEngine(): Promise<ContainerEngine> {
  const client = await getContainerRuntimeClient();
  const docker = client.container.dockerode;
  return {
    async create(spec: ContainerSpec): Promise<ContainerHandle> {
      const c = await client.container.create({
        Image: spec.image,
        Cmd: spec.cmd,
        Env: spec.env,
        WorkingDir: spec.workingDir,
        User: spec.user,
        OpenStdin: true,
        StdinOnce: true,
        AttachStdin: true,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
        HostConfig: { Binds: spec.binds, NetworkMode: spec.networkMode, PidMode: spec.pidMode },
      });
      return {
        async attach(stdout: Writable, stderr: Writable): Promise<Writable> {
          const stream = await c.attach({ stream: true, stdin: true, stdout: true, stderr: true, hijack: true });
          docker.modem.demuxStream(stream, stdout, stderr);
          return stream as unknown as Writable;
        },
        start: () => c.start().then(() => undefined),
        kill: (signal: string) => c.kill({ signal }).then(() => undefined),
        wait: async () => ((await c.wait()) as { StatusCode: number }).StatusCode,
        remove: () => c.remove({ force: true }).then(() => undefined),
      };
    },
  };
}
