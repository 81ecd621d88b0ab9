// Go's build constraints: a file named `*_GOOS.go`, `*_GOARCH.go` or `*_GOOS_GOARCH.go` (a `_test` before `.go`
// aside) is built only for that system or architecture, as the go command decides (go/build's goodOSArchFile), and
// a `//go:build` line above the package clause says for which builds a file is taken (`linux && !arm`, `unix`). A
// build that compiles holds one definition of a package's name, so of several, a use means only those that some
// build takes together with the use's own file and without the others.

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

/** The systems the `unix` build tag stands for. */
const UNIX = new Set(['aix', 'android', 'darwin', 'dragonfly', 'freebsd', 'hurd', 'illumos', 'ios', 'linux', 'netbsd', 'openbsd', 'solaris']);

/** A `//go:build` expression read into a tree: a tag, `!x`, `x && y`, `x || y`. */
type BuildExpr = { tag: string } | { not: BuildExpr } | { and: [BuildExpr, BuildExpr] } | { or: [BuildExpr, BuildExpr] };

/** The expression of a `//go:build` line (without `//go:build`), or null when it is none the go command would read. */
export function parseBuildExpr(text: string): BuildExpr | null {
  const tokens = text.match(/\s*(\(|\)|!|&&|\|\||[A-Za-z0-9_.]+|\S)/g)?.map((t) => t.trim()) ?? [];
  let at = 0;
  // `x op y op …`, left to right, each operand read by `operand`.
  const chain = (op: '||' | '&&', operand: () => BuildExpr | null): BuildExpr | null => {
    let left = operand();
    while (left !== null && tokens[at] === op) {
      at++;
      const right = operand();
      left = right === null ? null : op === '||' ? { or: [left, right] } : { and: [left, right] };
    }
    return left;
  };
  const or = (): BuildExpr | null => chain('||', and);
  const and = (): BuildExpr | null => chain('&&', unary);
  const unary = (): BuildExpr | null => {
    const t = tokens[at++];
    if (t === '!') {
      const inner = unary();
      return inner === null ? null : { not: inner };
    }
    if (t === '(') {
      const inner = or();
      return inner !== null && tokens[at++] === ')' ? inner : null;
    }
    return t !== undefined && /^[A-Za-z0-9_.]+$/.test(t) ? { tag: t } : null;
  };
  const expr = or();
  return expr !== null && at === tokens.length ? expr : null;
}

/** What a Go file says of the builds that take it: its name's system and architecture, and its `//go:build` line's expression. */
export interface GoBuild {
  path: string;
  /** The `//go:build` expression as written, or null. */
  expr: string | null;
}

/** Tags free to be either in a build (`cgo`, `race`, `gccgo`): at most this many are tried both ways. */
const MAX_FREE_TAGS = 8;

/**
 * The tag no build sets: the go command's documentation gives `//go:build ignore` as the way to keep a file from every
 * build (a generator's input, a program run with `go run`).
 */
const NEVER_SET = 'ignore';

const choices = new Map<string, boolean[]>();

/**
 * Of several definitions of one name in a package, which a use in `user` may mean: those for which some build takes
 * the user's file and the definition's and none of the others' (a valid build holds one definition of a name). A
 * `//go:build` expression the go command would not read constrains nothing; so does everything, past more free
 * tags than are tried.
 */
export function possibleDefinitions(user: GoBuild, candidates: readonly GoBuild[]): boolean[] {
  const keyOf = (b: GoBuild): string => {
    const c = goFileConstraint(b.path);
    return `${c.os}/${c.arch}/${b.expr}`;
  };
  const key = [user, ...candidates].map(keyOf).join('\u0000');
  let answer = choices.get(key);
  if (!answer) {
    const all = [user, ...candidates].map((b) => ({ name: goFileConstraint(b.path), expr: b.expr === null ? null : parseBuildExpr(b.expr) }));
    const free = new Set<string>();
    for (const f of all) if (f.expr) freeTags(f.expr, free);
    answer = free.size > MAX_FREE_TAGS ? candidates.map(() => true) : candidates.map((_, i) => anyBuildTakes(all[0]!, all[i + 1]!, all.filter((_, j) => j !== 0 && j !== i + 1), [...free]));
    choices.set(key, answer);
  }
  return answer;
}

/** Whether one build may take both Go files, as far as their names and `//go:build` lines say. */
export function goFilesCompatible(a: string | GoBuild, b: string | GoBuild): boolean {
  const build = (x: string | GoBuild): GoBuild => (typeof x === 'string' ? { path: x, expr: null } : x);
  return possibleDefinitions(build(a), [build(b)])[0]!;
}

interface Constraint {
  name: GoFileConstraint;
  expr: BuildExpr | null;
}

/** Whether some system, architecture and choice of the free tags takes `user` and `chosen` and none of `others`. */
function anyBuildTakes(user: Constraint, chosen: Constraint, others: readonly Constraint[], frees: readonly string[]): boolean {
  for (const os of KNOWN_OS) {
    if (!nameTakes(user.name, os, null) || !nameTakes(chosen.name, os, null)) continue;
    for (const arch of KNOWN_ARCH) {
      if (!nameTakes(user.name, os, arch) || !nameTakes(chosen.name, os, arch)) continue;
      for (let bits = 0; bits < 1 << frees.length; bits++) {
        const on = (tag: string): boolean => {
          if (KNOWN_OS.has(tag)) return tag === os || ALSO.get(os) === tag;
          if (KNOWN_ARCH.has(tag)) return tag === arch;
          if (tag === 'unix') return UNIX.has(os);
          // A tag none of the files makes free (`ignore`) is in no build.
          const free = frees.indexOf(tag);
          return free !== -1 && (bits & (1 << free)) !== 0;
        };
        const takes = (c: Constraint): boolean => nameTakes(c.name, os, arch) && (c.expr === null || holds(c.expr, on));
        if (takes(user) && takes(chosen) && !others.some(takes)) return true;
      }
    }
  }
  return false;
}

/** Whether a build for `os` (and `arch`, when given) takes a file of that name. */
function nameTakes(name: GoFileConstraint, os: string, arch: string | null): boolean {
  return (name.os === null || name.os === os || ALSO.get(os) === name.os) && (arch === null || name.arch === null || name.arch === arch);
}

function freeTags(e: BuildExpr, out: Set<string>): void {
  if ('tag' in e) {
    if (!KNOWN_OS.has(e.tag) && !KNOWN_ARCH.has(e.tag) && e.tag !== 'unix' && e.tag !== NEVER_SET) out.add(e.tag);
  } else if ('not' in e) freeTags(e.not, out);
  else for (const part of 'and' in e ? e.and : e.or) freeTags(part, out);
}

function holds(e: BuildExpr, on: (tag: string) => boolean): boolean {
  if ('tag' in e) return on(e.tag);
  if ('not' in e) return !holds(e.not, on);
  if ('and' in e) return holds(e.and[0], on) && holds(e.and[1], on);
  return holds(e.or[0], on) || holds(e.or[1], on);
}
