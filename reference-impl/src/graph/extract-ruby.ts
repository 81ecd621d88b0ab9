// Ruby: modules, classes, methods (top-level `def`s are functions); `require_relative`, and `require` as `<name>`,
// found on the load path (resolve-imports.ts: a gem of the tree) or outside the tree.
import { matchTexts, relativeSpec, type QueryLanguage } from './extract-query-language.js';

export const RUBY: QueryLanguage = {
  defs: `
(module name: (constant) @name) @module
(class name: (constant) @name) @class
(method name: (_) @name) @method
(singleton_method name: (_) @name) @method
`,
  imports: `
(call method: (identifier) @form arguments: (argument_list . (string (string_content) @spec)))
`,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const form = m.get('form');
      // `require "json"` searches Ruby's load path, kept as `<json>` (resolve-modules.ts: outside the tree).
      if (form === 'require' && !/^\.\.?\//.test(m.get('spec')!)) out.imports.push(`<${m.get('spec')!}>`);
      if (form !== 'require_relative') continue;
      const spec = relativeSpec(m.get('spec')!);
      out.imports.push(spec.endsWith('.rb') ? spec : `${spec}.rb`);
    }
  },
};
