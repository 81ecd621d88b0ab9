// Which files a refresh must resolve again when only some files changed. Resolving a file's uses reads the other
// files' link material by name (and by path, which only a file joining or leaving changes): a lookup in another file
// (or a package's or namespace's group) is keyed by a name the using file writes as a use or a part of a use's
// qualifier (the key's last part, or a qualifier's head), or by a part of what one of its imports names, or of
// what a re-exporting file's import names on the way. An import naming a changed name marks its local name as
// changed too (closeOverRenames), so its importers are reached through the name they bind. So when the changed
// files keep every import form and change only which names they define, a file none of whose written names can
// reach a changed name resolves exactly as before, and keeps its previous links. A file that joined or left changes
// the names it defines here; where it may change what other files' paths lead to is the caller's to follow
// (splice-graph.ts reachOfMoves), and its findings come back as names changed besides (`alsoChanged`).
import type { FileDef, FileLinks, ImportBinding } from '../records/index.js';
import { UNKNOWN_BASE } from './extract-uses.js';
import { nameParts } from './resolve-uses.js';
import { PHP, phpFold } from './php-names.js';

export interface ChangedFile {
  path: string;
  before: FileLinks | null;
  after: FileLinks | null;
  /**
   * The file joined the tree (`before` is null) or left it (`after` is null), rather than changing in place. What a
   * refresh resolves again for the paths this changes is worked out by the caller (splice-graph.ts).
   */
  moved?: true;
}

/**
 * The files whose links must be resolved again, or null when only resolving every file is safe: a changed file
 * whose import forms (or language, namespace, module declarations, whether it has a literal `__all__`) changed, or
 * that gained or lost its link material. A word the parts of a changed file the grammar could not read gained or
 * lost counts as a changed name, as does a name its literal `__all__` gained or lost.
 * `links` is every file's link material after the change, the changed files included; `alsoChanged`, names known to
 * be changed besides (what files whose imports now reach other files bind).
 */
export function affectedFiles(changed: readonly ChangedFile[], links: readonly FileLinks[], alsoChanged: Iterable<string> = []): Set<string> | null {
  const names = new Set<string>(alsoChanged);
  for (const c of changed) {
    if (c.moved) {
      movedNames(names, c);
      continue;
    }
    if (c.before === null && c.after === null) continue;
    if (c.before === null || c.after === null || !sameImportForms(c.before, c.after)) return null;
    for (const q of changedDefinitions(c.before.defs ?? [], c.after.defs ?? [])) addParts(names, q);
    // A word a part the grammar could not read gained or lost may now leave a name unjudged, or judged again.
    for (const w of changedWords(c.before.unread ?? [], c.after.unread ?? [])) names.add(w);
    // A name a Python module's `__all__` gained or lost is one its star imports now give or no longer give.
    for (const w of changedWords(c.before.exports ?? [], c.after.exports ?? [])) names.add(w);
  }
  closeOverRenames(names, links);
  const affected = new Set(changed.map((c) => c.path));
  if (names.size === 0) return affected;
  // PHP writes a name in any case (php-names.ts): its files are matched against the changed names folded.
  const folded = new Set([...names].map(phpFold));
  const namesOf = (l: FileLinks): ReadonlySet<string> => (l.lang === PHP ? folded : names);
  const spelling = (l: FileLinks): ((name: string) => string) => (l.lang === PHP ? phpFold : same);
  // A base whose name may now reach another class changes what every subclass of it, in any file, inherits: the
  // names of the classes on the way and of their members are changed names too (hierarchyNames).
  // The walk runs again while it adds names: a name it adds may itself be written as (a part of) a base elsewhere
  // (`class Sub(Outer.Inner)`, once `Inner` is reached as a member).
  const moved = movedClasses(changed);
  if (moved === null) return null;
  // Built at the first base reached, once for every round.
  let index: ClassIndex | undefined;
  const classIndex = (): ClassIndex => (index ??= new ClassIndex(links));
  for (;;) {
    const size = names.size;
    const inherited = hierarchyNames(links, classIndex, names, folded, moved);
    if (inherited === null) return null;
    for (const n of inherited) names.add(n);
    if (names.size === size) break;
    closeOverRenames(names, links);
    for (const n of names) folded.add(phpFold(n));
  }
  for (const l of links) {
    if (!affected.has(l.path) && writesAny(l, namesOf(l), spelling(l))) affected.add(l.path);
  }
  return affected;
}

