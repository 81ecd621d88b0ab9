// C++ (and C headers): classes, structs, enums, namespaces, functions and methods, data members and enumerators
// (those of a plain `enum` are its scope's, those of an `enum class` the enum's own), variables of a file or a
// namespace, classes declared behind an export macro, macros (`#define X 1` a constant, `#define F(x) …` a function; not
// an include guard); `#include "x"` and `<x>`, using-declarations and -directives.
import type { Node } from 'web-tree-sitter';
import { matchTexts, relativeSpec, splitLast, type QueryLanguage } from './extract-query-language.js';

/**
 * Variables a file or a namespace declares (`int count = 0;`, `static const size_t sizes[] = {…}`, `extern int e;`),
 * also inside `#if` branches and `extern "C"` blocks; a function's own are left out by parent, or by the function
 * they are written in (extract-query-symbols.ts). The declaration alone is captured and its names read by
 * declaredNames: the same patterns naming each declarator's form cost about three times as much to compile.
 */
const NAMESPACE_VARIABLES = ['translation_unit', 'declaration_list', 'preproc_if', 'preproc_ifdef', 'preproc_else', 'preproc_elif', 'preproc_elifdef']
  .map((parent) => `(${parent} (declaration) @variable)\n`).join('');

/**
 * Whether the macro definition `node` is a header's include guard: the first thing inside an `#ifndef` of its name
 * at the file's top level (`#ifndef X_H_` then `#define X_H_`), a name only the preprocessor asks about, once. (`#ifndef FEATURE` / `#define FEATURE` inside the guard defaults a setting: a definition.)
 */
function isIncludeGuard(node: Node): boolean {
  const guard = node.parent;
  if (node.type !== 'preproc_def' || guard?.type !== 'preproc_ifdef' || guard.parent?.type !== 'translation_unit') return false;
  const name = guard.childForFieldName('name');
  return name?.text === node.childForFieldName('name')?.text && name?.nextNamedSibling?.startIndex === node.startIndex;
}

/** Whether the enumerator `node` is one of an `enum class` or `enum struct`, whose enumerators are its own. */
function inScopedEnum(node: Node): boolean {
  let enumNode = node.parent;
  while (enumNode !== null && enumNode.type !== 'enum_specifier') enumNode = enumNode.parent;
  const second = enumNode?.child(1)?.type;
  return second === 'class' || second === 'struct';
}

/** Declarators that wrap the declared name: `x = 1`, `*x`, `x[4]`, `&x`. */
const WRAPPING_DECLARATORS = new Set(['init_declarator', 'pointer_declarator', 'array_declarator', 'reference_declarator']);

/** The variables a declaration declares: `int a = 1, *b, c[2];` declares a, b and c; `int f(int);` none. */
function declaredVariables(declaration: Node): string[] {
  // One the grammar could not read (a constructor after a macro it cannot know, read as `T m_size(0), …`) declares
  // nothing it can tell.
  if (declaration.hasError) return [];
  const names: string[] = [];
  for (const declarator of declaration.childrenForFieldName('declarator')) {
    let d: Node | null = declarator;
    while (d !== null && WRAPPING_DECLARATORS.has(d.type)) d = d.childForFieldName('declarator') ?? d.namedChildren.find((c) => c.type === 'identifier') ?? null;
    if (d?.type === 'identifier') names.push(d.text);
  }
  return names;
}

/**
 * A function declared or defined inside a function's body (`void* Value() const;` or `static X* Cast(…) { … }` in
 * `{ … }`) is no function of the file: C++ has no nested functions and valid code rarely declares one there, while a
 * class declared with an export macro (`class V8_EXPORT External : public Value {`), which the grammar reads as a
 * function whose body holds the members, would make each member a function of the namespace around it.
 */
function insideFunctionBody(node: Node): boolean {
  if (node.type !== 'declaration' && node.type !== 'function_definition') return false;
  // The nearest body around it: a function's, or a file's, a namespace's or a class's (a label such as `public:` in
  // such a misread class lies between).
  let around = node.parent;
  while (around !== null && !BODIES.has(around.type)) around = around.parent;
  return around?.type === 'compound_statement' && !isMacroClass(around.parent);
}

/**
 * How an export macro is written (`V8_EXPORT`, `Q_CORE_EXPORT`): upper case, digits and underscores. A class declared
 * behind one (`class V8_EXPORT Isolate {`, `class V8_EXPORT External : public Value {`) is read by the grammar as a
 * function named after the class, returning the class the macro would name, its bases in an error, its members as
 * the function's body: it is taken as the class it is.
 */
const EXPORT_MACRO = '^[A-Z][A-Z0-9_]*$';
const EXPORT_MACRO_PATTERN = new RegExp(EXPORT_MACRO);

