// Rust module paths to the files of the tree: `crate::a::b` from the crate root (the nearest directory above the
// file holding lib.rs or main.rs), `self::` and `super::` from the file's own module, and `m::` through a
// `mod m;` the file declares. A module `a::b` is the file `a/b.rs` or `a/b/mod.rs` below the root, or the file a
// `#[path]` on its `mod` names; a path that starts anywhere else names another crate.
import path from 'node:path';
import type { FileLinks, ModDecl } from '../records/index.js';
import { modDeclName, OUTSIDE_CRATE } from './mod-decls.js';

const ROOT_FILES = ['lib.rs', 'main.rs'];
const OWNER_FILES = new Set([...ROOT_FILES, 'mod.rs']);

/** A module while a path is walked: its file (null for a module no file of the tree is), and where its own `mod`s look. */
interface Place {
  file: string | null;
  dir: string;
}

/**
 * The Rust files of one tree as modules: which file each `mod` declaration loads, the default place or the files its
 * `#[path]` attributes name, and where a file's own submodules live. Built once per resolution call.
 */
export class RustModules {
  private readonly decls = new Map<string, ReadonlyMap<string, ModDecl>>();
  /** Files a `#[path]` names, each with the files declaring it: such a file's submodules live beside it, as mod.rs's do. */
  private readonly declarers = new Map<string, string[]>();
  /**
   * `file\0name` for a `mod name;` whose name a `use` or an `extern crate` at the file's top binds to a crate too
   * (`#[cfg(windows)] mod c;` beside `#[cfg(not(windows))] use libc as c;`), or an `extern crate name;` alone (ModDecl
   * OUTSIDE_CRATE): a path through it may lead out of the crate.
   */
  private readonly contested = new Set<string>();

  constructor(links: Iterable<FileLinks>, readonly paths: ReadonlySet<string>) {
    for (const l of links) {
      if (l.lang !== 'rust' || l.mod_decls.length === 0) continue;
      const decls = new Map(l.mod_decls.map((d) => [modDeclName(d), d]));
      this.decls.set(l.path, decls);
      for (const d of l.mod_decls) if (typeof d !== 'string' && d.includes(OUTSIDE_CRATE)) this.contested.add(`${l.path}\u0000${d[0]}`);
      for (const d of l.mod_decls) {
        if (typeof d === 'string') continue;
        for (const f of this.attributeFiles(l.path, d)) (this.declarers.get(f) ?? this.declarers.set(f, []).get(f)!).push(l.path);
      }
    }
  }

  /** The files of the tree the declaration `d` of `fromRel` loads: none, one, or one per configuration. */
  declFiles(fromRel: string, d: ModDecl): string[] {
    return this.childPlaces({ file: fromRel, dir: this.childrenDir(fromRel) }, modDeclName(d), d).flatMap((p) => (p.file === null ? [] : [p.file]));
  }

  /** Whether `fromRel` declares `mod name;`. */
  declares(fromRel: string, name: string): boolean {
    return this.decls.get(fromRel)?.has(name) ?? false;
  }

  /** The directory of the crate a file belongs to (crateRootDir), or null when none is found above it. */
  crateOf(fromRel: string): string | null {
    return crateRootDir(fromRel, this.paths);
  }

  /**
   * The module files `spec` names, written in `fromRel`: none, one, or one per configuration when a `mod` on the way
   * is declared with alternative `#[cfg_attr(…, path)]` files; null when the path leads out of the crate.
   */
  moduleFiles(fromRel: string, spec: string): string[] | null {
    const segs = spec.split('::');
    const head = segs[0]!;
    if (segs.some((s) => s === '')) return null;
    if (head === 'self' && segs.length === 1) return [fromRel];
    const root = crateRootDir(fromRel, this.paths);
    let at: Place[];
    let rest: string[];
    if (head === 'crate') {
      // Which file of a tests (examples, benches) directory roots the crate, and what its `#[path]` modules are, is not
      // read: `crate::` there is not followed.
      if (root === null || isTargetDir(root, this.paths)) return [];
      [at, rest] = [[this.placeAt(root, root)], segs.slice(1)];
    } else if (head === 'self' || head === 'super') {
      at = [{ file: fromRel, dir: this.childrenDir(fromRel) }];
      rest = segs.slice(1);
      if (head === 'super') {
        let ups = 1;
        while (rest[0] === 'super') [ups, rest] = [ups + 1, rest.slice(1)];
        for (; ups > 0; ups--) {
          const parents = at.map((p) => this.parentPlaces(p, root));
          if (parents.includes(null)) return null;
          at = distinct(parents.flatMap((p) => p ?? []));
          if (at.length === 0) return [];
        }
      }
    } else if (this.declares(fromRel, head)) {
      [at, rest] = [[{ file: fromRel, dir: this.childrenDir(fromRel) }], segs];
    } else {
      return null;
    }
    if (rest.some((s) => s === 'self' || s === 'super' || s === 'crate')) return [];
    for (const seg of rest) {
      // Through a module another configuration replaces with an outside crate: not this tree's to answer.
      if (at.some((p) => p.file !== null && this.contested.has(`${p.file}\u0000${seg}`))) return null;
      at = this.sameConfiguration(fromRel, distinct(at.flatMap((p) => this.childPlaces(p, seg, p.file === null ? undefined : this.decls.get(p.file)?.get(seg)))));
    }
    return [...new Set(at.flatMap((p) => (p.file === null ? [] : [p.file])))];
  }

