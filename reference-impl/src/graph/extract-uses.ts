// The uses of names in one parsed file — calls and references — found by one tree-sitter query per language.
// Captures: @call (a call, with @name and maybe @qualifier), @member (a non-call `q.name`, with @name and
// @qualifier), @ref (a bare value name, kept only when it names something the file declares or imports) and
// @type (a bare type name, always kept).
import type { Node, QueryMatch } from 'web-tree-sitter';
import type { RawUse } from './extract-common.js';
import type { LanguageId } from './load-language.js';

const SCRIPT_CALLS = `
(call_expression function: (identifier) @name) @call
(call_expression function: (member_expression object: (_) @qualifier property: (property_identifier) @name)) @call
(new_expression constructor: (identifier) @name) @call
(new_expression constructor: (member_expression object: (_) @qualifier property: (property_identifier) @name)) @call
(member_expression object: (identifier) @qualifier property: (property_identifier) @name) @member
(identifier) @ref
(shorthand_property_identifier) @ref
`;
const TYPED_SCRIPT = `${SCRIPT_CALLS}
(type_identifier) @type
(nested_type_identifier module: (identifier) @qualifier name: (type_identifier) @name) @member
`;

export const USE_QUERIES: Record<LanguageId, string> = {
  typescript: TYPED_SCRIPT,
  tsx: TYPED_SCRIPT,
  javascript: SCRIPT_CALLS,
  python: `
(call function: (identifier) @name) @call
(call function: (attribute object: (_) @qualifier attribute: (identifier) @name)) @call
(attribute object: (_) @qualifier attribute: (identifier) @name) @member
(identifier) @ref
`,
  go: `
(call_expression function: (identifier) @name) @call
(call_expression function: (selector_expression operand: (_) @qualifier field: (field_identifier) @name)) @call
(selector_expression operand: (identifier) @qualifier field: (field_identifier) @name) @member
(qualified_type package: (package_identifier) @qualifier name: (type_identifier) @name) @member
(type_identifier) @type
(identifier) @ref
`,
  rust: `
(call_expression function: (identifier) @name) @call
(call_expression function: (scoped_identifier path: (_) @qualifier name: (identifier) @name)) @call
(call_expression function: (field_expression value: (_) @qualifier field: (field_identifier) @name)) @call
(scoped_identifier path: (identifier) @qualifier name: (identifier) @name) @member
(type_identifier) @type
(identifier) @ref
`,
  java: `
(method_invocation !object name: (identifier) @name) @call
(method_invocation object: (_) @qualifier name: (identifier) @name) @call
(object_creation_expression type: (type_identifier) @name) @call
(field_access object: (identifier) @qualifier field: (identifier) @name) @member
(type_identifier) @type
(identifier) @ref
`,
  csharp: `
(invocation_expression function: (identifier) @name) @call
(invocation_expression function: (member_access_expression expression: (_) @qualifier name: (identifier) @name)) @call
(object_creation_expression type: (identifier) @name) @call
(member_access_expression expression: (identifier) @qualifier name: (identifier) @name) @member
(base_list (identifier) @type)
(parameter type: (identifier) @type)
(variable_declaration type: (identifier) @type)
(type_argument_list (identifier) @type)
(identifier) @ref
`,
  cpp: `
(call_expression function: (identifier) @name) @call
(call_expression function: (field_expression argument: (_) @qualifier field: (field_identifier) @name)) @call
(call_expression function: (qualified_identifier scope: (_) @qualifier name: (identifier) @name)) @call
(qualified_identifier scope: (namespace_identifier) @qualifier name: (identifier) @name) @member
(type_identifier) @type
(identifier) @ref
`,
  ruby: `
(call !receiver method: (identifier) @name) @call
(call receiver: (_) @qualifier method: (identifier) @name) @call
(scope_resolution scope: (_) @qualifier name: (constant) @name) @member
(constant) @type
(identifier) @ref
`,
  php: `
(function_call_expression function: (name) @name) @call
(member_call_expression object: (_) @qualifier name: (name) @name) @call
(scoped_call_expression scope: (_) @qualifier name: (name) @name) @call
(object_creation_expression (name) @name) @call
(class_constant_access_expression (name) @qualifier (name) @name) @member
(base_clause (name) @type)
(class_interface_clause (name) @type)
(named_type (name) @type)
`,
  bash: `
(command name: (command_name (word) @name)) @call
`,
};

