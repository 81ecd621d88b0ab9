// Symbols found by a definitions query: each match captures a definition node (its capture name is the
// node type) and its @name; nesting comes from the nodes' extents, so one small loop serves every language.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { symbolAt, type RawSymbol } from './extract-common.js';
import type { NodeType } from './types.js';

const CONTAINERS = new Set<NodeType>(['class', 'struct', 'interface', 'trait', 'enum']);

interface Def {
  node: Node;
  /** The node's extent, read once (each read crosses into wasm). */
  start: number;
  end: number;
  name: string;
  type: NodeType;
  qualified: string;
}

/**
 * The symbols of a definitions query's matches. A name written with a scope (`Greeter::greet`, an
 * out-of-class C++ definition) keeps the scope in its qualified name. A function inside a class-like
 * container is a method; a method outside one (a top-level Ruby `def`) is a function. With `lexical` (Ruby), a
 * name written from the top (`class ::Top`) is top-level wherever it is written, and a definition with a scoped or
 * rooted name records the definition it is written in (`within`): its body sees that one's names, not its scope's.
 */
export function symbolsByQuery(matches: readonly QueryMatch[], lexical = false): RawSymbol[] {
  const defs: Def[] = [];
  for (const m of matches) {
    let node: Node | null = null;
    let name: string | null = null;
    let type: NodeType | null = null;
    for (const c of m.captures) {
      // A name written as a symbol (Ruby's `alias_method :new, :old`) is the name after its colon; a capture named
      // with a leading underscore only serves a predicate.
      if (c.name === 'name') name = c.node.type === 'simple_symbol' ? c.node.text.slice(1) : c.node.text;
      else if (!c.name.startsWith('_')) {
        node = c.node;
        type = c.name as NodeType;
      }
    }
    if (node && name && type) defs.push({ node, start: node.startIndex, end: node.endIndex, name, type, qualified: '' });
  }
  defs.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RawSymbol[] = [];
  const declared = new Set<string>();
  const stack: Def[] = [];
  for (const d of defs) {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= d.start) stack.pop();
    const parent = stack[stack.length - 1] ?? null;
    const scoped = d.name.split(/::|\\/).filter((p) => p !== '');
    const label = scoped[scoped.length - 1] ?? d.name;
    const scope = scoped.slice(0, -1).join('.');
    let qualified = parent ? `${parent.qualified}.${label}` : label;
    let parentName = parent?.qualified ?? null;
    const rooted = lexical && d.name.startsWith('::');
    // The qualified name's scope, where a scoped or rooted name puts it.
    let owner: string | null = null;
    if (scope !== '' || rooted) {
      const outer = parent && !rooted ? `${parent.qualified}.` : '';
      qualified = scope === '' ? label : `${outer}${scope}.${label}`;
      owner = qualified.slice(0, Math.max(0, qualified.length - label.length - 1));
      parentName = declared.has(owner) ? owner : null;
    }
    const inContainer = (parent && CONTAINERS.has(parent.type)) || scope !== '';
    const type = d.type === 'function' && inContainer ? 'method' : d.type === 'method' && !inContainer ? 'function' : d.type;
    d.qualified = qualified;
    declared.add(qualified);
    const sym = symbolAt(qualified, label, type, d.node.startPosition.row, d.node.endPosition.row, parentName);
    const within = parent?.qualified ?? '';
    if (lexical && owner !== null && within !== owner) sym.within = within;
    out.push(sym);
    stack.push(d);
  }
  return out;
}
