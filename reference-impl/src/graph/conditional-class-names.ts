// Python: a class defined in a block (both branches of an `if`, a `try`) is a conditional symbol, no definition the
// resolver looks names up in (build-nodes.ts), and neither are its members. A use in such a class body's own code of
// a name the body binds on an earlier line (`__ror__ = __or__` in an `IntFlag` defined once per Python version) is
// that binding, which the resolver cannot reach: left to it, the use would mean the same name further out (a base's
// member, a top-level function) or nothing. Such uses are dropped from the file's uses; a use on the binding's own
// line or before it (`helper = staticmethod(helper)`) still means the name further out, as Python reads it.
import type { FileDef, RawRef } from '../records/index.js';
import type { GraphEdge, GraphNode } from './types.js';

/** `refs` without the uses, in the own code of a conditional class's body, of a name that body binds above them. */
export function withoutConditionalBodyNames(refs: RawRef[], nodes: readonly GraphNode[], edges: readonly GraphEdge[], defs: readonly FileDef[]): RawRef[] {
  if (!refs.some((r) => r.class_body === true)) return refs;
  const defined = new Set(defs.map((d) => d.id));
  const classes = new Set(nodes.filter((n) => n.type === 'class' && !defined.has(n.id)).map((n) => n.id));
  if (classes.size === 0) return refs;
  const parent = new Map<string, string>();
  // Per conditional class, the first line each name its body binds is bound on.
  const bound = new Map<string, Map<string, number>>();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const e of edges) {
    if (e.kind !== 'contains') continue;
    parent.set(e.target, e.source);
    const member = byId.get(e.target);
    if (!classes.has(e.source) || member === undefined) continue;
    const names = bound.get(e.source) ?? bound.set(e.source, new Map()).get(e.source)!;
    names.set(member.label, Math.min(names.get(member.label) ?? Infinity, member.line_start));
  }
  return refs.filter((r) => {
    if (r.class_body !== true || r.qualifier !== null || r.kind === 'extends') return true;
    const cls = classes.has(r.from) ? r.from : parent.get(r.from);
    const line = cls === undefined ? undefined : bound.get(cls)?.get(r.name);
    return line === undefined || line >= r.line;
  });
}
