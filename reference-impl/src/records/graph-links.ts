// The per-file link material of a graph: what a file imports and which names it uses, as written, before
// resolution. Kept beside the graph so a refresh can re-resolve links without re-parsing unchanged files.
import { z } from 'zod';

/** One use of a name in a file: a call (`f()`, `a.f()`) or another reference to a declared name. */
export const RawRefSchema = z.strictObject({
  /** Node id of the innermost graph node (symbol or file) that encloses the use. */
  from: z.string().min(1),
  /** The name used (`f` in `a.f()`). */
  name: z.string().min(1),
  /** What the name was reached through (`a` in `a.f()`), or null for a bare name. */
  qualifier: z.string().nullable(),
  line: z.number().int().min(1),
  /**
   * `extends`: a base the class `from` names, a reference that also says where its inherited members are. `field`: a
   * field `name` of the Go struct `from`, of the type `qualifier` as written there (no use: it types calls through the
   * field from other files).
   */
  kind: z.enum(['call', 'reference', 'extends', 'field']),
  /** A call through a value of the type `qualifier` names (`r.save()` where `r: Repo`); absent otherwise. */
  instance: z.literal(true).optional(),
  /**
   * Python: a call or reference written in a class body's own code (its statements and values, the decorators,
   * parameters and return annotations of the definitions in it), which sees the class's names. Ruby: a base a class
   * or module body names (`include M`), looked up from inside the class, where its superclass is looked up from
   * outside. Absent otherwise.
   */
  class_body: z.literal(true).optional(),
  /**
   * C and C++: a reference written after `struct`, `union`, `enum` or `class` (`struct stat st;`), which means a
   * struct, union, enum or class of the name (FileDef `tag`), never a function or variable of it. Absent otherwise.
   */
  tag: z.literal(true).optional(),
})
  .refine((r) => r.instance === undefined || (r.kind === 'call' && r.qualifier !== null), { path: ['instance'], message: 'expected true, on a call with a qualifier, or absent' })
  .refine((r) => r.class_body === undefined || (r.kind !== 'field' && r.instance === undefined), { path: ['class_body'], message: 'expected true, on a call, a reference or a base not through a value, or absent' })
  .refine((r) => r.tag === undefined || (r.kind === 'reference' && r.qualifier === null && r.class_body === undefined), { path: ['tag'], message: 'expected true, on a reference to a bare name, or absent' });
export type RawRef = z.infer<typeof RawRefSchema>;

/** A name an import brings into the file (`import { a as b } from './x'` binds b to a of ./x). */
export const ImportBindingSchema = z.strictObject({
  local: z.string().min(1),
  /**
   * The name in the imported module; null when the local name stands for the module itself. `*` with the local `*`:
   * the file passes the module's names on as its own without binding them in its own scope (a Python module that puts
   * the module in its place: `sys.modules[__name__] = _impl`).
   */
  imported: z.string().min(1).nullable(),
  /** The import as written: a path specifier, or a namespace (Java, C#, PHP `use`) when `space` is `namespace`. */
  from: z.string(),
  space: z.enum(['path', 'namespace']),
  /**
   * Rust: the inline module or function (its qualified name in the file) a `use` is written in, which alone it binds
   * for; a path it names through `self` or `super` is written from the file's own module. Python: the function or
   * class an import is written in. Absent: the whole file.
   */
  scope: z.string().min(1).optional(),
});
export type ImportBinding = z.infer<typeof ImportBindingSchema>;

/**
 * A symbol the file defines, by its qualified name inside the file, with its node id. A script module's default
 * export adds one more name, `default`, for the definition it names.
 */
export const FileDefSchema = z.strictObject({
  qualified: z.string().min(1),
  id: z.string().min(1),
  /** Ruby: the definition it is written in (`''` for the top level), when that is not its qualified name's scope. */
  within: z.string().optional(),
  /**
   * `closed`: a class, type or object whose own names a bare name written inside it does not mean (Python, the script
   * languages, Go, Rust and PHP reach them through `self`, `this`, `Self::` or a receiver); absent otherwise.
   */
  scope: z.literal('closed').optional(),
  /**
   * `exact`: a PHP constant or enum case, whose name the language matches only as written; PHP's other names
   * (functions, methods, classes, interfaces, traits, enums, namespaces) match in any case. Absent otherwise.
   */
  case: z.literal('exact').optional(),
  /**
   * `true`: a C or C++ struct, union, enum or class, whose name a function, variable or typedef of the same name in
   * the file hides from a name written alone (`stat(p, &st)` calls the function `stat`); a reference written after
   * its keyword (RawRef `tag`) means it. Also a C++ function written without a return type (a deduction guide, a
   * constructor a macro left outside its class), which names its class and hides it from nothing. Absent otherwise.
   */
  tag: z.literal(true).optional(),
});
export type FileDef = z.infer<typeof FileDefSchema>;

