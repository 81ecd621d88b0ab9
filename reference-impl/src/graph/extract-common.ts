// Shared shapes and helpers for the per-language symbol extractors.
import type { Node } from 'web-tree-sitter';
import type { NodeType } from './types.js';

export interface RawSymbol {
  /** Qualified name inside the file, e.g. `Greeter.greet`. */
  qualified: string;
  label: string;
  type: NodeType;
  line_start: number;
  line_end: number;
  text: string;
  /** Qualified name of the enclosing symbol in the same file, if any. */
  parent: string | null;
}

export interface Extraction {
  symbols: RawSymbol[];
  /** Import specifiers as written (relative ones are resolved later). */
  imports: string[];
  /** Rust `mod x;` declarations, resolved to x.rs / x/mod.rs later. */
  modDecls: string[];
}

const MAX_TEXT = 200;

/** Collects symbols for one file; `lines` is the source split into lines. */
export class SymbolCollector {
  readonly out: Extraction = { symbols: [], imports: [], modDecls: [] };

  constructor(private readonly lines: readonly string[]) {}

  add(node: Node, name: string, type: NodeType, parent: string | null, at: Node = node): string {
    const qualified = parent ? `${parent}.${name}` : name;
    this.push(node, at, qualified, name, type, parent);
    return qualified;
  }

  /** A symbol named after a container that is not declared in this file (e.g. a Go receiver). */
  addDetached(node: Node, qualified: string, name: string, type: NodeType): void {
    this.push(node, node, qualified, name, type, null);
  }

  private push(node: Node, at: Node, qualified: string, label: string, type: NodeType, parent: string | null): void {
    const row = at.startPosition.row;
    this.out.symbols.push({
      qualified,
      label,
      type,
      line_start: row + 1,
      line_end: Math.max(row, node.endPosition.row) + 1,
      text: (this.lines[row] ?? '').trim().slice(0, MAX_TEXT),
      parent,
    });
  }
}

/** The text of a node's `name` field (or another field), or null when absent. */
export function fieldText(node: Node, field = 'name'): string | null {
  const child = node.childForFieldName(field);
  return child ? child.text : null;
}

/** Strips quotes from a string literal node's text. */
export function unquote(text: string): string {
  return text.replace(/^[`'"]|[`'"]$/g, '');
}
