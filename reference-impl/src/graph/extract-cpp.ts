// C++ (and C headers): classes, structs, enums, namespaces, functions and methods, data members and enumerators
// (those of a plain `enum` are its scope's, those of an `enum class` the enum's own), variables of a file or a
// namespace; `#include "x"` and `<x>`.
import { matchTexts, relativeSpec, type QueryLanguage } from './extract-query-language.js';

/**
 * Variables a file or a namespace declares (`int count = 0;`, `static const size_t sizes[] = {…}`, `extern int e;`),
 * also inside `#if` branches and `extern "C"` blocks; a function's own are left out by parent, or by the function
 * they are written in (extract-query-symbols.ts).
 */
const NAMESPACE_VARIABLES = ['translation_unit', 'declaration_list', 'preproc_if', 'preproc_ifdef', 'preproc_else', 'preproc_elif', 'preproc_elifdef']
  .map((parent) => `(${parent} (declaration declarator: [
  (identifier) @name
  (init_declarator declarator: [(identifier) @name (array_declarator declarator: (identifier) @name) (pointer_declarator declarator: (identifier) @name)])
  (array_declarator declarator: (identifier) @name)
  (pointer_declarator declarator: (identifier) @name)]) @variable)
`).join('');

export const CPP: QueryLanguage = {
  defs: `
(class_specifier name: (type_identifier) @name body: (_)) @class
(struct_specifier name: (type_identifier) @name body: (_)) @struct
(union_specifier name: (type_identifier) @name body: (_)) @struct
(enum_specifier name: (type_identifier) @name body: (_)) @enum
(namespace_definition name: (namespace_identifier) @name) @module
(function_definition declarator: (function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name)) @function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) (qualified_identifier)] @name))) @function
(function_definition declarator: (reference_declarator (function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name))) @function
(field_declaration declarator: (function_declarator declarator: (field_identifier) @name)) @method
(field_declaration declarator: (field_identifier) @name) @variable
(field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name)) @variable
(field_declaration declarator: (reference_declarator (field_identifier) @name)) @variable
(field_declaration declarator: (array_declarator declarator: (field_identifier) @name)) @variable
(enumerator name: (identifier) @name) @constant @_outer
(declaration declarator: (function_declarator declarator: [(identifier) (qualified_identifier)] @name)) @function
(type_definition declarator: (type_identifier) @name) @type
${NAMESPACE_VARIABLES}`,
  imports: `
(preproc_include path: (string_literal (string_content) @include))
(preproc_include path: (system_lib_string) @system)
`,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const spec = m.get('include');
      if (spec) out.imports.push(relativeSpec(spec));
      // `<vector>`: found on the compiler's include path, kept as written (resolve-modules.ts: outside the tree).
      const system = m.get('system');
      if (system) out.imports.push(system);
    }
  },
};
