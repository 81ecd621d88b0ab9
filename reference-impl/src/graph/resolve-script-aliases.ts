// TypeScript's path aliases: a non-relative import (`@/util`, `components/Button`) that the project config governing
// the importing file maps into the tree through `compilerOptions.paths` or `baseUrl`. The governing config is the
// nearest `tsconfig.json` (else `jsconfig.json`) in the file's directory or one above it; `extends` chains within
// the tree are followed, a later config's `paths` and `baseUrl` replacing an earlier one's. A config from a package
// (`@tsconfig/node20`) is outside the tree and brings nothing. What no alias maps may still name a workspace package
// of the tree (resolve-workspaces.ts), tried after them as TypeScript reaches packages after its paths.
import path from 'node:path';
import type { FileLinks } from '../records/index.js';
import { SCRIPT_CONFIG_LANG } from './extract-script-config.js';
import { WorkspacePackages } from './resolve-workspaces.js';
import { inTree, starMatch } from './tree-path.js';

interface Options {
  /** The paths patterns in the order written, each with its targets, and the directory they are relative to. */
  paths: { pattern: string; targets: string[] }[] | null;
  pathsDir: string;
  /** baseUrl as a directory of the tree (`.` for the root), or null. */
  baseUrl: string | null;
}

const GOVERNING = ['tsconfig.json', 'jsconfig.json'];

export class ScriptAliases {
  private readonly configs = new Map<string, FileLinks>();
  private readonly governingOf = new Map<string, string | null>();
  private readonly optionsOf = new Map<string, Options | null>();
  private readonly workspaces: WorkspacePackages;

  constructor(links: readonly FileLinks[]) {
    for (const l of links) if (l.lang === SCRIPT_CONFIG_LANG) this.configs.set(l.path, l);
    this.workspaces = new WorkspacePackages(links);
  }

  /**
   * The tree paths a non-relative specifier written in a file of `dir` may name, in the order TypeScript tries them:
   * the targets of the best matching `paths` pattern, then the specifier under baseUrl (both without extension),
   * then the entry point of a workspace package of that name (as its manifest writes it).
   */
  bases(dir: string, spec: string): string[] {
    return [...this.configBases(dir, spec), ...this.workspaces.bases(spec)];
  }

  /**
   * Whether the tree claims the specifier as its own, found or not: a `paths` pattern other than a lone `*` takes
   * it, or it names a workspace package of the tree. An import so claimed that names no file is missing, not a
   * package's.
   */
  claims(dir: string, spec: string): boolean {
    if (this.workspaces.claims(spec)) return true;
    const options = this.optionsFor(dir);
    const match = options?.paths ? bestMatch(options.paths, spec) : null;
    return match !== null && match.pattern !== '*';
  }

  /** The options of the config governing a file of `dir`, extends applied; null when none governs. */
  private optionsFor(dir: string): Options | null {
    if (this.configs.size === 0) return null;
    const config = this.governing(dir);
    return config === null ? null : this.options(config, new Set());
  }

  private configBases(dir: string, spec: string): string[] {
    const options = this.optionsFor(dir);
    if (!options) return [];
    const out: string[] = [];
    const match = options.paths ? bestMatch(options.paths, spec) : null;
    if (match) {
      const base = options.baseUrl ?? options.pathsDir;
      for (const target of match.targets) {
        const joined = inTree(base, target.replace('*', match.star));
        if (joined !== null) out.push(joined);
      }
    }
    if (options.baseUrl !== null) {
      const joined = inTree(options.baseUrl, spec);
      if (joined !== null) out.push(joined);
    }
    return out;
  }

  private governing(dir: string): string | null {
    let found = this.governingOf.get(dir);
    if (found === undefined) {
      found = null;
      for (const name of GOVERNING) {
        const candidate = dir === '.' ? name : `${dir}/${name}`;
        if (this.configs.has(candidate)) {
          found = candidate;
          break;
        }
      }
      if (found === null && dir !== '.') found = this.governing(path.posix.dirname(dir));
      this.governingOf.set(dir, found);
    }
    return found;
  }

  /** A config's options with what it extends applied; `seen` breaks an `extends` cycle. */
  private options(configPath: string, seen: Set<string>): Options | null {
    const cached = this.optionsOf.get(configPath);
    if (cached !== undefined) return cached;
    const config = this.configs.get(configPath);
    if (!config || seen.has(configPath)) return null;
    seen.add(configPath);
    const dir = path.posix.dirname(configPath);
    let options: Options = { paths: null, pathsDir: dir, baseUrl: null };
    // Each config extended, in order, sets what it sets: a later one's paths or baseUrl replace an earlier one's.
    for (const spec of config.imports) {
      const parent = this.extended(dir, spec);
      const inherited = parent === null ? null : this.options(parent, seen);
      if (inherited?.paths) options = { ...options, paths: inherited.paths, pathsDir: inherited.pathsDir };
      if (inherited?.baseUrl != null) options = { ...options, baseUrl: inherited.baseUrl };
    }
    if (config.namespace) options.baseUrl = inTree(dir, config.namespace);
    const own = config.bindings ?? [];
    if (own.length > 0) {
      const paths: { pattern: string; targets: string[] }[] = [];
      for (const b of own) {
        const last = paths[paths.length - 1];
        if (last && last.pattern === b.local) last.targets.push(b.from);
        else paths.push({ pattern: b.local, targets: [b.from] });
      }
      options.paths = paths;
      options.pathsDir = dir;
    }
    this.optionsOf.set(configPath, options);
    return options;
  }

  /** The config an `extends` names: the file itself, or with `.json` added. */
  private extended(dir: string, spec: string): string | null {
    const base = inTree(dir, spec);
    if (base === null) return null;
    if (this.configs.has(base)) return base;
    return this.configs.has(`${base}.json`) ? `${base}.json` : null;
  }
}

/** TypeScript's choice: an exact pattern first, else the `*` pattern with the longest prefix that matches. */
function bestMatch(paths: readonly { pattern: string; targets: string[] }[], spec: string): { pattern: string; targets: string[]; star: string } | null {
  for (const p of paths) if (!p.pattern.includes('*') && p.pattern === spec) return { pattern: p.pattern, targets: p.targets, star: '' };
  let best: { pattern: string; targets: string[]; star: string; prefix: number } | null = null;
  for (const p of paths) {
    const m = starMatch(p.pattern, spec);
    if (!m || (best && best.prefix >= m.prefix)) continue;
    best = { pattern: p.pattern, targets: p.targets, star: m.star, prefix: m.prefix };
  }
  return best;
}