/**
 * When a class names one of `names` as a base (a base whose name may now reach another class), the names a lookup
 * through it may now answer otherwise: the classes naming such a base and their subclasses in turn, each by name in
 * any file, and every member those classes, and the bases of all of these in turn, define. A member found
 * through a subclass is written by name where it is used, so the files writing one of these names are the ones whose
 * lookups through the hierarchy may change (one that is not defined anywhere on the way is found nowhere before or
 * after). Null when a base named so cannot be followed this way: a Go struct's field type (promoted members), a PHP
 * file's base (names in any case), a base named outside any class the file defines.
 */
function hierarchyNames(links: readonly FileLinks[], classIndex: () => ClassIndex, names: ReadonlySet<string>, folded: ReadonlySet<string>, moved: readonly string[]): string[] | null {
  const hit = new Set<string>(moved);
  for (const l of links) {
    const php = l.lang === PHP;
    const has = php ? (n: string) => folded.has(phpFold(n)) : (n: string) => names.has(n);
    for (const r of l.refs) {
      if ((r.kind !== 'extends' && r.kind !== 'field') || r.name === UNKNOWN_BASE) continue;
      // A field's own name is written by every use through it (writesAny); its type's, by none.
      const named = (r.kind === 'extends' && has(r.name)) || (r.qualifier !== null && nameParts(r.qualifier).some(has));
      if (!named) continue;
      if (r.kind === 'field' || php) return null;
      hit.add(r.name);
    }
  }
  if (hit.size === 0) return [];
  // (A moved file's own classes and bases seed the walk as well; they are not among any file's refs any more, or yet.)
  const index = classIndex();
  for (const b of hit) if (index.unowned.has(b)) return null;
  const classes = new Set(hit);
  const down = closeOver([...hit], index.subclassesOf, classes);
  closeOver([...classes], index.basesOf, classes);
  // The subclasses' names (a lookup through one may change) and every member of the classes on the way; a base only
  // above them keeps its own lookups.
  const out = new Set(down);
  for (const l of links) {
    for (const d of l.defs ?? []) {
      const parts = nameParts(d.qualified);
      const at = parts.findIndex((p, i) => i < parts.length - 1 && classes.has(p));
      if (at >= 0) for (const p of parts.slice(at + 1)) out.add(p);
    }
  }
  return [...out];
}

/** `start` and every name `next` leads to from it in turn, each added to `seen` (which `start` is already in). */
function closeOver(start: string[], next: ReadonlyMap<string, ReadonlySet<string>>, seen: Set<string>): string[] {
  for (let k = 0; k < start.length; k++) {
    for (const n of next.get(start[k]!) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      start.push(n);
    }
  }
  return start;
}

/** Every class's bases and every base's subclasses, by name, over all files; and the bases named outside any class. */
class ClassIndex {
  readonly basesOf = new Map<string, Set<string>>();
  readonly subclassesOf = new Map<string, Set<string>>();
  readonly unowned = new Set<string>();

  constructor(links: readonly FileLinks[]) {
    const add = (m: Map<string, Set<string>>, k: string, v: string) => {
      const set = m.get(k);
      if (set) set.add(v);
      else m.set(k, new Set([v]));
    };
    for (const l of links) {
      const classOf = classNamesById(l);
      for (const r of l.refs) {
        if (r.kind !== 'extends' || r.name === UNKNOWN_BASE) continue;
        const cls = classOf.get(r.from);
        if (cls === undefined) {
          this.unowned.add(r.name);
          continue;
        }
        add(this.basesOf, cls, r.name);
        add(this.subclassesOf, r.name, cls);
      }
    }
  }
}

