// Java: classes, interfaces, enums, records, their methods, fields, constants and record components; `package` and
// `import` (single, static, `.*`).
import { splitLast, matchTexts, type QueryLanguage } from './extract-query-language.js';

export const JAVA: QueryLanguage = {
  defs: `
(class_declaration name: (identifier) @name) @class
(record_declaration name: (identifier) @name) @class
(interface_declaration name: (identifier) @name) @interface
(annotation_type_declaration name: (identifier) @name) @interface
(enum_declaration name: (identifier) @name) @enum
(method_declaration name: (identifier) @name) @method
(constructor_declaration name: (identifier) @name) @method
(class_declaration body: (class_body (field_declaration declarator: (variable_declarator name: (identifier) @name)) @variable))
(record_declaration body: (class_body (field_declaration declarator: (variable_declarator name: (identifier) @name)) @variable))
(enum_body_declarations (field_declaration declarator: (variable_declarator name: (identifier) @name)) @variable)
(interface_body (constant_declaration declarator: (variable_declarator name: (identifier) @name)) @constant)
(enum_constant name: (identifier) @name) @constant
(record_declaration parameters: (formal_parameters (formal_parameter name: (identifier) @name) @method))
`,
  imports: `
(package_declaration (_) @package)
(import_declaration) @import
`,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const pkg = m.get('package');
      if (pkg !== undefined) {
        out.namespace ??= pkg;
        continue;
      }
      const written = /^import\s+(static\s+)?([\w.]+)(\.\*)?\s*;/.exec(m.get('import') ?? '');
      if (!written) continue;
      const [, isStatic, dotted, star] = written;
      out.imports.push(`${dotted}${star ?? ''}`);
      if (star) {
        // `import static a.b.C.*` opens a class's members, which a namespace does not hold: kept as written only.
        if (!isStatic) out.openNamespaces.push(dotted!);
        continue;
      }
      const [ns, name] = splitLast(dotted!);
      if (isStatic) {
        const [pkg, cls] = splitLast(ns);
        out.bindings.push({ local: name, imported: `${cls}.${name}`, from: pkg, space: 'namespace' });
      } else {
        out.bindings.push({ local: name, imported: name, from: ns, space: 'namespace' });
      }
    }
  },
};