/**
 * A Rust `mod x;` declaration: its name, or `[name, ...files]` when attributes name its file: each file as its
 * `#[path]` or `#[cfg_attr(…, path = …)]` writes it (relative to the declaring file's directory), `""` standing for
 * the default file (x.rs or x/mod.rs) where no plain `#[path]` replaces it, and `::` for a crate from outside that a
 * `use` or `extern crate` at the file's top binds the name to. Several are alternatives, one per configuration;
 * `[x, "::"]` alone is an `extern crate x;` with no `mod x;` beside it.
 */
export type ModDecl = string | [name: string, file: string, ...more: string[]];

export const FileLinksSchema = z.strictObject({
  root: z.string().min(1),
  path: z.string().min(1),
  /** The grammar the file was parsed with. */
  lang: z.string().min(1),
  /** Import specifiers as written. */
  imports: z.array(z.string()),
  /** Rust `mod x;` declarations (ModDecl). */
  mod_decls: z.array(z.union([z.string(), z.tuple([z.string().min(1), z.string()], z.string())])),
  refs: z.array(RawRefSchema),
  /** What each import binds; absent means none. A project config's: one per `paths` target, the pattern as `local`. */
  bindings: z.array(ImportBindingSchema).optional(),
  /** The symbols defined in the file, so links resolve without the node list. */
  defs: z.array(FileDefSchema).optional(),
  /**
   * The package or namespace the file declares (Java, C#, PHP); for a go.mod (lang `gomod`), its module path; for a
   * TypeScript or JavaScript project config (lang `tsconfig`), its `baseUrl` as written.
   */
  namespace: z.string().min(1).nullable().optional(),
  /** Namespaces the file sees whole (Java `import a.b.*`, C# `using A.B;`). */
  open_namespaces: z.array(z.string().min(1)).optional(),
  /**
   * The words (names as a name is written) of the parts of the file the grammar could not read (syntax newer than
   * it, or an error), sorted and unique: what those parts define is not among `defs`, so a name among them found
   * nowhere else is not judged. Absent for a file read whole, or whose unread parts hold no word.
   */
  unread: z.array(z.string().min(1)).min(1).optional(),
  /**
   * Python: the names the module's `__all__` lists, sorted and unique, when it writes the list only at its top level
   * and from string literals; a star import of the module takes these names and no others. Absent when it has no
   * `__all__` or builds it otherwise.
   */
  exports: z.array(z.string().min(1)).optional(),
});
export type FileLinks = z.infer<typeof FileLinksSchema>;

