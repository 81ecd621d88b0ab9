// A tsconfig.json or jsconfig.json (or a config one extends): what module resolution needs from it, its `extends`,
// `compilerOptions.baseUrl` and `compilerOptions.paths`, kept as link material so a refresh keeps it too (the aliases
// themselves are applied when links resolve: resolve-script-aliases.ts). No grammar parses it: the text is JSON
// with comments and trailing commas, as TypeScript reads it.
import path from 'node:path';
import type { FileLinks, ImportBinding } from '../records/index.js';

/** The link material's language for a TypeScript or JavaScript project config. */
export const SCRIPT_CONFIG_LANG = 'tsconfig';

const CONFIG_NAME = /^(?:tsconfig|jsconfig)[\w.-]*\.json$/;

/** `tsconfig.json`, `jsconfig.json`, `tsconfig.base.json`, `tsconfig-base.json`, ... (other names are not read). */
export function isScriptConfig(relPath: string): boolean {
  return CONFIG_NAME.test(path.posix.basename(relPath));
}

/**
 * The config's link material: `imports` its relative `extends` (a package's config is outside the tree),
 * `namespace` its baseUrl as written, and a binding per `paths` target, the pattern as `local` and the target as
 * `from`, in the order written. Null when the text is no JSON object.
 */
export function scriptConfigLinks(root: string, relPath: string, text: string): FileLinks | null {
  let config: unknown;
  try {
    // A byte order mark, as some editors save one, is no part of the JSON.
    config = JSON.parse(plainJson(text.replace(/^\uFEFF/, '')));
  } catch {
    return null;
  }
  if (!isObject(config)) return null;
  const written = config.extends;
  const extendsList = typeof written === 'string' ? [written] : Array.isArray(written) ? written.filter((e): e is string => typeof e === 'string') : [];
  const options = isObject(config.compilerOptions) ? config.compilerOptions : {};
  const baseUrl = typeof options.baseUrl === 'string' && options.baseUrl !== '' ? options.baseUrl : null;
  const bindings: ImportBinding[] = [];
  if (isObject(options.paths)) {
    for (const [pattern, targets] of Object.entries(options.paths)) {
      if (!Array.isArray(targets) || pattern === '') continue;
      for (const target of targets) if (typeof target === 'string' && target !== '') bindings.push({ local: pattern, imported: null, from: target, space: 'path' });
    }
  }
  return {
    root,
    path: relPath,
    lang: SCRIPT_CONFIG_LANG,
    imports: extendsList.filter((e) => e.startsWith('./') || e.startsWith('../')),
    mod_decls: [],
    refs: [],
    bindings,
    defs: [],
    namespace: baseUrl,
    open_namespaces: [],
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON with comments and trailing commas as plain JSON: comments go, and so does a comma before `}` or `]`. */
export function plainJson(text: string): string {
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === ',') {
      let j = i + 1;
      // A comment may stand between a trailing comma and its bracket.
      for (;;) {
        while (j < n && /\s/.test(text[j]!)) j++;
        if (text[j] === '/' && text[j + 1] === '/') while (j < n && text[j] !== '\n') j++;
        else if (text[j] === '/' && text[j + 1] === '*') j = text.indexOf('*/', j + 2) === -1 ? n : text.indexOf('*/', j + 2) + 2;
        else break;
      }
      if (text[j] !== '}' && text[j] !== ']') out += c;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