  /**
   * Of a module's files for several configurations, each a mod.rs owning a directory apart from the others', the one
   * whose directory holds `fromRel`: a file below `backend/libc/` is compiled only where `backend` is
   * `backend/libc/mod.rs`. (A file beside another module's, as `os/unix.rs` is beside `os/common.rs`, tells nothing.)
   */
  private sameConfiguration(fromRel: string, places: Place[]): Place[] {
    if (places.length < 2) return places;
    const owning = places.every((p) => p.file !== null && path.posix.basename(p.file) === 'mod.rs' && p.dir === path.posix.dirname(p.file));
    if (!owning || places.some((p, i) => places.some((q, j) => i !== j && within(q.dir, p.dir)))) return places;
    const holding = places.filter((p) => within(fromRel, p.dir));
    return holding.length === 1 ? holding : places;
  }

  /** Where the file's own submodules live: beside lib.rs, main.rs, mod.rs and a file a `#[path]` loads; in foo/ for foo.rs. */
  private childrenDir(fromRel: string): string {
    return this.declarers.has(fromRel) ? path.posix.dirname(fromRel) : defaultDir(fromRel);
  }

  /**
   * The submodule `name` of the module at `p`: the files its declaration's attributes name, else its default file in
   * `p.dir`. A default file the tree lacks still has a place (an inline `mod a { mod b; }` keeps b in a/b.rs).
   */
  private childPlaces(p: Place, name: string, d: ModDecl | undefined): Place[] {
    // A file a `#[path]` loads shares its directory with other modules' files: only its declared `mod`s are its own.
    if (d === undefined && p.file !== null && this.declarers.has(p.file)) return [];
    if (d === undefined || typeof d === 'string' || p.file === null) return [this.placeAt(join(p.dir, name), null)];
    const declared = p.file;
    const out: Place[] = [];
    for (const f of d.slice(1)) {
      const place = f === '' ? this.placeAt(join(p.dir, name), null) : null;
      if (place?.file) out.push(place);
      else if (f !== '' && f !== OUTSIDE_CRATE) {
        const file = this.attributeFile(declared, f);
        if (file !== null) out.push({ file, dir: path.posix.dirname(file) });
      }
    }
    return out;
  }

  /** The module whose own directory is `dir`: the crate root's lib.rs or main.rs, else dir.rs or dir/mod.rs. */
  private placeAt(dir: string, root: string | null): Place {
    const candidates = dir === root ? ROOT_FILES.map((f) => join(dir, f)) : [`${dir}.rs`, join(dir, 'mod.rs')];
    return { file: candidates.find((c) => this.paths.has(c)) ?? null, dir };
  }

  /**
   * `super` of the module at `p`: the module of the directory above; for a file a `#[path]` loads, the files declaring
   * it so, and that module too when it declares the file as its default (`mod common;` of tests/common/mod.rs). Null
   * when that module may be any crate root of a tests (examples, benches) directory: not read.
   */
  private parentPlaces(p: Place, root: string | null): Place[] | null {
    const declarers = p.file === null ? undefined : this.declarers.get(p.file);
    const dir = declarers ? defaultDir(p.file!) : p.dir;
    const above = root === null || dir === root ? null : this.placeAt(path.posix.dirname(dir), root);
    if (!declarers) return above ? [above] : [];
    const out = declarers.map((f): Place => ({ file: f, dir: this.childrenDir(f) }));
    if (above?.file === null && above.dir === root && isTargetDir(root, this.paths)) return null;
    if (above?.file && [...(this.decls.get(above.file)?.values() ?? [])].some((d) => this.declFiles(above.file!, d).includes(p.file!))) out.push(above);
    return out;
  }

  /** The files of the tree a declaration's attributes name (its default file not among them). */
  private attributeFiles(fromRel: string, d: readonly string[]): string[] {
    return d.slice(1).flatMap((f) => {
      const file = f === '' || f === OUTSIDE_CRATE ? null : this.attributeFile(fromRel, f);
      return file === null ? [] : [file];
    });
  }

  /** A `#[path]` as written, from the declaring file's directory; null when it leaves the tree or names no file of it. */
  private attributeFile(fromRel: string, written: string): string | null {
    if (written.startsWith('/')) return null;
    const joined = path.posix.normalize(join(path.posix.dirname(fromRel), written));
    return joined === '..' || joined.startsWith('../') || !this.paths.has(joined) ? null : joined;
  }
}

/** Where a file's submodules live when no `#[path]` loads it: beside lib.rs, main.rs and mod.rs; in foo/ for foo.rs. */
function defaultDir(fromRel: string): string {
  const dir = path.posix.dirname(fromRel);
  const base = path.posix.basename(fromRel);
  return OWNER_FILES.has(base) ? dir : join(dir, base.replace(/\.rs$/, ''));
}

/** `rel` is `dir` or lies below it. */
function within(rel: string, dir: string): boolean {
  return dir === '.' || rel === dir || rel.startsWith(`${dir}/`);
}

/** The places without repeats (several `#[cfg_attr(…, path)]` naming one file would multiply each step's places). */
function distinct(places: readonly Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const key = `${p.file ?? ''}\u0000${p.dir}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
