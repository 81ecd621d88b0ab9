// Ruby: modules, classes, methods (top-level `def`s are functions; `alias new old` and `alias_method :new, :old` name
// one more), constants an assignment names (its name alone is the definition, so a block its value takes keeps its
// methods where they were); `require_relative`, and `require` as `<name>`, found on the load path (resolve-imports.ts:
// a gem of the tree) or outside the tree.
import type { Node, QueryCapture, QueryMatch } from 'web-tree-sitter';
import { callArguments } from './extract-common.js';
import { matchTexts, relativeSpec, type QueryLanguage } from './extract-query-language.js';
import { spells, useCall } from './use-calls.js';

export const RUBY: QueryLanguage = {
  lexicalNesting: true,
  defs: `
(module name: [(constant) (scope_resolution)] @name) @module
(class name: [(constant) (scope_resolution)] @name) @class
(method name: (_) @name) @method
(singleton_method name: (_) @name) @method
(alias name: (_) @name) @method
(assignment left: (constant) @name @constant)
`,
  // The import forms and `alias_method` are read from the use query's calls (rubyCallMatches).
  imports: '',
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const form = m.get('form');
      const loads = form === 'require' || form === 'load';
      // A path worked out at run time (`require File.expand_path(...)`) names something the tree cannot list.
      if (m.has('dynamic')) {
        if (loads || form === 'require_relative') out.imports.push('<?>');
        continue;
      }
      // `require "json"` searches Ruby's load path, kept as `<json>` (resolve-modules.ts: outside the tree); so is
      // `require "./x"`, which the process's working directory answers, not the file's.
      if (loads) out.imports.push(`<${m.get('spec')!}>`);
      if (form !== 'require_relative') continue;
      const spec = relativeSpec(m.get('spec')!);
      out.imports.push(spec.endsWith('.rb') ? spec : `${spec}.rb`);
    }
  },
};

/** The receivers whose `require` and `load` are the import forms: Kernel's own methods, called through it. */
const KERNEL: ReadonlySet<string> = new Set(['Kernel', '::Kernel']);

/** A first argument worked out at run time (`require File.join(...)`, `load path`). */
const WORKED_OUT = new Set(['identifier', 'call', 'binary', 'constant', 'scope_resolution']);

/**
 * The import forms and `alias_method :new, :old` calls among a file's use matches (every call by a method's name:
 * extract-uses.ts), as matches of the patterns they are read by otherwise: a pattern rooted at a call costs every
 * thread's compile of Ruby's query 13-16 ms (use-calls.ts). `imports`, in written order: a match [@form, @spec] for
 * each piece of text of a string the call's arguments start with (a comment is no argument), and [@form, @dynamic]
 * for a first argument worked out at run time (a string with an interpolation, once), for a call with no receiver
 * or through Kernel (KERNEL); `aliases`: [@method, @name] for an `alias_method` with no receiver whose arguments start with
 * a symbol.
 */
export function rubyCallMatches(uses: readonly QueryMatch[]): { imports: QueryMatch[]; aliases: QueryMatch[] } {
  const imports: [number, QueryMatch][] = [];
  const aliases: QueryMatch[] = [];
  for (const m of uses) {
    const use = useCall(m);
    if (use === null) continue;
    const { call, callee: form, received } = use;
    if (spells(form, 'alias_method')) {
      if (received) continue;
      const first = callArguments(call.childForFieldName('arguments'))[0];
      if (first?.type === 'simple_symbol') aliases.push(matchOf([capture('method', call), capture('name', first)]));
      continue;
    }
    // The import forms takeImports reads: a call of any other name imports nothing.
    if (!(spells(form, 'require') || spells(form, 'load') || spells(form, 'require_relative'))) continue;
    // Another receiver's `load` or `require` is that object's method (`YAML.load`, `self.load`), which loads no code;
    // Kernel's own, called through it, is the call with no receiver.
    if (received && !KERNEL.has(call.childForFieldName('receiver')?.text ?? '')) continue;
    const first = callArguments(call.childForFieldName('arguments'))[0];
    if (!first) continue;
    if (first.type === 'string') {
      let worked = false;
      for (const piece of first.namedChildren) {
        if (piece.type === 'string_content') imports.push([piece.startIndex, matchOf([capture('form', form), capture('spec', piece)])]);
        else if (piece.type === 'interpolation' && !worked) {
          worked = true;
          imports.push([piece.startIndex, matchOf([capture('form', form), capture('dynamic', first)])]);
        }
      }
    } else if (WORKED_OUT.has(first.type)) imports.push([first.startIndex, matchOf([capture('form', form), capture('dynamic', first)])]);
  }
  imports.sort((a, b) => a[0] - b[0]);
  return { imports: imports.map(([, m]) => m), aliases };
}

function capture(name: string, node: Node): QueryCapture {
  return { patternIndex: -1, name, node };
}

function matchOf(captures: QueryCapture[]): QueryMatch {
  return { patternIndex: -1, captures };
}
