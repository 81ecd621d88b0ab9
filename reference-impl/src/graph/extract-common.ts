// Shared shapes and helpers for the per-language extractors.
import type { Node } from 'web-tree-sitter';
import type { ModDecl } from '../records/index.js';
import type { NodeType } from './types.js';

export interface RawSymbol {
  /** Qualified name inside the file, e.g. `Greeter.greet`. */
  qualified: string;
  label: string;
  type: NodeType;
  line_start: number;
  line_end: number;
  /** Qualified name of the enclosing symbol in the same file, if any. */
  parent: string | null;
  /**
   * Ruby: the qualified name of the definition this one is written in (`''` for none) when that is not its qualified
   * name's scope (`class A::B` written at the top level, `class ::Top` inside `module M`); absent otherwise.
   */
  within?: string;
  /**
   * Python: defined in a block (`if`, `try`, `with`, a loop) of a module or class body, or inside such a definition,
   * which may not run or may define the name again: a node of the graph, but no definition a use resolves to.
   */
  conditional?: true;
  /** TypeScript: a shorthand property of an object literal (`{ name }`), whose name is also a use of that value. */
  shorthand?: true;
  /** C++: a function written without a return type (QueryLanguage namesClass), a tag as its class is (c-tags.ts). */
  namesClass?: true;
}

/** One use of a name as written; the enclosing graph node is found later from its line. */
export interface RawUse {
  name: string;
  /** What the name was reached through (`a` in `a.f()`), or null for a bare name. */
  qualifier: string | null;
  line: number;
  /**
   * `extends`: a base its class names (`class C extends B`, `class C(B)`, a Go struct's embedded type). `field`: a
   * field `name` of a Go struct, of the type `qualifier` (no use).
   */
  kind: 'call' | 'reference' | 'extends' | 'field';
  /** A call through a value the qualifier is the type of (`r.save()` for `r: Repo` is `save` of `Repo`). */
  instance?: true;
  /** For `extends` and `field`: the class naming the base (holding the field), by its name and the line its name is on. */
  owner?: { line: number; name: string };
  /**
   * Python: written in a class body's own code (its statements and values, the decorators, parameters and return
   * annotations of the definitions in it; not inside their bodies), which sees the class's names (a call or a plain
   * reference). Ruby: a base a class or module body names (`include M`, `prepend M`), where a superclass is named in
   * the header, outside the class.
   */
  classBody?: true;
  /** C and C++: a type's name written after `struct`, `union`, `enum` or `class` (c-tags.ts). */
  tag?: true;
}

/** A name an import brings into the file: `import { a as b } from './x'` binds `b` to `a` of `./x`. */
export interface RawBinding {
  local: string;
  /** The name in the imported module, or null when the local name stands for the module itself. */
  imported: string | null;
  /** The import as written: a path specifier, or a namespace (Java/C#/PHP) when `space` says so. */
  from: string;
  space: 'path' | 'namespace';
  /** Rust: the inline module or function a `use` is written in; Python: the function or class an import is (ImportBinding `scope`). */
  scope?: string;
}

export interface Extraction {
  symbols: RawSymbol[];
  /** Import specifiers as written (relative ones are resolved later). */
  imports: string[];
  /** Rust `mod x;` declarations, resolved to x.rs / x/mod.rs (or the files their `#[path]` names) later. */
  modDecls: ModDecl[];
  uses: RawUse[];
  bindings: RawBinding[];
  /** The package or namespace the file declares (Java, C#, PHP), null elsewhere. */
  namespace: string | null;
  /** Namespaces whose names the file sees whole (Java `a.b.*`, C# `using A.B;`). */
  openNamespaces: string[];
  /** The top-level definition a script module exports as its default (`export default function f`), if any. */
  defaultExport: string | null;
  /** Names a script module offers for another of its top-level definitions (CommonJS `exports.a = b`): [a, b]. */
  exportAliases: [string, string][];
  /**
   * Python: the bodies of classes, and of the functions defined in them, as [start, end) byte offsets, in order of
   * start (they nest). A use whose innermost such body is a class's is RawUse `classBody`.
   */
  classBodies?: {
    starts: number[];
    ends: number[];
    isClass: boolean[];
    /**
     * The headers of the classes defined in another class's body (from their decorators to their body), as [start,
     * end) byte offsets in order of start, with the name of that class and the line it starts on: a use written there
     * is that body's code.
     */
    headers?: { starts: number[]; ends: number[]; outer: { name: string; line: number }[] };
  };
  /** The words of the parts of the file the grammar could not read, sorted and unique (FileLinks `unread`). */
  unread?: string[];
  /** Python: the names a literal `__all__` lists, sorted and unique (FileLinks `exports`; extract-python-all.ts). */
  exports?: string[];
}

export function emptyExtraction(): Extraction {
  return { symbols: [], imports: [], modDecls: [], uses: [], bindings: [], namespace: null, openNamespaces: [], defaultExport: null, exportAliases: [] };
}

/** Collects symbols for one file. */
export class SymbolCollector {
  readonly out: Extraction = emptyExtraction();
  /** While above zero, what is added is conditional (RawSymbol). */
  conditional = 0;

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
    const symbol = symbolAt(qualified, label, type, row, Math.max(row, node.endPosition.row), parent);
    if (this.conditional > 0) symbol.conditional = true;
    this.out.symbols.push(symbol);
  }
}

/** A symbol spanning 0-based rows `row`..`endRow`. */
export function symbolAt(qualified: string, label: string, type: NodeType, row: number, endRow: number, parent: string | null): RawSymbol {
  return { qualified, label, type, line_start: row + 1, line_end: endRow + 1, parent };
}

/** The text of a node's `name` field (or another field), or null when absent. */
export function fieldText(node: Node, field = 'name'): string | null {
  const child = node.childForFieldName(field);
  return child ? child.text : null;
}

/**
 * A call's arguments (the node of its argument list, or null): its named children but comments, which the grammars
 * keep where they are written (a note before `require`'s specifier) and which are no argument.
 */
export function callArguments(args: Node | null | undefined): Node[] {
  const out: Node[] = [];
  for (const n of args?.namedChildren ?? []) if (n !== null && n.type !== 'comment') out.push(n);
  return out;
}

/** Strips quotes from a string literal node's text. */
export function unquote(text: string): string {
  return text.replace(/^[`'"]|[`'"]$/g, '');
}

/** The last of `starts` (ascending) at or before `at`, by its index; -1 when all lie after it. */
export function lastStartAtOrBefore(starts: ArrayLike<number>, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
