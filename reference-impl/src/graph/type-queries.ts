// Each language's declarations that say what type a local or a field holds, as captures of the use query
// (extract-uses.ts reads them): @typed is a local's name (a parameter, a variable) and @tfield a field's, each with
// @ltype, the type written in its declaration, or @lnew, the class a constructor call in its initialiser makes
// (`const r = new Repo()`, `r = Repo()`, `r := &Repo{}`, `let r = Repo::new()`); a written type wins over a
// constructed one. @treassign is a script assignment to a name (`r = new B()`), which leaves a constructed type
// unknown. The type node is captured whole and read by typeName: only a plain type name (or a qualified one)
// counts, or a generic's, a pointer's or a reference's own; nothing for a union, an optional, an array.
// Patterns are kept few and plain, since each one costs every worker's query compile: where a pattern reaching into
// a declaration compiled slowly (a TS field, an assignment to `this.x`, Python assignments, C++ declarations), the
// declaration is captured whole as @typed or @tfield and read by readDeclaration.
import type { Node } from 'web-tree-sitter';

const SCRIPT_NEW = `
(variable_declarator name: (identifier) @typed value: (new_expression) @lnew)
(assignment_expression left: (identifier) @treassign)
(assignment_expression left: (member_expression object: (this))) @tfield
`;
const TYPED_SCRIPT = `${SCRIPT_NEW}
(required_parameter pattern: (identifier) @typed type: (type_annotation) @ltype)
(optional_parameter pattern: (identifier) @typed type: (type_annotation) @ltype)
(variable_declarator name: (identifier) @typed type: (type_annotation) @ltype)
(public_field_definition) @tfield
(required_parameter (accessibility_modifier) pattern: (identifier) @tfield type: (type_annotation) @ltype)
`;

const PYTHON_TYPES = `
(typed_parameter (identifier) @typed type: (type) @ltype)
(typed_default_parameter name: (identifier) @typed type: (type) @ltype)
(assignment type: (type)) @typed
(assignment right: (call)) @typed
(assignment left: (attribute)) @typed
`;

const JAVA_TYPES = `
(local_variable_declaration type: (_) @ltype declarator: (variable_declarator name: (identifier) @typed))
(local_variable_declaration declarator: (variable_declarator name: (identifier) @typed value: (object_creation_expression) @lnew))
(formal_parameter type: (_) @ltype name: (identifier) @typed)
(field_declaration type: (_) @ltype declarator: (variable_declarator name: (identifier) @tfield))
`;

const CSHARP_TYPES = `
(local_declaration_statement (variable_declaration type: (_) @ltype (variable_declarator name: (identifier) @typed)))
(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @typed (object_creation_expression) @lnew)))
(parameter type: (_) @ltype name: (identifier) @typed)
(field_declaration (variable_declaration type: (_) @ltype (variable_declarator name: (identifier) @tfield)))
(property_declaration type: (_) @ltype name: (identifier) @tfield)
`;

const GO_TYPES = `
(parameter_declaration name: (identifier) @typed type: (_) @ltype)
(var_spec name: (identifier) @typed type: (_) @ltype)
(var_spec name: (identifier) @typed value: (expression_list . [(composite_literal) (unary_expression)] @lnew))
(short_var_declaration left: (expression_list . (identifier) @typed) right: (expression_list . [(composite_literal) (unary_expression)] @lnew))
`;

const RUST_TYPES = `
(parameter pattern: (_) @typed type: (_) @ltype)
(let_declaration pattern: (_) @typed type: (_) @ltype)
(let_declaration pattern: (_) @typed value: (struct_expression) @lnew)
((let_declaration pattern: (_) @typed value: (call_expression function: (scoped_identifier path: (_) @lnew name: (identifier) @tnew))) (#eq? @tnew "new"))
`;

const CPP_TYPES = `
(parameter_declaration) @typed
(declaration) @typed
(field_declaration) @tfield
`;

