// Ruby: modules, classes, methods (top-level `def`s are functions; `alias new old` and `alias_method :new, :old` name
// one more), constants an assignment names (its name alone is the definition, so a block its value takes keeps its
// methods where they were); `require_relative`, and `require` as `<name>`, found on the load path (resolve-imports.ts:
// a gem of the tree) or outside the tree.
import { matchTexts, relativeSpec, type QueryLanguage } from './extract-query-language.js';

export const RUBY: QueryLanguage = {
  lexicalNesting: true,
  defs: `
(module name: [(constant) (scope_resolution)] @name) @module
(class name: [(constant) (scope_resolution)] @name) @class
(method name: (_) @name) @method
(singleton_method name: (_) @name) @method
(alias name: (_) @name) @method
((call !receiver method: (identifier) @_form arguments: (argument_list . (simple_symbol) @name)) @method (#eq? @_form "alias_method"))
(assignment left: (constant) @name @constant)
`,
  imports: `
(call method: (identifier) @form arguments: (argument_list . (string (string_content) @spec)))
(call !receiver method: (identifier) @form arguments: (argument_list . [(identifier) (call) (binary) (constant) (scope_resolution) (string (interpolation))] @dynamic))
`,
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