/** Calls that are the language's own import forms, not uses of a declared name. */
const IMPORT_FORMS: Partial<Record<LanguageId, ReadonlySet<string>>> = {
  typescript: new Set(['require']),
  tsx: new Set(['require']),
  javascript: new Set(['require']),
  ruby: new Set(['require', 'require_relative', 'load']),
  php: new Set(['require', 'require_once', 'include', 'include_once']),
  bash: new Set(['source', '.']),
};

/** Where a known name is the import form's own spelling of it, not a use. */
const IMPORT_PARENTS = new Set(['import_specifier', 'export_specifier', 'import_clause', 'namespace_import', 'import_require_clause', 'aliased_import', 'dotted_name', 'use_as_clause', 'scoped_use_list', 'use_list', 'scoped_identifier', 'import_declaration', 'package_declaration', 'using_directive', 'qualified_name', 'namespace_use_clause', 'namespace_name']);

/** A qualifier worth keeping: a name or a dotted/scoped chain of names (`a`, `this`, `a.b`, `A::B`, `$x`). */
const PLAIN_QUALIFIER = /^\$?[A-Za-z_][\w$]*(?:(?:\.|::|\\|->)\$?[A-Za-z_][\w$]*)*$/;
const MAX_QUALIFIER = 80;

/**
 * Appends the uses in `matches` (of the language's USE_QUERIES patterns, in query order) to `out`. `known`
 * holds the names the file declares or imports: a bare value name outside it is a local variable or a builtin,
 * not a use of a declared name. A call through a receiver that is no plain name (`f().g()`) cannot be resolved without types and is
 * left out.
 */
export function collectUses(lang: LanguageId, matches: readonly QueryMatch[], known: ReadonlySet<string>, out: RawUse[]): void {
  // Name positions taken by a call or member pattern, so the same identifier is not also a bare use.
  const taken = new Set<number>();
  const called = new Set<number>();
  for (const m of matches) {
    if (m.captures.length < 2) continue;
    let isCall = false;
    for (const c of m.captures) if (c.name === 'call') isCall = true;
    for (const c of m.captures) {
      // A qualifier is carried by its call or member use, not repeated as a bare one.
      if (c.name === 'qualifier') taken.add(c.node.startIndex);
      if (c.name !== 'name') continue;
      taken.add(c.node.startIndex);
      if (isCall) called.add(c.node.startIndex);
    }
  }
  const skip = IMPORT_FORMS[lang];
  for (const m of matches) {
    let kind: 'call' | 'member' | 'ref' | 'type' | null = null;
    let nameNode: Node | null = null;
    let qualifier: string | null = null;
    for (const c of m.captures) {
      const capture = c.name;
      if (capture === 'name') nameNode = c.node;
      else if (capture === 'qualifier') qualifier = c.node.text;
      else kind = capture as 'call' | 'member' | 'ref' | 'type';
      if (capture === 'ref' || capture === 'type') nameNode = c.node;
    }
    if (!kind || !nameNode) continue;
    if ((kind === 'ref' || kind === 'type') && taken.has(nameNode.startIndex)) continue;
    const name = nameNode.text;
    if (kind === 'ref' && (!known.has(name) || IMPORT_PARENTS.has(nameNode.parent?.type ?? ''))) continue;
    if (qualifier !== null && (qualifier.length > MAX_QUALIFIER || !PLAIN_QUALIFIER.test(qualifier))) continue;
    if (kind === 'member' && (called.has(nameNode.startIndex) || !namesDeclared(known, qualifier!))) continue;
    const line = nameNode.startPosition.row + 1;
    if (kind === 'call') {
      if (qualifier === null && skip?.has(name)) continue;
      // Ruby's `Foo.new` constructs a Foo: a call of the class, as `new Foo()` is elsewhere.
      if (name === 'new' && qualifier !== null && /^[A-Z]/.test(lastOf(qualifier))) out.push({ name: lastOf(qualifier), qualifier: null, line, kind: 'call' });
      else out.push({ name, qualifier, line, kind: 'call' });
    } else {
      out.push({ name, qualifier: kind === 'member' ? qualifier : null, line, kind: 'reference' });
    }
  }
}

/** A member's qualifier is worth keeping when it starts at a name the file knows, or a type-like capitalised one. */
function namesDeclared(known: ReadonlySet<string>, qualifier: string): boolean {
  const head = rootOf(qualifier);
  return known.has(head) || /^[A-Z]/.test(head);
}

/** `a` of `a.b.c` / `a::b`. */
export function rootOf(qualifier: string): string {
  const m = /^\$?[A-Za-z_][\w$]*/.exec(qualifier);
  return m ? m[0] : qualifier;
}

function lastOf(qualifier: string): string {
  const parts = qualifier.split(/\.|::|\\|->/);
  return parts[parts.length - 1]!;
}
