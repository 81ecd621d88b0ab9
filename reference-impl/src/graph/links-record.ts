// A file's link material as a `links` record of the v3 snapshot (layout in records/graph-snapshot.ts): one JSON
// array, the node ids it names written relative to the file they lie in. Link material is most of a snapshot's
// bytes when written as objects (keys again on every use, each id spelling its path); this form is about a third.
import { DEF_FLAGS, type FileDef, type FileLinks, type ImportBinding, type LinksRecord } from '../records/index.js';
import { fileNodeId, symbolIdPrefix } from './build-nodes.js';

/**
 * A use's kind in a record: 1 for a call, 2 for a base its class names, 0 for any other reference; 5 for a call
 * through a value of the qualifier's type; 6 for a Go struct's field and its type (no use); 4 for a call and 3 for
 * another reference written in a Python class body's own code, and 7 for a base a Ruby class body names (`include M`)
 * (RawRef `class_body`); 8 for a C or C++ reference written after its keyword (RawRef `tag`).
 */
const CALL = 1;
const REFERENCE = 0;
const EXTENDS = 2;
const INSTANCE_CALL = 5;
const FIELD = 6;
const CLASS_BODY_REFERENCE = 3;
const CLASS_BODY_CALL = 4;
const CLASS_BODY_EXTENDS = 7;
const TAG_REFERENCE = 8;

/**
 * The record of `l`, its root given as an index into the header's roots. A field FileLinks leaves out is written
 * empty (no bindings, no definitions, no namespace), which is what a reader takes it to mean.
 */
export function linksRecord(l: FileLinks, root: number): LinksRecord {
  const fileId = fileNodeId(l.path);
  const symbolPrefix = symbolIdPrefix(l.path);
  const relative = (id: string): string | [string] => (id === fileId ? '' : writesRelative(id, symbolPrefix) ? id.slice(symbolPrefix.length) : [id]);
  const uses: LinksRecord[9] = [];
  for (const r of l.refs) uses.push(relative(r.from), r.name, r.qualifier, r.line, r.instance ? INSTANCE_CALL : r.tag ? TAG_REFERENCE : r.class_body ? (r.kind === 'call' ? CLASS_BODY_CALL : r.kind === 'extends' ? CLASS_BODY_EXTENDS : CLASS_BODY_REFERENCE) : r.kind === 'call' ? CALL : r.kind === 'extends' ? EXTENDS : r.kind === 'field' ? FIELD : REFERENCE);
  const record: LinksRecord = [
    root,
    l.path,
    l.lang,
    l.imports,
    l.mod_decls,
    l.namespace ?? null,
    l.open_namespaces ?? [],
    (l.bindings ?? []).map((b) => (b.scope === undefined ? [b.local, b.imported, b.from, b.space] : [b.local, b.imported, b.from, b.space, b.scope])),
    (l.defs ?? []).map((d) => defItem(d, symbolPrefix)),
    uses,
  ];
  if (l.unread || l.exports) record.push(l.unread ?? null);
  if (l.exports) record.push(l.exports);
  return record;
}

function defItem(d: FileDef, symbolPrefix: string): LinksRecord[8][number] {
  const plain = d.id === symbolPrefix + d.qualified;
  const flags = (d.scope === 'closed' ? DEF_FLAGS.closed : 0) + (d.case === 'exact' ? DEF_FLAGS.exactCase : 0) + (d.tag ? DEF_FLAGS.tag : 0);
  if (flags !== 0) return plain && d.within === undefined ? [d.qualified, flags] : [d.qualified, d.id, d.within ?? null, flags];
  return d.within !== undefined ? [d.qualified, d.id, d.within] : plain ? d.qualified : [d.qualified, d.id];
}

function fileDefOf(d: LinksRecord[8][number], ids: NodeIds): FileDef {
  if (typeof d === 'string') return { qualified: d, id: ids.symbol(d) };
  if (d.length === 2) return typeof d[1] === 'number' ? flagged({ qualified: d[0], id: ids.symbol(d[0]) }, d[1]) : { qualified: d[0], id: ids.full(d[1]) };
  if (d.length === 3) return { qualified: d[0], id: ids.full(d[1]), within: d[2] };
  const def: FileDef = { qualified: d[0], id: ids.full(d[1]) };
  if (d[2] !== null) def.within = d[2];
  return flagged(def, d[3]);
}

