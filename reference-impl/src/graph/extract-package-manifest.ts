// A package.json, or a pnpm-workspace.yaml: what resolving a workspace package's name needs, kept as link material
// so a refresh keeps it too (the names themselves are resolved when links resolve: resolve-workspaces.ts). No
// grammar parses either file.
import path from 'node:path';
import type { FileLinks, ImportBinding } from '../records/index.js';

/** The link material's language for a package manifest (package.json) or a pnpm workspace file. */
export const PACKAGE_MANIFEST_LANG = 'npm-package';

/** `package.json` or `pnpm-workspace.yaml`, at any depth. */
export function isPackageManifest(relPath: string): boolean {
  const base = path.posix.basename(relPath);
  return base === 'package.json' || base === 'pnpm-workspace.yaml';
}

/**
 * The manifest's link material: `namespace` the package's name, `open_namespaces` the workspace globs it declares
 * (`workspaces`, or `workspaces.packages`; a pnpm-workspace.yaml's `packages`), and a binding per entry point, the
 * subpath as `local` (`.`, `./feature`, `./*`) and the target as `from`, in the order a resolver tries them: each
 * `exports` target (conditions in the order written), then for `.` the `types`, `typings`, `module` and `main`
 * fields. Null when the text is no manifest (not JSON, or no object).
 */
export function packageManifestLinks(root: string, relPath: string, text: string): FileLinks | null {
  if (path.posix.basename(relPath) === 'pnpm-workspace.yaml') return manifest(root, relPath, null, pnpmPackages(text), []);
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(pkg)) return null;
  const name = typeof pkg.name === 'string' && pkg.name !== '' ? pkg.name : null;
  const ws = pkg.workspaces;
  const globs = stringsOf(Array.isArray(ws) ? ws : isObject(ws) ? ws.packages : undefined);
  const entries: ImportBinding[] = [];
  const entry = (subpath: string, target: string) => entries.push({ local: subpath, imported: null, from: target, space: 'path' });
  const exported = pkg.exports;
  if (typeof exported === 'string' || Array.isArray(exported)) for (const t of targetsOf(exported)) entry('.', t);
  else if (isObject(exported)) {
    const keys = Object.keys(exported);
    // An object whose keys are subpaths maps each; one whose keys are conditions is the `.` entry's.
    if (keys.some((k) => k.startsWith('.'))) for (const k of keys) for (const t of targetsOf(exported[k])) entry(k, t);
    else for (const t of targetsOf(exported)) entry('.', t);
  }
  for (const field of ['types', 'typings', 'module', 'main']) {
    const value = pkg[field];
    if (typeof value === 'string' && value !== '') entry('.', value);
  }
  return manifest(root, relPath, name, globs, entries);
}

function manifest(root: string, relPath: string, name: string | null, globs: string[], bindings: ImportBinding[]): FileLinks {
  return { root, path: relPath, lang: PACKAGE_MANIFEST_LANG, imports: [], mod_decls: [], refs: [], bindings, defs: [], namespace: name, open_namespaces: globs };
}

/** The string targets of an `exports` value: a string, an array of them, or conditions (in the order written). */
function targetsOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(targetsOf);
  if (isObject(value)) return Object.values(value).flatMap(targetsOf);
  return [];
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The `packages:` list of a pnpm-workspace.yaml, as its items are usually written (`  - 'packages/*'`). */
export function pnpmPackages(text: string): string[] {
  const out: string[] = [];
  let inList = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '');
    if (/^packages\s*:\s*$/.test(line)) {
      inList = true;
      continue;
    }
    if (!inList || line.trim() === '') continue;
    const item = /^\s+-\s*(.+?)\s*$/.exec(line);
    if (!item) {
      if (!/^\s/.test(line)) inList = false;
      continue;
    }
    const value = item[1]!.replace(/^(['"])(.*)\1$/, '$2');
    if (value !== '') out.push(value);
  }
  return out;
}
