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
});
export type FileLinks = z.infer<typeof FileLinksSchema>;
