// Turns one file's extraction into graph nodes and contains-edges with stable ids.
import type { FileDef } from '../records/index.js';
import type { RawSymbol } from './extract-common.js';
import type { GraphEdge, GraphNode } from './types.js';

export function fileNodeId(relPath: string): string {
  return `file::${relPath}`;
}

/** How the id of every symbol of the file at `relPath` begins (its qualified name follows). */
export function symbolIdPrefix(relPath: string): string {
  return `sym::${relPath}::`;
}

/**
 * Nodes come back in line order (an enclosing symbol before what it encloses), `defs` beside them, each with the
 * `scope` `scopes` gives its symbol.
 * Symbol ids are `sym::<path>::<qualified>`; when the same id repeats, later declarations
 * (in line order, a conditional symbol after every definition) get an `@<line>` suffix so the first keeps the plain,
 * predictable id.
 */
export function buildSymbolNodes(
  root: string,
  relPath: string,
  symbols: readonly RawSymbol[],
  scopes?: ReadonlyMap<RawSymbol, NonNullable<FileDef['scope']>>,
): { nodes: GraphNode[]; edges: GraphEdge[]; defs: FileDef[] } {
  const ordered = [...symbols].sort((a, b) => a.line_start - b.line_start || b.line_end - a.line_end);
  const used = new Set<string>();
  const nodes: GraphNode[] = [];
  const byQualified = new Map<string, GraphNode[]>();
  const ids = new Map<RawSymbol, string>();
  const defs: FileDef[] = [];
  // A definition keeps the plain id before a conditional symbol of its name written above it.
  for (const sym of ordered) if (!sym.conditional) ids.set(sym, uniqueId(symbolIdPrefix(relPath) + sym.qualified, sym.line_start, used));
  for (const sym of ordered) {
    const id = ids.get(sym) ?? uniqueId(symbolIdPrefix(relPath) + sym.qualified, sym.line_start, used);
    ids.set(sym, id);
    if (!sym.conditional) {
      const def: FileDef = sym.within === undefined ? { qualified: sym.qualified, id } : { qualified: sym.qualified, id, within: sym.within };
      const scope = scopes?.get(sym);
      if (scope !== undefined) def.scope = scope;
      // A C++ function named as its class without a return type (a deduction guide) hides no class (c-tags.ts).
      if (sym.namesClass) def.tag = true;
      defs.push(def);
    }
    const node: GraphNode = {
      id,
      label: sym.label,
      type: sym.type,
      root,
      path: relPath,
      line_start: sym.line_start,
      line_end: sym.line_end,
    };
    nodes.push(node);
    const list = byQualified.get(sym.qualified) ?? [];
    list.push(node);
    byQualified.set(sym.qualified, list);
  }
  const edges: GraphEdge[] = [];
  for (const sym of ordered) {
    const parent = sym.parent === null ? undefined : pickContainer(byQualified.get(sym.parent), sym.line_start);
    edges.push({ source: parent?.id ?? fileNodeId(relPath), target: ids.get(sym) as string, kind: 'contains' });
  }
  return { nodes, edges, defs };
}

function uniqueId(base: string, line: number, used: Set<string>): string {
  let id = base;
  if (used.has(id)) id = `${base}@${line}`;
  for (let n = 2; used.has(id); n++) id = `${base}@${line}.${n}`;
  used.add(id);
  return id;
}

/** Among same-named containers, the one whose lines enclose the member. */
function pickContainer(candidates: GraphNode[] | undefined, line: number): GraphNode | undefined {
  if (!candidates?.length) return undefined;
  // The innermost whose lines hold it: of a C `typedef struct node {…} node;`, the struct (written inside the typedef).
  let best: GraphNode | undefined;
  for (const c of candidates) {
    if (c.line_start <= line && line <= c.line_end && (best === undefined || c.line_end - c.line_start <= best.line_end - best.line_start)) best = c;
  }
  return best ?? candidates[0];
}
