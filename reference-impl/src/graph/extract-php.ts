// PHP: classes, interfaces, traits, enums, functions, methods, class constants and enum cases; `namespace`, `use` and
// require/include.
import { matchTexts, relativeSpec, splitLast, type QueryLanguage } from './extract-query-language.js';

export const PHP: QueryLanguage = {
  defs: `
(class_declaration name: (name) @name) @class
(interface_declaration name: (name) @name) @interface
(trait_declaration name: (name) @name) @trait
(enum_declaration name: (name) @name) @enum
(function_definition name: (name) @name) @function
(method_declaration name: (name) @name) @method
(class_declaration body: (declaration_list (const_declaration (const_element (name) @name)) @constant))
(interface_declaration body: (declaration_list (const_declaration (const_element (name) @name)) @constant))
(trait_declaration body: (declaration_list (const_declaration (const_element (name) @name)) @constant))
(enum_declaration_list (const_declaration (const_element (name) @name)) @constant)
(enum_case name: (name) @name) @constant
`,
  imports: `
(namespace_definition name: (_) @namespace)
(namespace_use_declaration (namespace_use_clause) @use)
(namespace_use_declaration (namespace_name) @prefix (namespace_use_group (namespace_use_clause) @use))
(require_expression (_) @path)
(require_once_expression (_) @path)
(include_expression (_) @path)
(include_once_expression (_) @path)
`,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const ns = m.get('namespace');
      if (ns !== undefined) {
        out.namespace ??= dotted(ns);
        continue;
      }
      // `use function A\f;` and `use const A\X;` bind as a class's `use` does; a group's clauses (`use A\{B, C as D};`)
      // are each under its prefix.
      const use = /^(?:(?:function|const)\s+)?\\?([\w\\]+)(?:\s+as\s+(\w+))?$/.exec((m.get('use') ?? '').trim());
      if (use) {
        const prefix = m.get('prefix');
        const [from, name] = splitLast(dotted(prefix !== undefined ? `${prefix}\\${use[1]!}` : use[1]!));
        out.bindings.push({ local: use[2] ?? name, imported: name, from, space: 'namespace' });
        continue;
      }
      // `require __DIR__ . '/x.php'` and `require 'x.php'` both name x.php beside the file.
      const literal = /['"]([^'"]+)['"]\s*\)?\s*$/.exec(m.get('path') ?? '');
      if (literal) out.imports.push(relativeSpec(literal[1]!));
    }
  },
};

function dotted(name: string): string {
  return name.replace(/^\\/, '').replace(/\\/g, '.');
}