/**
 * Whether the type name `name` is the export macro of a class declared behind one: the class read as a function
 * (isMacroClass), or one with more in its header than the grammar recovers from (`class V8_EXPORT Pair : public A,
 * public B {`, a declaration in pieces). `struct STAT s;` names a type.
 */
export function namesExportMacro(name: Node): boolean {
  const specifier = name.parent;
  if ((specifier?.type !== 'class_specifier' && specifier?.type !== 'struct_specifier') || !EXPORT_MACRO_PATTERN.test(name.text)) return false;
  return isMacroClass(specifier.parent) || specifier.parent?.hasError === true;
}

/** Whether `node` is a class declared behind an export macro, as the grammar reads one (EXPORT_MACRO). */
export function isMacroClass(node: Node | null): boolean {
  const name = node?.type === 'function_definition' ? node.childForFieldName('declarator') : null;
  if (name?.type !== 'identifier') return false;
  const type = node!.childForFieldName('type');
  // With more than the grammar can recover from (`: public A, public B`, `: public v8::Value`) the error comes before
  // the name, which is then a base's: no class is read.
  return (type?.type === 'class_specifier' || type?.type === 'struct_specifier') && name.previousNamedSibling?.startIndex === type.startIndex && EXPORT_MACRO_PATTERN.test(type.childForFieldName('name')?.text ?? '');
}

const BODIES = new Set(['compound_statement', 'translation_unit', 'declaration_list', 'field_declaration_list']);

export const CPP: QueryLanguage = {
  defs: `
(class_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (_)) @class
(struct_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (_)) @struct
(function_definition type: (class_specifier name: (type_identifier) @_macro) . declarator: (identifier) @name body: (compound_statement) (#match? @_macro "${EXPORT_MACRO}")) @class
(function_definition type: (struct_specifier name: (type_identifier) @_macro) . declarator: (identifier) @name body: (compound_statement) (#match? @_macro "${EXPORT_MACRO}")) @struct
(union_specifier name: (type_identifier) @name body: (_)) @struct
(enum_specifier name: (type_identifier) @name body: (_)) @enum
(namespace_definition name: (namespace_identifier) @name) @module
(function_definition declarator: [(function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name) (pointer_declarator declarator: (function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name)) (reference_declarator (function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name))]) @function
(field_declaration declarator: [(function_declarator declarator: (field_identifier) @name) (pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name)) (reference_declarator (function_declarator declarator: (field_identifier) @name))]) @method
(field_declaration declarator: [(field_identifier) @name (pointer_declarator declarator: (field_identifier) @name) (reference_declarator (field_identifier) @name) (array_declarator declarator: (field_identifier) @name)]) @variable
(enumerator name: (identifier) @name) @constant @_outer
(declaration declarator: [(function_declarator declarator: [(identifier) (qualified_identifier)] @name) (pointer_declarator declarator: (function_declarator declarator: [(identifier) (qualified_identifier)] @name)) (reference_declarator (function_declarator declarator: [(identifier) (qualified_identifier)] @name))]) @function
(type_definition declarator: [(type_identifier) @name (pointer_declarator declarator: [(type_identifier) @name (pointer_declarator declarator: (type_identifier) @name)]) (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))]) @type
(preproc_def name: (identifier) @name) @constant
(preproc_function_def name: (identifier) @name) @function
${NAMESPACE_VARIABLES}`,
  imports: `
(preproc_include path: (string_literal (string_content) @include))
(preproc_include path: (system_lib_string) @system)
(using_declaration) @using
`,
  declaredNames: declaredVariables,
  namedOutside: (enumerator) => !inScopedEnum(enumerator),
  definesNothing: (node) => insideFunctionBody(node) || isIncludeGuard(node),
  namesClass: (node) => (node.type === 'function_definition' || node.type === 'declaration') && node.childForFieldName('type') === null,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const spec = m.get('include');
      if (spec) out.imports.push(relativeSpec(spec));
      // `<vector>`: found on the compiler's include path, kept as written (resolve-modules.ts: outside the tree).
      const system = m.get('system');
      if (system) out.imports.push(system);
      // `using namespace a::b;` opens a::b (Extraction openNamespaces, dotted); `using a::b::f;` binds f to it.
      const using = /^using\s+(namespace\s+)?(?:::\s*)?([A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*)\s*;$/.exec(m.get('using') ?? '');
      if (!using) continue;
      const dotted = using[2]!.split(/\s*::\s*/).join('.');
      if (using[1]) out.openNamespaces.push(dotted);
      else {
        const [from, name] = splitLast(dotted);
        out.bindings.push({ local: name, imported: name, from, space: 'namespace' });
      }
    }
  },
};