/** A file's definitions' simple names (the last part of each qualified name), by node id. */
function classNamesById(l: FileLinks): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of l.defs ?? []) if (!out.has(d.id)) out.set(d.id, nameParts(d.qualified).at(-1)!);
  return out;
}

const same = (name: string): string => name;

/**
 * Everything of a file's link material that says where its names come from, or what it is to others (its classes'
 * bases among it). Compared
 * field by field: material read back from a snapshot holds its keys in another order than a parse gives.
 */
function sameImportForms(a: FileLinks, b: FileLinks): boolean {
  return a.lang === b.lang
    && (a.namespace ?? null) === (b.namespace ?? null)
    && sameStrings(a.imports, b.imports)
    && JSON.stringify(a.mod_decls) === JSON.stringify(b.mod_decls)
    && sameStrings(a.open_namespaces ?? [], b.open_namespaces ?? [])
    && sameBindings(a.bindings ?? [], b.bindings ?? [])
    && (a.exports === undefined) === (b.exports === undefined)
    && sameBases(a, b);
}

/**
 * The bases the file's classes name, and the fields its Go structs declare with their types: another file's member
 * may be looked for through them (a subclass's `this.m()` through a base of a base, `s.repo.Save()` through a field
 * of a struct declared elsewhere), by no name that file writes.
 */
function sameBases(a: FileLinks, b: FileLinks): boolean {
  const basesOf = (l: FileLinks) => l.refs.filter((r) => r.kind === 'extends' || r.kind === 'field');
  const [x, y] = [basesOf(a), basesOf(b)];
  return x.length === y.length && x.every((r, i) => r.from === y[i]!.from && r.name === y[i]!.name && r.qualifier === y[i]!.qualifier);
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

function sameBindings(a: readonly ImportBinding[], b: readonly ImportBinding[]): boolean {
  return a.length === b.length && a.every((x, i) => {
    const y = b[i] as ImportBinding;
    return x.local === y.local && x.imported === y.imported && x.from === y.from && x.space === y.space && x.scope === y.scope;
  });
}

/**
 * Qualified names whose definition differs: defined on one side only, naming another symbol, or a symbol whose
 * first qualified name changed (the resolver keeps the first definition of each name and of each symbol; of a C or C++
 * name, the first struct and the first other definition).
 */
function changedDefinitions(before: readonly FileDef[], after: readonly FileDef[]): Set<string> {
  const out = new Set<string>();
  // A PHP definition matched only as written (a constant) gives the tree no spelling of its name (php-names.ts).
  // A definition that keeps its id but not its kind (a class become a variable: `Base = make()`) changes too: what
  // is closed is looked through as a class.
  // A C or C++ struct (FileDef `tag`) and a function of its name are both kept: the first of each kind.
  const idOf = (defs: readonly FileDef[]) => {
    const m = new Map<string, string>();
    // Per name, whether its first definition is a struct, and the names whose first of the other kind is added too.
    const firstTag = new Map<string, boolean>();
    const both = new Set<string>();
    for (const d of defs) {
      const tag = d.tag === true;
      const first = firstTag.get(d.qualified);
      if (first === undefined) {
        firstTag.set(d.qualified, tag);
        m.set(d.qualified, `${d.id}${d.case === 'exact' ? '\u0000exact' : ''}${d.scope === 'closed' ? '\u0000closed' : ''}${tag ? '\u0000tag' : ''}`);
      } else if (first !== tag && !both.has(d.qualified)) {
        both.add(d.qualified);
        m.set(d.qualified, `${m.get(d.qualified)}\u0001${d.id}`);
      }
    }
    return m;
  };
  const qualifiedOf = (defs: readonly FileDef[]) => {
    const m = new Map<string, string>();
    for (const d of defs) if (!m.has(d.id)) m.set(d.id, d.qualified);
    return m;
  };
  const [ib, ia] = [idOf(before), idOf(after)];
  for (const [q, id] of ib) if (ia.get(q) !== id) out.add(q);
  for (const [q, id] of ia) if (ib.get(q) !== id) out.add(q);
  const [qb, qa] = [qualifiedOf(before), qualifiedOf(after)];
  for (const [id, q] of qb) {
    if (qa.get(id) !== q) {
      out.add(q);
      const other = qa.get(id);
      if (other !== undefined) out.add(other);
    }
  }
  for (const [id, q] of qa) if (!qb.has(id)) out.add(q);
  return out;
}

/** The words in one of two sorted lists of unread words and not in the other. */
function changedWords(before: readonly string[], after: readonly string[]): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...before.filter((w) => !b.has(w)), ...after.filter((w) => !a.has(w))];
}