const LINK_KEYS = new Set(['root', 'path', 'lang', 'imports', 'mod_decls', 'refs', 'bindings', 'defs', 'namespace', 'open_namespaces', 'unread', 'exports']);
const REF_KEYS = new Set(['from', 'name', 'qualifier', 'line', 'kind', 'instance', 'class_body', 'tag']);
const BINDING_KEYS = new Set(['local', 'imported', 'from', 'space', 'scope']);
const DEF_KEYS = new Set(['qualified', 'id', 'within', 'scope', 'case', 'tag']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string => typeof v === 'string' && v !== '';
const strayKey = (v: Record<string, unknown>, allowed: ReadonlySet<string>): string | undefined => Object.keys(v).find((k) => !allowed.has(k));

function refProblem(v: unknown): string | null {
  if (!isObject(v)) return 'expected an object';
  const stray = strayKey(v, REF_KEYS);
  if (stray !== undefined) return `unknown key ${JSON.stringify(stray)}`;
  if (!isName(v.from)) return 'from: expected a non-empty string';
  if (!isName(v.name)) return 'name: expected a non-empty string';
  if (v.qualifier !== null && typeof v.qualifier !== 'string') return 'qualifier: expected a string or null';
  if (!Number.isSafeInteger(v.line) || (v.line as number) < 1) return 'line: expected a line number';
  if (v.kind !== 'call' && v.kind !== 'reference' && v.kind !== 'extends' && v.kind !== 'field') return 'kind: expected call, reference, extends or field';
  if (v.instance !== undefined && (v.instance !== true || v.kind !== 'call' || v.qualifier === null)) return 'instance: expected true, on a call with a qualifier, or absent';
  if (v.class_body !== undefined && (v.class_body !== true || v.kind === 'field' || v.instance !== undefined)) return 'class_body: expected true, on a call, a reference or a base not through a value, or absent';
  if (v.tag !== undefined && (v.tag !== true || v.kind !== 'reference' || v.qualifier !== null || v.class_body !== undefined)) return 'tag: expected true, on a reference to a bare name, or absent';
  return null;
}

function bindingProblem(v: unknown): string | null {
  if (!isObject(v)) return 'expected an object';
  const stray = strayKey(v, BINDING_KEYS);
  if (stray !== undefined) return `unknown key ${JSON.stringify(stray)}`;
  if (!isName(v.local)) return 'local: expected a non-empty string';
  if (v.imported !== null && !isName(v.imported)) return 'imported: expected a non-empty string or null';
  if (typeof v.from !== 'string') return 'from: expected a string';
  if (v.space !== 'path' && v.space !== 'namespace') return 'space: expected path or namespace';
  if (v.scope !== undefined && !isName(v.scope)) return 'scope: expected a non-empty string or absent';
  return null;
}

function defProblem(v: unknown): string | null {
  if (!isObject(v)) return 'expected an object';
  const stray = strayKey(v, DEF_KEYS);
  if (stray !== undefined) return `unknown key ${JSON.stringify(stray)}`;
  if (!isName(v.qualified)) return 'qualified: expected a non-empty string';
  if (!isName(v.id)) return 'id: expected a non-empty string';
  if (v.within !== undefined && typeof v.within !== 'string') return 'within: expected a string or absent';
  if (v.scope !== undefined && v.scope !== 'closed') return 'scope: expected closed or absent';
  if (v.case !== undefined && v.case !== 'exact') return 'case: expected exact or absent';
  if (v.tag !== undefined && v.tag !== true) return 'tag: expected true or absent';
  return null;
}

function listProblem(v: unknown, key: string, item: (x: unknown) => string | null): string | null {
  if (!Array.isArray(v)) return `${key}: expected an array`;
  for (let i = 0; i < v.length; i++) {
    const problem = item(v[i]);
    if (problem !== null) return FIELD.test(problem) ? `${key}.${i}.${problem}` : `${key}.${i}: ${problem}`;
  }
  return null;
}

/** A problem that already names its field (`line: expected ...`). */
const FIELD = /^[\w.]+: /;

const stringProblem = (x: unknown): string | null => (typeof x === 'string' ? null : 'expected a string');
const nameProblem = (x: unknown): string | null => (isName(x) ? null : 'expected a non-empty string');

/**
 * What is wrong with a decoded links record, or null when FileLinksSchema accepts it: the same rules checked by
 * hand, since a warm start reads one such record per ingested file (a unit test holds the two in agreement).
 */
export function fileLinksProblem(v: unknown): string | null {
  const problem = linksProblem(v);
  if (problem === null) return null;
  return FIELD.test(problem) ? `invalid at ${problem}` : `invalid at (top level): ${problem}`;
}

function linksProblem(v: unknown): string | null {
  if (!isObject(v)) return 'expected an object';
  const stray = strayKey(v, LINK_KEYS);
  if (stray !== undefined) return `unknown key ${JSON.stringify(stray)}`;
  if (!isName(v.root)) return 'root: expected a non-empty string';
  if (!isName(v.path)) return 'path: expected a non-empty string';
  if (!isName(v.lang)) return 'lang: expected a non-empty string';
  return (
    listProblem(v.imports, 'imports', stringProblem) ??
    listProblem(v.mod_decls, 'mod_decls', modDeclProblem) ??
    listProblem(v.refs, 'refs', refProblem) ??
    (v.bindings === undefined ? null : listProblem(v.bindings, 'bindings', bindingProblem)) ??
    (v.defs === undefined ? null : listProblem(v.defs, 'defs', defProblem)) ??
    (v.namespace === undefined || v.namespace === null || isName(v.namespace) ? null : 'namespace: expected a non-empty string or null') ??
    (v.open_namespaces === undefined ? null : listProblem(v.open_namespaces, 'open_namespaces', nameProblem)) ??
    (v.unread === undefined ? null : Array.isArray(v.unread) && v.unread.length > 0 ? listProblem(v.unread, 'unread', nameProblem) : 'unread: expected a non-empty list of words, or absent') ??
    (v.exports === undefined ? null : listProblem(v.exports, 'exports', nameProblem))
  );
}

/**
 * A `links` record of the v3 snapshot: `[root index, path, lang, imports, mod_decls, namespace, open_namespaces,
 * bindings, defs, uses]`, and eleventh the words of the parts the grammar could not read (FileLinks `unread`), for a
 * file that has such parts, and twelfth the names a Python module's literal `__all__` lists (FileLinks `exports`),
 * for a module that has one, the eleventh then null when it has no unread words; where a binding is `[local, imported, from, space]` (and its `scope` fifth when it has one),
 * a definition is its qualified name when its id is `sym::<path>::<qualified>` and `[qualified, id]` otherwise,
 * `[qualified, id, within]` (the id in full) for a Ruby definition written inside another than its scope (FileDef
 * `within`); a definition with flags is `[qualified, flags]` when its id is that one, else `[qualified, id, within or
 * null, flags]`, the flags adding 1 for a `closed` one (FileDef `scope`), 2 for one matched only as written (FileDef
 * `case`) and 4 for a C or C++ struct, union, enum or class (FileDef `tag`). `uses` holds five items per use: `from` (`""` for the file node, the qualified name after `sym::<path>::`,
 * or `[id]` for any other id), name, qualifier, line, and kind (1 a call, 2 a base its class names, 0 another
 * reference; 5 a call through a value of the qualifier's type; 4 a call and 3 another reference written in a Python
 * class body's own code, and 7 a base a Ruby class body names, RawRef `class_body`; 8 a C or C++ reference written
 * after its keyword, RawRef `tag`).
 */
export type LinksRecord = [
  root: number,
  path: string,
  lang: string,
  imports: string[],
  mod_decls: ModDecl[],
  namespace: string | null,
  open_namespaces: string[],
  bindings: ([local: string, imported: string | null, from: string, space: ImportBinding['space']] | [local: string, imported: string | null, from: string, space: ImportBinding['space'], scope: string])[],
  defs: (string | [qualified: string, id: string] | [qualified: string, id: string, within: string] | [qualified: string, flags: number] | [qualified: string, id: string, within: string | null, flags: number])[],
  uses: (string | [string] | number | null)[],
  unread?: string[] | null,
  exports?: string[],
];

const USE_FIELDS = ['from', 'name', 'qualifier', 'line', 'kind'] as const;

/** What is wrong with a decoded v3 `links` record, or null when it is one (LinksRecord). */
export function linksRecordProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length < 10 || v.length > 12) return 'expected [root index, path, lang, imports, mod_decls, namespace, open_namespaces, bindings, defs, uses], the words not read eleventh for a file read in part and the names of a literal __all__ twelfth';
  if (v.length === 11 && (!Array.isArray(v[10]) || v[10].length === 0)) return 'invalid at 10: expected a non-empty list of the words not read';
  if (v.length === 12 && v[10] !== null && (!Array.isArray(v[10]) || v[10].length === 0)) return 'invalid at 10: expected a non-empty list of the words not read, or null';
  if (!Number.isSafeInteger(v[0]) || (v[0] as number) < 0) return 'invalid at 0: expected a root index';
  if (!isName(v[1])) return 'invalid at 1: expected a non-empty path';
  if (!isName(v[2])) return 'invalid at 2: expected a non-empty lang';
  const problem =
    listProblem(v[3], '3', stringProblem) ??
    listProblem(v[4], '4', modDeclProblem) ??
    (v[5] === null || isName(v[5]) ? null : '5: expected a non-empty namespace or null') ??
    listProblem(v[6], '6', nameProblem) ??
    listProblem(v[7], '7', bindingTupleProblem) ??
    listProblem(v[8], '8', defItemProblem) ??
    usesProblem(v[9]) ??
    (v.length >= 11 && v[10] !== null ? listProblem(v[10], '10', nameProblem) : null) ??
    (v.length === 12 ? listProblem(v[11], '11', nameProblem) : null);
  return problem === null ? null : `invalid at ${problem}`;
}