function flagged(def: FileDef, flags: number): FileDef {
  if ((flags & DEF_FLAGS.closed) !== 0) def.scope = 'closed';
  if ((flags & DEF_FLAGS.exactCase) !== 0) def.case = 'exact';
  if ((flags & DEF_FLAGS.tag) !== 0) def.tag = true;
  return def;
}

/**
 * The first node id a record (already checked by linksRecordProblem) writes in full where linksRecord writes it
 * relative to the file at `path`, or null: such a record reads as the same material but is not the bytes the
 * writer gives it, so a reader refuses it (a snapshot's bytes are its graph's digest).
 */
export function idWrittenInFull(record: LinksRecord, path: string): string | null {
  const fileId = fileNodeId(path);
  const symbolPrefix = symbolIdPrefix(path);
  for (const d of record[8]) {
    if (typeof d === 'string') continue;
    if ((d.length === 2 && d[1] === symbolPrefix + d[0]) || (d.length === 4 && d[2] === null && d[1] === symbolPrefix + d[0])) return d[1];
  }
  const uses = record[9];
  for (let i = 0; i < uses.length; i += 5) {
    const from = uses[i];
    if (Array.isArray(from) && (from[0] === fileId || writesRelative(from[0], symbolPrefix))) return from[0];
  }
  return null;
}

/** Whether linksRecord writes `id` as the qualified name after the file's symbol prefix. */
const writesRelative = (id: string, symbolPrefix: string): boolean => id.startsWith(symbolPrefix) && id.length > symbolPrefix.length;

/**
 * The ids a links record names, each as the graph's own string when the graph holds that node (so a read graph keeps
 * one copy of each): `file` is the file's node id, `symbol` the id of a qualified name after the file's symbol
 * prefix, `full` an id written in full.
 */
export interface NodeIds {
  file(): string;
  symbol(qualified: string): string;
  full(id: string): string;
}

/** NodeIds that spell each id anew (no graph to share strings with). */
export const spelledIds = (path: string): NodeIds => ({
  file: () => fileNodeId(path),
  symbol: (qualified) => symbolIdPrefix(path) + qualified,
  full: (id) => id,
});

/**
 * The FileLinks a record (already checked by linksRecordProblem) stands for, every field present (`unread` when it has
 * words, `exports` when the record lists them).
 */
export function fileLinksOf(record: LinksRecord, root: string, path: string, ids: NodeIds = spelledIds(path)): FileLinks {
  const [, , lang, imports, modDecls, namespace, openNamespaces, bindings, defs, uses, unread, exports] = record;
  const fileId = ids.file();
  const absolute = (from: string | [string]): string => (typeof from !== 'string' ? ids.full(from[0]) : from === '' ? fileId : ids.symbol(from));
  const refs: FileLinks['refs'] = [];
  for (let i = 0; i < uses.length; i += 5) {
    const from = absolute(uses[i] as string | [string]);
    const name = uses[i + 1] as string;
    const qualifier = uses[i + 2] as string | null;
    const line = uses[i + 3] as number;
    const code = uses[i + 4];
    if (code === INSTANCE_CALL) refs.push({ from, name, qualifier, line, kind: 'call', instance: true });
    else if (code === TAG_REFERENCE) refs.push({ from, name, qualifier, line, kind: 'reference', tag: true });
    else if (code === CLASS_BODY_CALL || code === CLASS_BODY_REFERENCE) refs.push({ from, name, qualifier, line, kind: code === CLASS_BODY_CALL ? 'call' : 'reference', class_body: true });
    else if (code === CLASS_BODY_EXTENDS) refs.push({ from, name, qualifier, line, kind: 'extends', class_body: true });
    else refs.push({ from, name, qualifier, line, kind: code === CALL ? 'call' : code === EXTENDS ? 'extends' : code === FIELD ? 'field' : 'reference' });
  }
  const links: FileLinks = {
    root,
    path,
    lang,
    imports,
    mod_decls: modDecls,
    refs,
    bindings: bindings.map(([local, imported, from, space, scope]): ImportBinding => (scope === undefined ? { local, imported, from, space } : { local, imported, from, space, scope })),
    defs: defs.map((d) => fileDefOf(d, ids)),
    namespace,
    open_namespaces: openNamespaces,
  };
  if (unread !== undefined && unread !== null) links.unread = unread;
  if (exports !== undefined) links.exports = exports;
  return links;
}