/**
 * The names a file that joined or left the tree gives or takes from others: its definitions'. What it passes on from
 * others, and what its unread parts may hide, are seen only by the files importing it, which the caller reaches
 * (splice-graph.ts reachOfMoves), as it does the files writing a path that may name it.
 */
function movedNames(names: Set<string>, c: ChangedFile): void {
  const l = c.before ?? c.after;
  for (const d of l?.defs ?? []) addParts(names, d.qualified);
}

/**
 * The classes of the files that joined or left which name bases (or embed a Go field's type), with those bases and
 * types: another file may define members of such a class (a Ruby class opened again, a Go method on the type) whose
 * lookups go through the bases the moved file gives it. Null for a PHP file naming a base.
 */
function movedClasses(changed: readonly ChangedFile[]): string[] | null {
  const out: string[] = [];
  for (const c of changed) {
    const l = c.moved ? (c.before ?? c.after) : null;
    if (!l) continue;
    const classOf = classNamesById(l);
    for (const r of l.refs) {
      if ((r.kind !== 'extends' && r.kind !== 'field') || r.name === UNKNOWN_BASE) continue;
      // PHP's names are spelled in any case (hierarchyNames follows names as written).
      if (l.lang === PHP) return null;
      const cls = classOf.get(r.from);
      if (cls !== undefined) out.push(cls);
      out.push(r.kind === 'field' ? (r.qualifier === null ? r.name : nameParts(r.qualifier).at(-1)!) : r.name);
    }
  }
  return out;
}

/** Every part of a written path: any of them may be the last part of some lookup's key. */
function addParts(names: Set<string>, written: string): void {
  for (const p of nameParts(written)) names.add(p);
}

/**
 * A re-export renames on the way (`export { y as x } from './c'`): a file asking for `x` reaches `y`. Every local
 * name of a binding whose imported name reaches a changed name is a changed name too, until nothing is added.
 */
function closeOverRenames(names: Set<string>, links: readonly FileLinks[]): void {
  // A PHP import names what it binds in any case (php-names.ts).
  const folded = new Set([...names].map(phpFold));
  const inNames = (name: string): boolean => names.has(name);
  const inFolded = (name: string): boolean => folded.has(phpFold(name));
  for (let grew = names.size > 0; grew; ) {
    grew = false;
    for (const l of links) {
      const has = l.lang === PHP ? inFolded : inNames;
      for (const b of l.bindings ?? []) {
        if (has(b.local) || b.imported === null || !nameParts(b.imported).some(has)) continue;
        names.add(b.local);
        folded.add(phpFold(b.local));
        grew = true;
      }
    }
  }
}

/**
 * The file writes one of `names`: as a use, a part of a use's qualifier, or a name an import binds (a binding whose
 * imported name is changed has its local name among `names` already, by closeOverRenames).
 */
function writesAny(l: FileLinks, names: ReadonlySet<string>, spelling: (name: string) => string): boolean {
  const has = (name: string): boolean => names.has(spelling(name));
  for (const r of l.refs) {
    if (has(r.name)) return true;
    if (r.qualifier !== null && nameParts(r.qualifier).some(has)) return true;
  }
  for (const b of l.bindings ?? []) if (has(b.local)) return true;
  return false;
}