function modDeclProblem(v: unknown): string | null {
  if (typeof v === 'string') return null;
  if (!Array.isArray(v) || v.length < 2) return 'expected a name or [name, ...files]';
  if (!isName(v[0])) return '0: expected a non-empty name';
  const file = v.findIndex((f, i) => i > 0 && typeof f !== 'string');
  return file === -1 ? null : `${file}: expected a string`;
}

function bindingTupleProblem(v: unknown): string | null {
  if (!Array.isArray(v) || (v.length !== 4 && v.length !== 5)) return 'expected [local, imported, from, space] or [local, imported, from, space, scope]';
  if (!isName(v[0])) return '0: expected a non-empty local name';
  if (v[1] !== null && !isName(v[1])) return '1: expected a non-empty imported name or null';
  if (typeof v[2] !== 'string') return '2: expected a string';
  if (v[3] !== 'path' && v[3] !== 'namespace') return '3: expected path or namespace';
  if (v.length === 5 && !isName(v[4])) return '4: expected a non-empty scope';
  return null;
}

function defItemProblem(v: unknown): string | null {
  if (isName(v)) return null;
  if (Array.isArray(v) && v.length === 2 && isName(v[0]) && isName(v[1])) return null;
  if (Array.isArray(v) && v.length === 3 && isName(v[0]) && isName(v[1]) && typeof v[2] === 'string') return null;
  if (Array.isArray(v) && v.length === 2 && isName(v[0]) && isDefFlags(v[1])) return null;
  if (Array.isArray(v) && v.length === 4 && isName(v[0]) && isName(v[1]) && (v[2] === null || typeof v[2] === 'string') && isDefFlags(v[3])) return null;
  return 'expected a qualified name, [qualified, id], [qualified, id, within], [qualified, flags] or [qualified, id, within, flags]';
}

