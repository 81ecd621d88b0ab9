// Workspace packages: an import of a package by its name (`@org/util`, `@org/util/feature`) that a workspace of the
// tree holds, as npm, Yarn and pnpm link it. A workspace is declared by a package.json's `workspaces` globs or a
// pnpm-workspace.yaml's `packages`, relative to its directory; its members are the named packages whose directories
// the globs match. The import reaches the entry point the member's manifest gives for the subpath: its `exports`
// (a subpath it does not export reaches nothing), else for the package itself `types`, `typings`, `module` and
// `main`, else for a subpath the path itself. A name two members share is none of them.
import path from 'node:path';
import type { FileLinks } from '../records/index.js';
import { PACKAGE_MANIFEST_LANG } from './extract-package-manifest.js';
import { inTree, starMatch } from './tree-path.js';

interface Member {
  dir: string;
  entries: { subpath: string; target: string }[];
}

export class WorkspacePackages {
  private readonly members = new Map<string, Member | null>();

  constructor(links: readonly FileLinks[]) {
    const manifests = links.filter((l) => l.lang === PACKAGE_MANIFEST_LANG);
    const workspaces = manifests.filter((l) => (l.open_namespaces ?? []).length > 0);
    if (workspaces.length === 0) return;
    const matchers = workspaces.map((w) => ({ dir: path.posix.dirname(w.path), globs: compileGlobs(w.open_namespaces ?? []) }));
    for (const m of manifests) {
      if (!m.namespace || path.posix.basename(m.path) !== 'package.json') continue;
      const dir = path.posix.dirname(m.path);
      if (!matchers.some((w) => isMember(w.dir, w.globs, dir))) continue;
      const member: Member = { dir, entries: (m.bindings ?? []).map((b) => ({ subpath: b.local, target: b.from })) };
      // A name two members share is none of them.
      this.members.set(m.namespace, this.members.has(m.namespace) ? null : member);
    }
  }

  /** Whether `spec` names a member of a workspace of the tree (or a subpath of one). */
  claims(spec: string): boolean {
    return this.memberOf(spec) !== null;
  }

  private memberOf(spec: string): { member: Member; rest: string } | null {
    if (this.members.size === 0) return null;
    const parts = spec.split('/');
    const nameParts = spec.startsWith('@') ? 2 : 1;
    if (parts.length < nameParts) return null;
    const member = this.members.get(parts.slice(0, nameParts).join('/'));
    return member ? { member, rest: parts.slice(nameParts).join('/') } : null;
  }

  /** The tree paths (as written, extension and all) an import of `spec` may name, in the order they are tried. */
  bases(spec: string): string[] {
    const found = this.memberOf(spec);
    if (!found) return [];
    const { member, rest } = found;
    const subpath = rest === '' ? '.' : `./${rest}`;
    const targets = entryTargets(member.entries, subpath);
    const out: string[] = [];
    for (const t of targets ?? (subpath === '.' ? [] : [subpath])) {
      const joined = inTree(member.dir, t);
      if (joined !== null) out.push(joined);
    }
    // A package with no entry point for itself is its directory (its index).
    if (subpath === '.' && out.length === 0 && targets === null) out.push(member.dir);
    return out;
  }
}

/**
 * The targets an entry point list gives `subpath`: an exact subpath first, else the `*` pattern with the longest
 * prefix; an empty list when the manifest exports other subpaths only; null when it names none at all (no `exports`
 * and, for `.`, no field), so the path itself is tried.
 */
function entryTargets(entries: readonly { subpath: string; target: string }[], subpath: string): string[] | null {
  if (entries.length === 0) return null;
  const exact = entries.filter((e) => e.subpath === subpath).map((e) => e.target);
  if (exact.length > 0) return exact;
  let best: { prefix: number; targets: string[] } | null = null;
  for (const e of entries) {
    const m = starMatch(e.subpath, subpath);
    if (!m) continue;
    const target = e.target.split('*').join(m.star);
    if (!best || m.prefix > best.prefix) best = { prefix: m.prefix, targets: [target] };
    else if (m.prefix === best.prefix) best.targets.push(target);
  }
  if (best) return best.targets;
  // Only `.` entries (the fields, or an exports string): a subpath is the path itself unless `exports` closed it.
  return subpath !== '.' && entries.every((e) => e.subpath === '.') ? null : [];
}

/** Globs as regular expressions over a path relative to the workspace's directory; `!` globs exclude. */
function compileGlobs(globs: readonly string[]): { include: RegExp[]; exclude: RegExp[] } {
  const include: RegExp[] = [];
  const exclude: RegExp[] = [];
  for (const raw of globs) {
    const negated = raw.startsWith('!');
    const glob = path.posix.normalize((negated ? raw.slice(1) : raw).replace(/^\.\//, '')).replace(/\/$/, '');
    const source = glob
      .split('/')
      .map((seg) => (seg === '**' ? '(?:[^/]+/)*' : `${seg.replace(/[.+^${}()|[\]\\?]/g, '\\$&').split('*').join('[^/]*')}/`))
      .join('');
    (negated ? exclude : include).push(new RegExp(`^${source}$`));
  }
  return { include, exclude };
}

/** Whether the package directory `dir` is one the globs of the workspace at `workspaceDir` take in. */
function isMember(workspaceDir: string, globs: { include: RegExp[]; exclude: RegExp[] }, dir: string): boolean {
  let rel: string;
  if (workspaceDir === '.') rel = dir;
  else if (dir.startsWith(`${workspaceDir}/`)) rel = dir.slice(workspaceDir.length + 1);
  else return false;
  if (rel === '.') return false;
  const probe = `${rel}/`;
  return globs.include.some((g) => g.test(probe)) && !globs.exclude.some((g) => g.test(probe));
}

