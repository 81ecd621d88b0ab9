// PHP matches the names of functions, methods, classes (interfaces, traits, enums) and namespaces in any case, and
// its constants and enum cases only as written (FileDef `case`). The resolver matches names as written, so each name
// a PHP file writes that may be one of the former is tried as written, then as one of the file's imports writes it,
// then as the tree's definitions and namespace declarations spell it (spelledVariants; resolve-uses.ts
// resolveSpellings keeps the written spelling's answer when it has one): `CreateUploadUrl()` reaches
// `createUploadUrl()`. A name the tree does not define is left as written.
import type { FileDef, FileLinks, ImportBinding, RawRef } from '../records/index.js';
import type { GraphNode } from './types.js';

export const PHP = 'php';
/** PHP folds names in ASCII only. */
export const phpFold = (name: string): string => name.replace(/[A-Z]+/g, (m) => m.toLowerCase());
/** Where a name is looked up from the class the code is in, never by its spelling. */
const RELATIVE_SCOPES = new Set(['self', 'parent', 'static']);
/** A qualifier that is a written name path (`Tools`, `Google\Cloud`), not a value (`$this->x`). */
const NAME_PATH = /^\\?[A-Za-z_\x80-\uffff][\w\x80-\uffff]*(?:\\[A-Za-z_\x80-\uffff][\w\x80-\uffff]*)*$/;
/** How many spellings of one use are tried at most; past it the use is not judged. */
export const MAX_SPELLINGS = 16;

/** The file's definitions, each of its constants (a `constant` node of a PHP file) marked as matched only as written. */
export function withPhpCase(lang: string, defs: FileDef[], nodes: readonly GraphNode[]): FileDef[] {
  if (lang !== PHP) return defs;
  const constants = new Set(nodes.filter((n) => n.type === 'constant').map((n) => n.id));
  return defs.map((d) => (constants.has(d.id) ? { ...d, case: 'exact' } : d));
}

/** The spellings the tree's PHP files give each folded name: their definitions but constants, and namespace parts. */
export class PhpSpellings {
  private readonly spellings = new Map<string, string[]>();
  /** Per folded namespace and top-level name, the spelling the namespace's files give it. */
  private readonly inNamespace = new Map<string, string>();

  constructor(links: readonly FileLinks[]) {
    for (const l of links) {
      if (l.lang !== PHP) continue;
      for (const part of l.namespace?.split('.') ?? []) this.add(part);
      for (const d of l.defs ?? []) {
        if (d.case === 'exact') continue;
        const dot = d.qualified.lastIndexOf('.');
        this.add(d.qualified.slice(dot + 1));
        if (dot < 0) this.inNamespace.set(namespaced(l.namespace ?? '', d.qualified), d.qualified);
      }
    }
  }

  private add(name: string): void {
    const key = phpFold(name);
    const known = this.spellings.get(key);
    if (known === undefined) this.spellings.set(key, [name]);
    else if (!known.includes(name)) known.push(name);
  }

  /** The spelling the tree gives `name`: as written when that is one of its spellings, else its first; or as written. */
  of(name: string): string {
    const known = this.spellings.get(phpFold(name));
    return known === undefined || known.includes(name) ? name : known[0]!;
  }

  /** Every spelling the tree gives `name`, none when it gives none. */
  private all(name: string): readonly string[] {
    return this.spellings.get(phpFold(name)) ?? [];
  }

  /**
   * A PHP file's link material with each name spelled as the tree spells it (as written when that is one of its
   * spellings, else the first), and what its imports name as the namespace they name spells it; the other fields
   * are the file's own. A name one of its imports binds may also be spelled as the import writes its local name.
   */
  spellFile(l: FileLinks): SpelledFile {
    const locals = new Map<string, string>();
    const bindings = (l.bindings ?? []).map((b) => {
      const spelled = this.spellBinding(b);
      locals.set(phpFold(spelled.local), spelled.local);
      return spelled;
    });
    // As written first, then as an import of the file binds it, then as the tree spells it.
    const spell = (name: string): Spellings => {
      if (RELATIVE_SCOPES.has(phpFold(name))) return { tries: [name], preferred: name };
      const local = locals.get(phpFold(name));
      const known = local !== undefined ? [local, ...this.all(name)] : this.all(name);
      const tries = [name];
      for (const k of known) if (!tries.includes(k)) tries.push(k);
      return { tries, preferred: known.length === 0 || known.includes(name) ? name : known[0]! };
    };
    const variants: (RawRef[] | null)[] = [];
    const refs = l.refs.map((r, i) => {
      const spelled = spelledVariants(r, spell);
      variants[i] = spelled?.tries ?? null;
      return spelled?.preferred ?? r;
    });
    const namespace = l.namespace == null ? l.namespace : l.namespace.split('.').map((p) => this.of(p)).join('.');
    return { links: { ...l, refs, bindings, ...(namespace !== undefined ? { namespace } : {}) }, variants };
  }

  private spellBinding(b: ImportBinding): ImportBinding {
    if (b.space !== 'namespace') return b;
    const from = b.from.split('.').map((p) => (p === '' ? p : this.of(p))).join('.');
    const imported = b.imported === null ? null : this.inNamespace.get(namespaced(b.from, b.imported)) ?? this.of(b.imported);
    return { ...b, imported, from };
  }
}

const namespaced = (namespace: string, name: string): string => `${phpFold(namespace)}\u0000${phpFold(name)}`;

/** A PHP file spelled as the tree spells it, with, per use, every spelling of it to try when there are several. */
export interface SpelledFile {
  links: FileLinks;
  /**
   * Per use (by index), null when it has one spelling; else each spelling, as written first, at most MAX_SPELLINGS;
   * an empty list when there are more.
   */
  variants: (RawRef[] | null)[];
}

/** The spellings of one name: each to try, as written first; and the one the tree gives it. */
interface Spellings {
  tries: string[];
  preferred: string;
}

/**
 * The spellings of a use, from those of its parts: the name (unless it names a constant, `Tools::MODE`) and each
 * part of a qualifier that is a name path. Null when it has only its written one; `tries` is empty when it has more
 * than MAX_SPELLINGS.
 */
function spelledVariants(r: RawRef, spell: (name: string) => Spellings): { tries: RawRef[]; preferred: RawRef } | null {
  const constant = r.kind === 'reference' && r.qualifier !== null;
  const name = constant ? { tries: [r.name], preferred: r.name } : spell(r.name);
  const path = r.qualifier !== null && NAME_PATH.test(r.qualifier) ? r.qualifier : null;
  const lead = path?.startsWith('\\') ? '\\' : '';
  const parts = path === null ? [] : path.slice(lead.length).split('\\').map(spell);
  let count = name.tries.length;
  for (const p of parts) count *= p.tries.length;
  if (count === 1) return null;
  const qualified = (q: string[]): string | null => (path === null ? r.qualifier : lead + q.join('\\'));
  const preferred = { ...r, name: name.preferred, qualifier: qualified(parts.map((p) => p.preferred)) };
  if (count > MAX_SPELLINGS) return { tries: [], preferred };
  const tries: RawRef[] = [];
  for (const n of name.tries) for (const q of product(parts.map((p) => p.tries))) tries.push({ ...r, name: n, qualifier: qualified(q) });
  return { tries, preferred };
}

function product(lists: readonly string[][]): string[][] {
  let out: string[][] = [[]];
  for (const list of lists) out = out.flatMap((prefix) => list.map((x) => [...prefix, x]));
  return out;
}
