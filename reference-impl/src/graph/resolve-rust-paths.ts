// Rust module paths to the files of the tree: `crate::a::b` from the crate root (the nearest directory above the
// file holding lib.rs or main.rs), `self::` and `super::` from the file's own module, and `m::` through a
// `mod m;` the file declares. A module `a::b` is the file `a/b.rs` or `a/b/mod.rs` below the root; a path that
// starts anywhere else names another crate.
import path from 'node:path';

const ROOT_FILES = ['lib.rs', 'main.rs'];
const OWNER_FILES = new Set([...ROOT_FILES, 'mod.rs']);

/**
 * The module file `spec` names, written in `fromRel` (one file, or none when no file of the tree is that module);
 * null when the path leads out of the crate.
 */
export function rustModuleFiles(fromRel: string, spec: string, modDecls: readonly string[], paths: ReadonlySet<string>): string[] | null {
  const segs = spec.split('::');
  const head = segs[0]!;
  if (segs.some((s) => s === '')) return null;
  if (head === 'self' && segs.length === 1) return [fromRel];
  const root = crateRootDir(fromRel, paths);
  let dir: string;
  let rest: string[];
  if (head === 'crate') {
    // Which file of a tests (examples, benches) directory roots the crate, and what its `#[path]` modules are, is not
    // read: `crate::` there is not followed.
    if (root === null || isTargetDir(root, paths)) return [];
    [dir, rest] = [root, segs.slice(1)];
  } else if (head === 'self' || head === 'super') {
    dir = childrenDir(fromRel);
    rest = segs.slice(1);
    if (head === 'super') {
      let ups = 1;
      while (rest[0] === 'super') [ups, rest] = [ups + 1, rest.slice(1)];
      for (; ups > 0; ups--) {
        if (root === null || dir === root) return [];
        dir = path.posix.dirname(dir);
      }
    }
  } else if (modDecls.includes(head)) {
    [dir, rest] = [childrenDir(fromRel), segs];
  } else {
    return null;
  }
  if (rest.some((s) => s === 'self' || s === 'super' || s === 'crate')) return [];
  const target = rest.length === 0 ? dir : path.posix.join(dir, ...rest);
  const candidates = target === root ? ROOT_FILES.map((f) => join(target, f)) : [`${target}.rs`, join(target, 'mod.rs')];
  const hit = candidates.find((c) => paths.has(c));
  return hit ? [hit] : [];
}

/** Where the file's own submodules live: beside lib.rs, main.rs and mod.rs; in foo/ for foo.rs. */
function childrenDir(fromRel: string): string {
  const dir = path.posix.dirname(fromRel);
  const base = path.posix.basename(fromRel);
  return OWNER_FILES.has(base) ? dir : join(dir, base.replace(/\.rs$/, ''));
}

/** Cargo's directories each of whose files is a crate root of its own (an integration test, an example, a bench). */
const TARGET_DIRS = new Set(['tests', 'examples', 'benches']);

/**
 * The nearest directory at or above the file's own holding lib.rs or main.rs, or a package's `tests`, `examples` or
 * `benches` (beside its Cargo.toml), whose files are crate roots: `super` from `tests/debug/gen.rs` is `tests/debug`.
 */
function crateRootDir(fromRel: string, paths: ReadonlySet<string>): string | null {
  let dir = path.posix.dirname(fromRel);
  for (;;) {
    if (ROOT_FILES.some((f) => paths.has(join(dir, f))) || isTargetDir(dir, paths)) return dir;
    if (dir === '.') return null;
    dir = path.posix.dirname(dir);
  }
}

function isTargetDir(dir: string, paths: ReadonlySet<string>): boolean {
  return TARGET_DIRS.has(path.posix.basename(dir)) && paths.has(join(path.posix.dirname(dir), 'Cargo.toml'));
}

function join(dir: string, name: string): string {
  return dir === '.' ? name : `${dir}/${name}`;
}
