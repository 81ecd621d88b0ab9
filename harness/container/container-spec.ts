import { isAbsolute, sep } from 'node:path';

/** Everything the engine needs to run one implementation process inside the lane's image. */
export interface ContainerSpec {
  image: string;
  cmd: string[];
  env: string[];
  workingDir: string;
  user: string;
  /** host path -> the same path inside the container */
  binds: string[];
  networkMode: 'host';
  pidMode: 'host';
}

export interface SpecInputs {
  image: string;
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  uid: number;
  gid: number;
  /** whether a host path exists (injected for tests) */
  exists: (path: string) => boolean;
}

// The image brings its own PATH; the host's would name host directories.
const HOST_ONLY = new Set(['PATH']);

/**
 * The container that stands in for a child process: same argv, cwd and environment, running as the same
 * UID, on the host network (a loopback HTTP owner stays reachable at 127.0.0.1) and the host pid space (a
 * seam's `reached` pid is a host pid). Every fixture path the child is told about is mounted at the same path.
 */
export function buildContainerSpec(x: SpecInputs): ContainerSpec {
  const paths = [x.cwd, ...Object.entries(x.env).filter(([k]) => !HOST_ONLY.has(k)).map(([, v]) => v), ...x.argv.slice(1)]
    .filter((p) => isAbsolute(p) && !p.includes(':') && x.exists(p));
  return {
    image: x.image,
    cmd: x.argv,
    env: Object.entries(x.env).filter(([k]) => !HOST_ONLY.has(k)).map(([k, v]) => `${k}=${v}`),
    workingDir: x.cwd,
    user: `${x.uid}:${x.gid}`,
    binds: mountRoots(paths).map((p) => `${p}:${p}`),
    networkMode: 'host',
    pidMode: 'host',
  };
}

/**
 * The directories to mount: the deepest common ancestor of the fixture paths when it is specific enough
 * (a scenario's home keeps home, runtime and repositories side by side), else each top-level path alone.
 */
export function mountRoots(paths: string[]): string[] {
  if (paths.length === 0) return [];
  const common = paths.reduce((a, b) => commonAncestor(a, b));
  if (common.split(sep).filter(Boolean).length >= 3) return [common];
  const sorted = [...new Set(paths)].sort();
  return sorted.filter((p, i) => !sorted.slice(0, i).some((q) => p === q || p.startsWith(`${q}${sep}`)));
}

function commonAncestor(a: string, b: string): string {
  const pa = a.split(sep);
  const pb = b.split(sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  return pa.slice(0, i).join(sep) || sep;
}
