// Which `this` a script's `this.m()` names. An arrow function keeps the `this` around it; a `function` (a generator
// too) and an object literal's method bind their own. So `this` is the instance of the innermost class around it
// only when no such function lies between the two, and only for a class outside every function and class (one inside
// has no symbols: its methods' uses are the enclosing method's). With no class around, `this` is what the outermost
// such function is given (a prototype method's instance, an object literal's object), never what one inside it is.
// Two forms say what a function's own `this` is: a TypeScript `this: T` parameter (a value of type T), and the
// generator TypeScript's emitted `__awaiter(this, …, function* () { … })` runs with the caller's `this`.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { callArguments, lastStartAtOrBefore } from './extract-common.js';
import { bareCall } from './use-calls.js';
import { typeName } from './type-queries.js';

/** The languages whose `this` this file reads. */
export const SCRIPT_LANGS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript']);

/**
 * The use query's part for scripts: each function that binds its own `this` (@tfunc; classes are @tclass) and a
 * declared `this` type (@tthis). An emitted `__awaiter(this, …)` is read from the query's calls (awaiterRuns).
 */
const THIS_BINDERS = `
[(function_expression) (function_declaration) (generator_function) (generator_function_declaration)] @tfunc
(object (method_definition) @tfunc)
`;
const TYPED_THIS = '(required_parameter pattern: (this) type: (type_annotation) @tthis)\n';

/** THIS_BINDERS for a language: TypeScript's also reads a declared `this` type. */
export function thisBinders(lang: string): string {
  if (!SCRIPT_LANGS.has(lang)) return '';
  return lang === 'javascript' ? THIS_BINDERS : THIS_BINDERS + TYPED_THIS;
}

/** The nodes of a function whose parameter list may say its `this` (@tfunc's). */
const FUNCTION_TYPES = new Set(['function_expression', 'function_declaration', 'generator_function', 'generator_function_declaration']);

/** The captures THIS_BINDERS adds, none of them a use. */
export const THIS_CAPTURES: readonly string[] = ['tfunc', 'tthis'];

/** Functions an emitted `__awaiter(this, …)` runs with its caller's `this`: each one after that first `this`. */
const AWAITED = new Set(['generator_function', 'function_expression']);

/** Adds to `passed` where each function `call` (an `__awaiter` call) runs with the caller's `this` starts. */
function awaiterRuns(call: Node, passed: Set<number>): void {
  const args = callArguments(call.childForFieldName('arguments'));
  // The first argument is `this`.
  if (args[0]?.type !== 'this') return;
  for (const arg of args.slice(1)) if (AWAITED.has(arg.type)) passed.add(arg.startIndex);
}

/**
 * What `this` at a place is: the one the symbol around it stands for (its class's instance, a prototype method's), one
 * that cannot be told, an instance of a class inside a function or another class (whose fields are still its own), or
 * a value of a written type.
 */
export type BoundThis = 'own' | 'unknown' | 'nested' | { type: string };

/** Spans of syntax nodes (nested or apart), each a class or a function binding its own `this`. */
export class ThisBindings {
  private constructor(
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
    private readonly isClass: Uint8Array,
    /** The index of the innermost span holding each one, -1 for none. */
    private readonly parents: Int32Array,
    /** The `this` type a function declares, by its span's index. */
    private readonly declared: ReadonlyMap<number, string>,
  ) {}

  /** The bindings of a file's matches; null when there is nothing to tell apart (no function, one class at most). */
  static of(matches: readonly QueryMatch[], joint: string): ThisBindings | null {
    const spans: [number, number, number][] = [];
    const passed = new Set<number>();
    const typed: Node[] = [];
    let functions = 0;
    for (const m of matches) {
      const awaiter = bareCall(m, '__awaiter');
      if (awaiter !== null) awaiterRuns(awaiter, passed);
      for (const c of m.captures) {
        if (c.name === 'tthis') typed.push(c.node);
        else if (c.name === 'tfunc' || (c.name === 'tclass' && m.captures.length === 1)) {
          if (c.name === 'tfunc') functions++;
          spans.push([c.node.startIndex, c.node.endIndex, c.name === 'tclass' ? 1 : 0]);
        }
      }
    }
    // A class inside another class or a method is told apart even in a file without functions.
    if (spans.length === 0 || (functions === 0 && spans.length === 1)) return null;
    // Outer before inner: by start, then the longer first. A function run with its caller's `this` binds none.
    const kept = passed.size === 0 ? spans : spans.filter(([s, , k]) => k === 1 || !passed.has(s));
    kept.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const n = kept.length;
    const starts = new Int32Array(n);
    const ends = new Int32Array(n);
    const isClass = new Uint8Array(n);
    const parents = new Int32Array(n);
    const open: number[] = [];
    for (let i = 0; i < n; i++) {
      const [s, e, k] = kept[i]!;
      while (open.length > 0 && ends[open[open.length - 1]!]! <= s) open.pop();
      starts[i] = s;
      ends[i] = e;
      isClass[i] = k;
      parents[i] = open.length > 0 ? open[open.length - 1]! : -1;
      open.push(i);
    }
    const declared = new Map<number, string>();
    const bindings = new ThisBindings(starts, ends, isClass, parents, declared);
    for (const node of typed) {
      // Only a function's own parameter list says its `this`, not a function type written in it (`cb: (this: T) => void`).
      const owner = node.parent?.parent?.parent;
      if (!owner || !FUNCTION_TYPES.has(owner.type)) continue;
      const at = bindings.innermost(node.startIndex);
      // A class method's own `this:` (the class around it is its span) is never asked for.
      if (at === -1) continue;
      const parts = typeName(node, false)?.text.split('.').map((p) => p.trim());
      // A type that is no plain name (a union, an object type) says nothing: `this` is then unknown.
      declared.set(at, parts && parts.every((p) => /^[A-Za-z_][\w$]*$/.test(p)) ? parts.join(joint) : '');
    }
    return bindings;
  }

  /** What `this` at `at` is. */
  thisAt(at: number): BoundThis {
    let functions = 0;
    for (let i = this.innermost(at); i !== -1; i = this.parents[i]!) {
      // A class inside a function or another class has no symbols of its own: its methods' uses are the outer one's.
      if (this.isClass[i]) return functions > 0 ? 'unknown' : this.parents[i] !== -1 ? 'nested' : 'own';
      if (functions === 0) {
        const type = this.declared.get(i);
        if (type !== undefined) return type === '' ? 'unknown' : { type };
      }
      functions++;
    }
    return functions > 1 ? 'unknown' : 'own';
  }

  /** The innermost span holding `at`; -1 when none does. */
  private innermost(at: number): number {
    // The last span starting at or before `at`, then out through the spans holding it.
    let i = lastStartAtOrBefore(this.starts, at);
    while (i !== -1 && this.ends[i]! <= at) i = this.parents[i]!;
    return i;
  }
}
