// Members a class gets from elsewhere than the bases its header names, as the use query sees them (@bopen, with the
// class's name as @bclass): a Ruby class or module body's `include M` / `prepend M` (M is a base, looked for like a
// superclass) and its other calls on itself (`extend`, `attr_reader`, `define_method`, a DSL: each may define members
// the graph does not hold), a PHP class's or trait's `use T;` (a trait is a base; one with an adaptation block renames
// members), a C# `partial` class (its other parts may hold members and bases), and a C++ class template's base clause
// (a base that depends on a template parameter is not searched for a bare name, and which bases do is not told here).
// What is not read as a base is an unknown base: a member the class does not define itself is then not judged. (A Ruby
// class opened again in another file is one class with all its parts: resolve-uses.ts.)
import type { Node } from 'web-tree-sitter';
import type { LanguageId } from './load-language.js';

export const OPENED_BASES: Partial<Record<LanguageId, string>> = {
  ruby: `
(class name: (_) @bclass body: (body_statement (call) @bopen))
(module name: (_) @bclass body: (body_statement (call) @bopen))
`,
  php: `
(class_declaration name: (_) @bclass body: (declaration_list (use_declaration) @bopen))
(trait_declaration name: (_) @bclass body: (declaration_list (use_declaration) @bopen))
`,
  csharp: `
(class_declaration (modifier) @bopen (#eq? @bopen "partial") name: (_) @bclass)
`,
  cpp: `
(template_declaration [(class_specifier name: (_) @bclass (base_class_clause) @bopen) (struct_specifier name: (_) @bclass (base_class_clause) @bopen)])
(function_definition type: [(class_specifier) (struct_specifier)] declarator: (identifier) @bclass (ERROR) @bopen body: (compound_statement))
`,
};

/**
 * C++: the base of a class declared behind an export macro (extract-cpp.ts isMacroClass), which the grammar leaves in
 * an error after the class's name, before its body (`: public Value`; the query asks for that order). Only a single
 * base written as a plain name is read so: with more (`v8::Value`, `Base<T>`, a second base, a comment) the error
 * comes before the name, and no class is read.
 */
function macroClassBases(error: Node): Node[] {
  return error.namedChildren.filter((c): c is Node => c?.type === 'identifier');
}

/** Ruby calls in a class body that bring no members: visibility and loading. */
const RUBY_NO_MEMBERS = new Set(['private', 'public', 'protected', 'module_function', 'private_constant', 'public_constant', 'private_class_method', 'public_class_method', 'require', 'require_relative']);

/** Ruby calls whose arguments are modules searched for an instance's methods. */
const RUBY_MIXINS = new Set(['include', 'prepend']);

/**
 * What one @bopen node brings its class: bases to read as a header's are (each a node), `unknown` for members from
 * somewhere no base names, or nothing.
 */
export function openedBases(lang: LanguageId, node: Node): Node[] | 'unknown' {
  if (lang === 'cpp' && node.type === 'ERROR') return macroClassBases(node);
  if (lang === 'csharp' || lang === 'cpp') return 'unknown';
  if (lang === 'php') {
    const named = node.namedChildren.filter((c): c is Node => c !== null);
    return named.some((c) => c.type === 'use_list') ? 'unknown' : named;
  }
  // Read here rather than in the query: a pattern that looks for no receiver and for arguments cost 25 ms of each
  // worker's query compile, this one none to speak of.
  const receiver = node.childForFieldName('receiver');
  if (receiver !== null && receiver.type !== 'self') return [];
  const method = node.childForFieldName('method')?.text ?? '';
  if (RUBY_NO_MEMBERS.has(method)) return [];
  if (!RUBY_MIXINS.has(method)) return 'unknown';
  return node.childForFieldName('arguments')?.namedChildren.filter((c): c is Node => c !== null) ?? 'unknown';
}