/**
 * A definition's flags in a v3 record: 1 `closed` (FileDef `scope`), 2 matched only as written (FileDef `case`), 4 a C
 * or C++ struct, union, enum or class (FileDef `tag`).
 */
export const DEF_FLAGS = { closed: 1, exactCase: 2, tag: 4 } as const;
const isDefFlags = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 7;

function usesProblem(v: unknown): string | null {
  if (!Array.isArray(v)) return '9: expected an array';
  if (v.length % USE_FIELDS.length !== 0) return `9: expected ${USE_FIELDS.length} items per use (${USE_FIELDS.join(', ')})`;
  // Item by item, without slicing: a warm start checks one use at a time, hundreds of thousands of them.
  for (let i = 0; i < v.length; i += USE_FIELDS.length) {
    const from: unknown = v[i];
    const problem =
      typeof from !== 'string' && !(Array.isArray(from) && from.length === 1 && isName(from[0])) ? [0, 'expected a string or [id]'] as const
      : !isName(v[i + 1]) ? [1, 'expected a non-empty string'] as const
      : v[i + 2] !== null && typeof v[i + 2] !== 'string' ? [2, 'expected a string or null'] as const
      : !Number.isSafeInteger(v[i + 3]) || (v[i + 3] as number) < 1 ? [3, 'expected a line number'] as const
      : v[i + 4] !== 0 && v[i + 4] !== 1 && v[i + 4] !== 2 && v[i + 4] !== 3 && v[i + 4] !== 4 && v[i + 4] !== 7 && !((v[i + 4] === 5 || v[i + 4] === 6) && typeof v[i + 2] === 'string') && !(v[i + 4] === 8 && v[i + 2] === null) ? [4, 'expected 1 (a call), 2 (a base), 0 (a reference), 4, 3 or 7 (a call, a reference or a base in a class body\'s own code), 5 (a call through a value of the qualifier\'s type), 6 (a Go struct\'s field of the qualifier\'s type) or 8 (a C or C++ reference after its keyword, to a bare name)'] as const
      : null;
    if (problem !== null) return `9.${i + problem[0]}: ${USE_FIELDS[problem[0]]}: ${problem[1]}`;
  }
  return null;
}
