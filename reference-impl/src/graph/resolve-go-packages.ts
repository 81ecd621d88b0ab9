// Go import paths to the package directories of the tree: a path under a module some go.mod of the tree declares
// names the directory at the rest of the path below that go.mod; any other path is a package from elsewhere.
import path from 'node:path';
import type { FileLinks } from '../records/index.js';
import { GO_MOD_LANG } from './extract-gomod.js';

export class GoPackages {
  /** Module path → the directories whose go.mod declares it. */
  private readonly modules = new Map<string, string[]>();
  private byDir: Map<string, string[]> | null = null;

  constructor(links: readonly FileLinks[], private readonly paths: ReadonlySet<string>) {
    for (const l of links) {
      if (l.lang !== GO_MOD_LANG || !l.namespace) continue;
      const dirs = this.modules.get(l.namespace) ?? this.modules.set(l.namespace, []).get(l.namespace)!;
      dirs.push(path.posix.dirname(l.path));
    }
  }

  /**
   * The package directories an import path names (one, or one per go.mod declaring the same module), or null
   * when it lies under no module of the tree. The longest module path that prefixes it wins.
   */
  directoriesOf(importPath: string): string[] | null {
    const best = this.moduleOf(importPath);
    if (best === null) return null;
    const rest = importPath.slice(best.length + 1);
    return this.modules.get(best)!.map((dir) => path.posix.normalize(path.posix.join(dir, rest)));
  }

  /** The longest module path of the tree that prefixes the import path, or null. */
  private moduleOf(importPath: string): string | null {
    let best: string | null = null;
    for (const mod of this.modules.keys()) {
      if ((importPath === mod || importPath.startsWith(`${mod}/`)) && (best === null || mod.length > best.length)) best = mod;
    }
    return best;
  }

  /**
   * Whether an import path is written as a package of the tree: under a module of the tree, and not a later major
   * version of it (`mod/v2/...`), which is a module of its own and, unless the tree holds files there, one from
   * elsewhere.
   */
  isLocal(importPath: string): boolean {
    const best = this.moduleOf(importPath);
    return best !== null && !/^v([2-9]|[1-9]\d+)(\/|$)/.test(importPath.slice(best.length + 1));
  }

  /** The package's non-test Go files in `dir`. */
  filesIn(dir: string): readonly string[] {
    if (!this.byDir) {
      this.byDir = new Map();
      for (const p of this.paths) {
        if (!p.endsWith('.go') || p.endsWith('_test.go')) continue;
        const d = path.posix.dirname(p);
        (this.byDir.get(d) ?? this.byDir.set(d, []).get(d)!).push(p);
      }
    }
    return this.byDir.get(dir) ?? [];
  }
}