/**
 * Per language, the typed declarations part of its use query (PHP, Ruby and Bash have no written types to read),
 * with @tclass, each class whose fields a method reaches (a field belongs to the innermost one around it); a Go
 * struct's, which its methods reach through their receiver, outside it.
 */
export const TYPES: Partial<Record<string, string>> = {
  typescript: `${TYPED_SCRIPT}[(class_declaration) (class) (abstract_class_declaration)] @tclass\n`,
  tsx: `${TYPED_SCRIPT}[(class_declaration) (class) (abstract_class_declaration)] @tclass\n`,
  javascript: `${SCRIPT_NEW}
(field_definition value: (new_expression)) @tfield
[(class_declaration) (class)] @tclass
`,
  python: `${PYTHON_TYPES}
(class_definition) @tclass
(class_definition body: (block (expression_statement (assignment type: (type)) @tfield)))
`,
  java: `${JAVA_TYPES}[(class_declaration) (record_declaration) (enum_declaration)] @tclass\n`,
  csharp: `${CSHARP_TYPES}[(class_declaration) (struct_declaration) (record_declaration)] @tclass\n`,
  go: `${GO_TYPES}(field_declaration name: (field_identifier) @tfield type: (_) @ltype)
(type_spec name: (type_identifier) type: (struct_type)) @tclass
`,
  rust: RUST_TYPES,
  cpp: `${CPP_TYPES}[(class_specifier) (struct_specifier)] @tclass\n`,
};

/** Grammar nodes that are a type's name as written, whole (qualified ones too). */
const NAME_NODES = new Set([
  'identifier', 'type_identifier', 'nested_type_identifier', 'member_expression', 'attribute', 'scoped_type_identifier',
  'qualified_name', 'qualified_type', 'scoped_identifier', 'qualified_identifier', 'field_identifier', 'property_identifier',
]);

/**
 * The type name a captured type node stands for: the node itself when it is a (qualified) name; a generic's,
 * a pointer's or a reference's own name (`Repo<T>`, `*Repo`, `&Repo`, `&mut Repo`, Python's `type` wrapper); null
 * for anything else (a union, an array, a function type, `var`, a literal that is no constructor). `lnew` marks a
 * constructed value, whose Go composite literal (`Repo{}`, `&Repo{}`) names its type.
 */
export function typeName(node: Node, lnew: boolean): Node | null {
  let n: Node | null = node;
  for (let depth = 0; n && depth < 4; depth++) {
    if (NAME_NODES.has(n.type)) return n.text === 'var' ? null : n;
    switch (n.type) {
      case 'type': // Python's annotation wrapper
      case 'type_annotation': // TS `: Repo`
        n = n.namedChild(0);
        break;
      case 'new_expression': // TS/JS `new Repo()`, C++ `new Repo()`
        n = n.childForFieldName('constructor') ?? n.childForFieldName('type');
        break;
      case 'object_creation_expression': // Java, C# `new Repo()`
      case 'struct_expression': // Rust `Repo { .. }`
        n = n.childForFieldName('type') ?? n.childForFieldName('name');
        break;
      case 'generic_type': // TS name:, Java first child, Rust type:
        n = n.childForFieldName('name') ?? n.childForFieldName('type') ?? n.namedChild(0);
        break;
      case 'generic_name': // C#
      case 'template_type': // C++
        n = n.childForFieldName('name') ?? n.namedChild(0);
        break;
      case 'pointer_type': // Go
      case 'reference_type': // Rust
        n = n.childForFieldName('type') ?? n.namedChild(n.namedChildCount - 1);
        break;
      case 'unary_expression': // Go &Repo{}
        n = n.childForFieldName('operand');
        if (!lnew || n?.type !== 'composite_literal') return null;
        break;
      case 'composite_literal': // Go Repo{}
        if (!lnew) return null;
        n = n.childForFieldName('type');
        break;
      default:
        return null;
    }
  }
  return null;
}

