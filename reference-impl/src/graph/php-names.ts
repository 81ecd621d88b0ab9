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
/**
 * A qualifier that is a written name path, not a value (`$this->x`): a class's (`Tools`, `\Google\Cloud\Tools`) or
 * a namespace's, which ends in `\` (extract-uses.ts phpScope: `Google\Cloud\`, `\` for the global one).
 */
const NAME_PATH = /^\\?(?:[A-Za-z_\x80-\uffff][\w\x80-\uffff]*(?:\\[A-Za-z_\x80-\uffff][\w\x80-\uffff]*)*\\?)?$/;
/** How many spellings of one use are tried at most; past it the use is not judged. */
export const MAX_SPELLINGS = 16;

/** The file's definitions, each of its constants (a `constant` node of a PHP file) marked as matched only as written. */
export function withPhpCase(lang: string, defs: FileDef[], nodes: readonly GraphNode[]): FileDef[] {
  if (lang !== PHP) return defs;
  const constants = new Set(nodes.filter((n) => n.type === 'constant').map((n) => n.id));
  return defs.map((d) => (constants.has(d.id) ? { ...d, case: 'exact' } : d));
}

/**
 * The spellings the tree's PHP files give each folded name: of their definitions but constants, and apart from those,
 * of the parts of the namespaces they declare (a method `lib()` says nothing of how namespace `Lib` is spelled).
 */
export class PhpSpellings {
  private readonly spellings = new Map<string, string[]>();
  private readonly namespaceSpellings = new Map<string, string[]>();
  /** Per folded namespace and top-level name, the spelling the namespace's files give it. */
  private readonly inNamespace = new Map<string, string>();

  constructor(links: readonly FileLinks[]) {
    for (const l of links) {
      if (l.lang !== PHP) continue;
      for (const part of l.namespace?.split('.') ?? []) add(this.namespaceSpellings, part);
      for (const d of l.defs ?? []) {
        if (d.case === 'exact') continue;
        const dot = d.qualified.lastIndexOf('.');
        add(this.spellings, d.qualified.slice(dot + 1));
        if (dot < 0) this.inNamespace.set(namespaced(l.namespace ?? '', d.qualified), d.qualified);
      }
    }
  }

  /** The spelling the tree gives `name`: as written when that is one of its spellings, else its first; or as written. */
  of(name: string): string {
    return spelled(this.spellings, name);
  }

  /** As `of`, for a part of a namespace. */
  private ofNamespace(part: string): string {
    return spelled(this.namespaceSpellings, part);
  }

  /** Every spelling the tree gives `name`, as a definition's or a namespace part's; none when it gives none. */
  private all(name: string): readonly string[] {
    const key = phpFold(name);
    return [...(this.spellings.get(key) ?? []), ...(this.namespaceSpellings.get(key) ?? [])];
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
    return { links: { ...l, refs, bindings }, variants };
  }

  private spellBinding(b: ImportBinding): ImportBinding {
    if (b.space !== 'namespace') return b;
    const from = b.from.split('.').map((p) => (p === '' ? p : this.ofNamespace(p))).join('.');
    const imported = b.imported === null ? null : this.inNamespace.get(namespaced(b.from, b.imported)) ?? this.of(b.imported);
    return { ...b, imported, from };
  }
}

const namespaced = (namespace: string, name: string): string => `${phpFold(namespace)}\u0000${phpFold(name)}`;

function add(table: Map<string, string[]>, name: string): void {
  const key = phpFold(name);
  const known = table.get(key);
  if (known === undefined) table.set(key, [name]);
  else if (!known.includes(name)) known.push(name);
}

function spelled(table: ReadonlyMap<string, readonly string[]>, name: string): string {
  const known = table.get(phpFold(name));
  return known === undefined || known.includes(name) ? name : known[0]!;
}

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
  // A reference through a class (`Tools::MODE`) names a constant; one through a namespace (`\Lib\Tools $t`) a type.
  const constant = r.kind === 'reference' && r.qualifier !== null && !r.qualifier.endsWith('\\');
  const name = constant ? { tries: [r.name], preferred: r.name } : spell(r.name);
  const path = r.qualifier !== null && r.qualifier !== '\\' && NAME_PATH.test(r.qualifier) ? r.qualifier : null;
  const lead = path?.startsWith('\\') ? '\\' : '';
  const trail = path?.endsWith('\\') ? '\\' : '';
  const parts = path === null ? [] : path.slice(lead.length, path.length - trail.length).split('\\').map(spell);
  let count = name.tries.length;
  for (const p of parts) count *= p.tries.length;
  if (count === 1) return null;
  const qualified = (q: string[]): string | null => (path === null ? r.qualifier : lead + q.join('\\') + trail);
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
