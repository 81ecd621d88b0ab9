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
  kind: z.enum(['call', 'reference']),
});
export type RawRef = z.infer<typeof RawRefSchema>;

/** A name an import brings into the file (`import { a as b } from './x'` binds b to a of ./x). */
export const ImportBindingSchema = z.strictObject({
  local: z.string().min(1),
  /** The name in the imported module; null when the local name stands for the module itself; `*` opens it whole. */
  imported: z.string().min(1).nullable(),
  /** The import as written: a path specifier, or a namespace (Java, C#, PHP `use`) when `space` is `namespace`. */
  from: z.string(),
  space: z.enum(['path', 'namespace']),
});
export type ImportBinding = z.infer<typeof ImportBindingSchema>;

/**
 * A symbol the file defines, by its qualified name inside the file, with its node id. A script module's default
 * export adds one more name, `default`, for the definition it names.
 */
export const FileDefSchema = z.strictObject({
  qualified: z.string().min(1),
  id: z.string().min(1),
});
export type FileDef = z.infer<typeof FileDefSchema>;

export const FileLinksSchema = z.strictObject({
  root: z.string().min(1),
  path: z.string().min(1),
  /** The grammar the file was parsed with. */
  lang: z.string().min(1),
  /** Import specifiers as written. */
  imports: z.array(z.string()),
  /** Rust `mod x;` declarations. */
  mod_decls: z.array(z.string()),
  refs: z.array(RawRefSchema),
  /** What each import binds; absent means none. */
  bindings: z.array(ImportBindingSchema).optional(),
  /** The symbols defined in the file, so links resolve without the node list. */
  defs: z.array(FileDefSchema).optional(),
  /** The package or namespace the file declares (Java, C#, PHP); for a go.mod (lang `gomod`), its module path. */
  namespace: z.string().min(1).nullable().optional(),
  /** Namespaces the file sees whole (Java `import a.b.*`, C# `using A.B;`). */
  open_namespaces: z.array(z.string().min(1)).optional(),
});
export type FileLinks = z.infer<typeof FileLinksSchema>;