/** Grammar nodes that name a declared local as written around it (a C++ declarator, a Rust `mut` pattern). */
export function declaredName(node: Node): Node | null {
  let n: Node | null = node;
  for (let depth = 0; n && depth < 3; depth++) {
    if (n.type === 'identifier' || n.type === 'field_identifier' || n.type === 'property_identifier') return n;
    // C++ `Repo& r`, `Repo* r`, `Repo r = …`; Rust `mut r`.
    if (n.type === 'reference_declarator' || n.type === 'mut_pattern') n = n.namedChild(n.namedChildCount - 1);
    else if (n.type === 'pointer_declarator' || n.type === 'init_declarator') n = n.childForFieldName('declarator');
    else return null;
  }
  return null;
}

/** A Python call that constructs: a capitalised name, alone or last in a dotted one. */
const PY_CLASS = /^([A-Za-z_]\w*\.)*[A-Z]\w*$/;

/** A declaration captured whole: its name, whether it is a field, the type it writes and the value it constructs. */
export interface DeclarationParts {
  name: Node;
  field: boolean;
  written: Node | null;
  made: Node | null;
}

/**
 * The parts of a declaration captured whole (`field` when its capture was @tfield), or null when it is no typed
 * declaration this reads: a TS/JS field, an assignment to `this.x`, a Python assignment (to a name, or to `self.x`,
 * a field, whatever its value), a C++ parameter, declaration or field. Parents are never asked for (tree-sitter finds a
 * node's parent by walking down from the root).
 * Undefined for a node that is no whole declaration (its capture is the name itself).
 */
export function readDeclaration(node: Node, field: boolean): DeclarationParts | null | undefined {
  switch (node.type) {
    case 'public_field_definition': {
      const name = node.childForFieldName('name');
      if (name?.type !== 'property_identifier') return null;
      const value = node.childForFieldName('value');
      const written = node.childForFieldName('type');
      // A field declared bare, or set to null, says nothing either way.
      if (!written && (!value || value.type === 'null' || value.type === 'undefined')) return null;
      return { name, field: true, written, made: value?.type === 'new_expression' ? value : null };
    }
    case 'field_definition': {
      const name = node.childForFieldName('property');
      return name?.type === 'property_identifier' ? { name, field: true, written: null, made: node.childForFieldName('value') } : null;
    }
    case 'assignment_expression': {
      const left = node.childForFieldName('left');
      if (left?.type !== 'member_expression' || left.childForFieldName('object')?.type !== 'this') return null;
      const name = left.childForFieldName('property');
      const right = node.childForFieldName('right');
      // `this.repo = null` (a field set later) says nothing either way.
      if (!name || right?.type === 'null' || right?.type === 'undefined') return null;
      return { name, field: true, written: null, made: right?.type === 'new_expression' ? right : null };
    }
    case 'assignment': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (right?.type === 'none') return null;
      const made = right?.type === 'call' ? right.childForFieldName('function') : null;
      const parts = { written: node.childForFieldName('type'), made: made && PY_CLASS.test(made.text) ? made : null };
      // A name annotated in a class body is a field (its own pattern captures it as one); an assignment to a name
      // that says no type is only a local, which the locals query has.
      if (left?.type === 'identifier') return parts.written || parts.made ? { name: left, field, ...parts } : null;
      if (left?.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self') return null;
      const name = left.childForFieldName('attribute');
      return name ? { name, field: true, ...parts } : null;
    }
    case 'parameter_declaration':
    case 'declaration':
    case 'field_declaration': {
      const declarator = node.childForFieldName('declarator');
      const name = declarator ? declaredName(declarator) : null;
      if (!name) return null;
      const value = declarator?.type === 'init_declarator' ? declarator.childForFieldName('value') : null;
      return { name, field, written: node.childForFieldName('type'), made: value?.type === 'new_expression' ? value : null };
    }
    default:
      return undefined;
  }
}
