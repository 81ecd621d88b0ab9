// Go's file-name build constraints: a file named `*_GOOS.go`, `*_GOARCH.go` or `*_GOOS_GOARCH.go` (a `_test` before
// `.go` aside) is built only for that system or architecture, as the go command decides (go/build's goodOSArchFile).
// Two files whose names ask for different systems, or different architectures, are never in one build, so a use in
// one never means a definition in the other. `//go:build` lines are not read: a file they constrain counts as
// unconstrained, which keeps every candidate it defines.

const KNOWN_OS = new Set([
  'aix', 'android', 'darwin', 'dragonfly', 'freebsd', 'hurd', 'illumos', 'ios', 'js', 'linux', 'nacl', 'netbsd', 'openbsd',
  'plan9', 'solaris', 'wasip1', 'windows', 'zos',
]);

const KNOWN_ARCH = new Set([
  '386', 'amd64', 'amd64p32', 'arm', 'armbe', 'arm64', 'arm64be', 'loong64', 'mips', 'mipsle', 'mips64', 'mips64le',
  'mips64p32', 'mips64p32le', 'ppc', 'ppc64', 'ppc64le', 'riscv', 'riscv64', 's390', 's390x', 'sparc', 'sparc64', 'wasm',
]);

/** A system whose builds also take the files of another: android builds take linux files, illumos solaris's, ios darwin's. */
const ALSO = new Map([
  ['android', 'linux'],
  ['illumos', 'solaris'],
  ['ios', 'darwin'],
]);

export interface GoFileConstraint {
  os: string | null;
  arch: string | null;
}

const NONE: GoFileConstraint = { os: null, arch: null };

/** The system and architecture a Go file's name asks for (null: any); a path that is no `.go` file asks for none. */
export function goFileConstraint(path: string): GoFileConstraint {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (!base.endsWith('.go')) return NONE;
  const name = base.slice(0, base.indexOf('.'));
  // The part before the first underscore is the file's own name: `linux.go` asks for nothing.
  const under = name.indexOf('_');
  if (under < 0) return NONE;
  const parts = name.slice(under).split('_');
  if (parts[parts.length - 1] === 'test') parts.pop();
  const n = parts.length;
  if (n >= 2 && KNOWN_OS.has(parts[n - 2]!) && KNOWN_ARCH.has(parts[n - 1]!)) return { os: parts[n - 2]!, arch: parts[n - 1]! };
  const last = parts[n - 1]!;
  if (KNOWN_OS.has(last)) return { os: last, arch: null };
  if (KNOWN_ARCH.has(last)) return { os: null, arch: last };
  return NONE;
}

/** Whether one build may hold both Go files, as far as their names say. */
export function goFilesCompatible(a: string, b: string): boolean {
  const x = goFileConstraint(a);
  const y = goFileConstraint(b);
  if (x.arch !== null && y.arch !== null && x.arch !== y.arch) return false;
  if (x.os === null || y.os === null || x.os === y.os) return true;
  return ALSO.get(x.os) === y.os || ALSO.get(y.os) === x.os;
}
