// C++ (and C headers): classes, structs, enums, namespaces, functions and methods; `#include "x"` and `<x>`.
import { matchTexts, relativeSpec, type QueryLanguage } from './extract-query-language.js';

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
(declaration declarator: (function_declarator declarator: [(identifier) (qualified_identifier)] @name)) @function
(type_definition declarator: (type_identifier) @name) @type
`,
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
