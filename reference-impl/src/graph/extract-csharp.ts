// C#: classes, structs, interfaces, enums, records, their methods, fields, properties, events and enum members;
// namespaces and `using` directives.
import { splitLast, matchTexts, type QueryLanguage } from './extract-query-language.js';

export const CSHARP: QueryLanguage = {
  defs: `
(class_declaration name: (identifier) @name) @class
(record_declaration name: (identifier) @name) @class
(struct_declaration name: (identifier) @name) @struct
(interface_declaration name: (identifier) @name) @interface
(enum_declaration name: (identifier) @name) @enum
(method_declaration name: (identifier) @name) @method
(constructor_declaration name: (identifier) @name) @method
(declaration_list (field_declaration (variable_declaration (variable_declarator name: (identifier) @name))) @variable)
(declaration_list (event_field_declaration (variable_declaration (variable_declarator name: (identifier) @name))) @variable)
(property_declaration name: (identifier) @name) @variable
(event_declaration name: (identifier) @name) @variable
(enum_member_declaration name: (identifier) @name) @constant
(record_declaration (parameter_list (parameter name: (identifier) @name) @variable))
`,
  imports: `
(namespace_declaration name: (_) @namespace)
(file_scoped_namespace_declaration name: (_) @namespace)
(using_directive) @using
`,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const ns = m.get('namespace');
      if (ns !== undefined) {
        out.namespace ??= ns;
        continue;
      }
      const written = /^(?:global\s+)?using\s+(static\s+)?(?:(\w+)\s*=\s*)?([\w.]+)\s*;/.exec(m.get('using') ?? '');
      if (!written) continue;
      const [, isStatic, alias, dotted] = written;
      out.imports.push(dotted!);
      if (alias) {
        const [from, name] = splitLast(dotted!);
        out.bindings.push({ local: alias, imported: name, from, space: 'namespace' });
      } else if (!isStatic) {
        out.openNamespaces.push(dotted!);
      }
    }
  },
};
