// What a query-driven language supplies: its definitions query and how its import forms become link material.
import type { Node, QueryMatch } from 'web-tree-sitter';
import type { Extraction } from './extract-common.js';

export interface QueryLanguage {
  /** Captures a definition node under its node type (@class, @method, ...) and its @name. */
  defs: string;
  /** Captures the file's import forms; `takeImports` reads its matches. */
  imports: string;
  takeImports(matches: readonly QueryMatch[], out: Extraction): void;
  /** Whether a scoped definition's body sees the names of what it is written in, not of its scope (Ruby). */
  lexicalNesting?: true;
  /** The names a definition captured without @name declares (a C++ declaration of several variables). */
  declaredNames?(node: Node): string[];
  /**
   * Whether a definition captured with `@_outer` (`node`) is named in the scope around the enum it is written in
   * rather than in the enum (a C++ plain `enum`'s enumerator); true when the language does not say.
   */
  namedOutside?(node: Node): boolean;
  /**
   * Whether a captured definition defines nothing of the file after all (a C++ declaration inside a function's body, a
   * header's include guard).
   */
  definesNothing?(node: Node): boolean;
  /**
   * Whether a captured function names a class rather than defining a function of its own name (a C++ function written
   * without a return type: a constructor defined outside its class, one a macro left outside it, a deduction guide).
   */
  namesClass?(node: Node): boolean;
}

/** Each match as a map from capture name to the captured node's text. */
export function* matchTexts(matches: readonly QueryMatch[]): Generator<Map<string, string>> {
  for (const m of matches) {
    const texts = new Map<string, string>();
    for (const c of m.captures) texts.set(c.name, c.node.text);
    yield texts;
  }
}

/** `a.b.C` → [`a.b`, `C`]; a name with no dot has the empty namespace. */
export function splitLast(dotted: string): [string, string] {
  const at = dotted.lastIndexOf('.');
  return at === -1 ? ['', dotted] : [dotted.slice(0, at), dotted.slice(at + 1)];
}

/** A path an import form names relative to the importing file's directory, in `./` form. */
export function relativeSpec(raw: string): string {
  const spec = raw.replace(/^\$\{?\w+\}?\//, '').replace(/^\//, '');
  return spec.startsWith('./') || spec.startsWith('../') ? spec : `./${spec}`;
}
