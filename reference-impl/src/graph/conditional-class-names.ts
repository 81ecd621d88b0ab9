// Python: a class defined in a block (both branches of an `if`, a `try`) is a conditional symbol, no definition the
// resolver looks names up in (build-nodes.ts), and neither are its members. A use in such a class body's own code of
// a name the body binds (`__ror__ = __or__` in an `IntFlag` defined once per Python version) is that binding, which
// the resolver cannot reach: left to it, the use would mean the same name further out (a base's member, a top-level
// function) or nothing. Such uses are dropped from the file's uses.
import type { FileDef, RawRef } from '../records/index.js';
import type { GraphEdge, GraphNode } from './types.js';

/** `refs` without the uses, in the own code of a conditional class's body, of a name that body binds. */
export function withoutConditionalBodyNames(refs: RawRef[], nodes: readonly GraphNode[], edges: readonly GraphEdge[], defs: readonly FileDef[]): RawRef[] {
  if (!refs.some((r) => r.class_body === true)) return refs;
  const defined = new Set(defs.map((d) => d.id));
  const classes = new Set(nodes.filter((n) => n.type === 'class' && !defined.has(n.id)).map((n) => n.id));
  if (classes.size === 0) return refs;
  const parent = new Map<string, string>();
  const bound = new Map<string, Set<string>>();
  const label = new Map(nodes.map((n) => [n.id, n.label]));
  for (const e of edges) {
    if (e.kind !== 'contains') continue;
    parent.set(e.target, e.source);
    if (classes.has(e.source)) (bound.get(e.source) ?? bound.set(e.source, new Set()).get(e.source)!).add(label.get(e.target) ?? '');
  }
  return refs.filter((r) => {
    if (r.class_body !== true || r.qualifier !== null || r.kind === 'extends') return true;
    const cls = classes.has(r.from) ? r.from : parent.get(r.from);
    return cls === undefined || !classes.has(cls) || bound.get(cls)?.has(r.name) !== true;
  });
}
