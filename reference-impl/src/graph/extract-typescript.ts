// Symbols and imports of TypeScript / JavaScript sources (the grammars share node shapes).
import type { Node, QueryMatch } from 'web-tree-sitter';
import { callArguments, SymbolCollector, fieldText, unquote, type Extraction, type RawBinding } from './extract-common.js';
import type { NodeType } from './types.js';
import { bareCall } from './use-calls.js';

const SIMPLE_DECLARATIONS: Record<string, NodeType> = {
  function_declaration: 'function',
  generator_function_declaration: 'function',
  function_signature: 'function',
  interface_declaration: 'interface',
  type_alias_declaration: 'type',
  enum_declaration: 'enum',
};

const CLASS_DECLARATIONS = new Set(['class_declaration', 'abstract_class_declaration', 'class']);
const METHOD_NODES = new Set(['method_definition', 'abstract_method_signature', 'method_signature']);
const WRAPPERS = new Set(['export_statement', 'ambient_declaration', 'expression_statement']);

/**
 * The keyword of `import('x')`, anywhere in the file (a pattern of a keyword alone costs the query's compile
 * nothing). A `require('x')` is read from the use query's calls (use-calls.ts).
 */
export const SCRIPT_IMPORT_CALLS = `
(import) @form
`;

/** `dynamicImports` are the matches of SCRIPT_IMPORT_CALLS over the file, `uses` those of its use query. */
export function extractTypeScript(root: Node, dynamicImports: readonly QueryMatch[], uses: readonly QueryMatch[], typed = false): Extraction {
  const c = new SymbolCollector();
  visitStatements(root.namedChildren, c, null, typed);
  collectImports(root, dynamicImports, uses, c.out);
  collectCommonJs(root, c);
  return c.out;
}

/**
 * A class's methods, and its fields with a public name (`x = 1`, `static re = /a/`, `run = () => …`: a method
 * when the value is a function); a `#private` field is reached only inside the class, through `this`.
 */
function addClassMembers(cls: Node, c: SymbolCollector, qualified: string): void {
  for (const member of cls.childForFieldName('body')?.namedChildren ?? []) {
    const type = member.type;
    if (METHOD_NODES.has(type)) {
      const name = fieldText(member);
      if (name) c.add(member, name, 'method', qualified);
    } else if (type === 'public_field_definition' || type === 'field_definition') {
      const name = member.childForFieldName(type === 'field_definition' ? 'property' : 'name');
      if (name?.type !== 'property_identifier') continue;
      const value = member.childForFieldName('value');
      c.add(member, name.text, value && FUNCTION_VALUES.has(value.type) ? 'method' : 'variable', qualified);
    }
  }
}

const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * An enum's members (`Red`, `Green = 2`, `'ok' = 3`), each a constant of the enum. One whose name is no plain name
 * (`'x-y'`, a computed key) leaves the enum with no members, so a use of a member is not judged rather than judged
 * against part of them.
 */
function addEnumMembers(decl: Node, c: SymbolCollector, qualified: string): void {
  const members: [Node, string][] = [];
  for (const member of decl.childForFieldName('body')?.namedChildren ?? []) {
    if (member.type === 'comment') continue;
    const key = member.type === 'enum_assignment' ? member.childForFieldName('name') : member;
    const name = key?.type === 'property_identifier' ? key.text : key?.type === 'string' ? unquote(key.text) : null;
    if (name === null || !PLAIN_NAME.test(name)) return;
    members.push([member, name]);
  }
  for (const [member, name] of members) c.add(member, name, 'constant', qualified);
}

function visitStatements(statements: Node[], c: SymbolCollector, parent: string | null, typed: boolean): void {
  for (const stmt of statements) visitStatement(stmt, c, parent, typed);
}

function visitStatement(node: Node, c: SymbolCollector, parent: string | null, typed: boolean): void {
  // Each read of a node's type or field crosses into wasm: read the type once, the name only where it counts.
  const type = node.type;
  if (WRAPPERS.has(type)) {
    const decl = node.childForFieldName('declaration');
    if (decl) visitStatement(decl, c, parent, typed);
    else visitStatements(node.namedChildren, c, parent, typed);
    return;
  }
  const simple = SIMPLE_DECLARATIONS[type];
  const isClass = CLASS_DECLARATIONS.has(type);
  const isModule = type === 'internal_module' || type === 'module';
  const name = simple || isClass || isModule ? fieldText(node) : null;
  if (simple && name) {
    const qualified = c.add(node, name, simple, parent);
    if (type === 'enum_declaration') addEnumMembers(node, c, qualified);
  } else if (isClass && name) {
    addClassMembers(node, c, c.add(node, name, 'class', parent));
  } else if (isModule && name) {
    const mod = c.add(node, unquote(name), 'module', parent);
    visitStatements(node.childForFieldName('body')?.namedChildren ?? [], c, mod, typed);
  } else if (type === 'lexical_declaration' || type === 'variable_declaration') {
    const isConst = node.child(0)?.type === 'const';
    for (const declarator of node.namedChildren) {
      const target = declarator.childForFieldName('name');
      if (declarator.type !== 'variable_declarator' || target?.type !== 'identifier') continue;
      const qualified = c.add(declarator, target.text, isConst ? 'constant' : 'variable', parent, node);
      if (typed && isConst && !declarator.childForFieldName('type')) addObjectMembers(declarator.childForFieldName('value'), c, qualified);
    }
  }
}

/** Wrappers that keep an object literal's own type: `{…} as const`, `{…} satisfies T`. */
const SAME_TYPE = new Set(['as_expression', 'satisfies_expression']);

/**
 * The members of a TypeScript constant whose value is an object literal and whose type is the literal's (no type
 * written on the constant): `const api = { get() {}, post: () => 1, limit: 3, name }` has the methods get and post
 * and the variables limit and name, so `api.get()` calls it and `api.nope` is undefined, as TypeScript would say. A
 * spread, a computed or a quoted key that is no plain name, or an assertion to another type (`{} as Api`) leaves
 * the constant with no members: a use of one is not judged. So does a member that starts on a line another member or
 * the literal's opening brace holds: a use belongs to the node owning its line, and members side by side would take
 * one another's (and the constant's) uses.
 */
function addObjectMembers(value: Node | null, c: SymbolCollector, qualified: string): void {
  let object = value;
  while (object !== null && SAME_TYPE.has(object.type)) {
    // `as const` has no named type after the object; `as Api` has.
    if (object.type === 'as_expression' && object.namedChildren.length > 1) return;
    object = object.namedChildren[0] ?? null;
  }
  if (object?.type !== 'object') return;
  const members: [Node, string, 'method' | 'variable'][] = [];
  const rows = new Set<number>([object.startPosition.row]);
  for (const member of object.namedChildren) {
    const type = member.type;
    if (type === 'comment') continue;
    const row = member.startPosition.row;
    if (rows.has(row)) return;
    rows.add(row);
    let key: Node | null = member;
    let kind: 'method' | 'variable' = 'variable';
    if (type === 'method_definition') {
      key = member.childForFieldName('name');
      kind = 'method';
    } else if (type === 'pair') {
      key = member.childForFieldName('key');
      const v = member.childForFieldName('value');
      if (v && FUNCTION_VALUES.has(v.type)) kind = 'method';
    }
    // A spread or a computed key gives no name.
    const name = key?.type === 'property_identifier' || key?.type === 'shorthand_property_identifier' ? key.text : key?.type === 'string' ? unquote(key.text) : null;
    if (name === null || !PLAIN_NAME.test(name)) return;
    members.push([member, name, kind]);
  }
  for (const [member, name, kind] of members) {
    c.add(member, name, kind, qualified);
    // `{ name }` also uses the value it is named after.
    if (member.type === 'shorthand_property_identifier') c.out.symbols[c.out.symbols.length - 1]!.shorthand = true;
  }
}

/** Static imports and re-exports with their bindings; `require('x')` and `import('x')` anywhere. */
function collectImports(root: Node, dynamicImports: readonly QueryMatch[], uses: readonly QueryMatch[], out: Extraction): void {
  for (const stmt of root.namedChildren) {
    const type = stmt.type;
    if (type === 'lexical_declaration' || type === 'variable_declaration') requireBindings(stmt, out.bindings);
    if (type !== 'import_statement' && type !== 'export_statement') continue;
    if (type === 'export_statement') out.defaultExport = defaultExportName(stmt) ?? out.defaultExport;
    // `import x = require('./y')` keeps its source inside an import_require_clause.
    const clause = stmt.namedChildren.find((n) => n.type === 'import_require_clause');
    const source = stmt.childForFieldName('source') ?? clause?.childForFieldName('source');
    if (!source) continue;
    const from = unquote(source.text);
    out.imports.push(from);
    if (clause) {
      const local = clause.namedChildren.find((n) => n.type === 'identifier');
      if (local) out.bindings.push({ local: local.text, imported: null, from, space: 'path' });
    }
    const names = stmt.namedChildren.find((n) => n.type === 'import_clause');
    if (names) importBindings(names, from, out.bindings);
    if (type === 'export_statement') reExportBindings(stmt, from, out.bindings);
  }
  for (const stmt of root.namedChildren) if (stmt.type === 'export_statement' && !stmt.childForFieldName('source')) exportRenames(stmt, out);
  // Each call's specifiers, in the order the calls are written.
  const calls: [number, string[]][] = [];
  for (const m of uses) {
    const call = bareCall(m, 'require');
    if (call !== null) calls.push([call.startIndex, literalSpecs(call.childForFieldName('arguments'))]);
  }
  for (const m of dynamicImports) {
    const call = importCall(m.captures[0]!.node);
    if (call !== null) calls.push([call.startIndex, literalSpecs(call.childForFieldName('arguments'))]);
  }
  calls.sort((a, b) => a[0] - b[0]);
  for (const [, specs] of calls) for (const spec of specs) out.imports.push(spec);
}

/**
 * The call an `import` keyword is the callee of (whatever lies between it and the arguments: a comment, type
 * arguments, a piece the grammar could not read), or null. Asks for the keyword's parent, which tree-sitter finds
 * by walking down from the root: a dynamic import is rare enough.
 */
function importCall(keyword: Node): Node | null {
  const call = keyword.parent;
  return call?.type === 'call_expression' && call.childForFieldName('function')?.startIndex === keyword.startIndex ? call : null;
}

/**
 * The specifier a call's arguments start with, when the first of them is a string literal: the literal's text pieces
 * between escapes, each a specifier of its own, none for an empty string.
 */
function literalSpecs(args: Node | null): string[] {
  const first = callArguments(args)[0];
  if (first?.type !== 'string') return [];
  return first.namedChildren.filter((n) => n.type === 'string_fragment').map((n) => n.text);
}

/**
 * The name a module's own default export gives a definition: `export default function f`, `export default
 * class C`, `export default f;` and `export { f as default }`. An anonymous default or an expression names none.
 */
function defaultExportName(stmt: Node): string | null {
  if (stmt.childForFieldName('source')) return null;
  const clause = stmt.namedChildren.find((n) => n.type === 'export_clause');
  if (clause) {
    for (const spec of clause.namedChildren) {
      if (spec.type === 'export_specifier' && fieldText(spec, 'alias') === 'default') return fieldText(spec);
    }
    return null;
  }
  if (!stmt.children.some((n) => n.type === 'default')) return null;
  const decl = stmt.childForFieldName('declaration');
  if (decl) return fieldText(decl);
  const value = stmt.childForFieldName('value');
  return value?.type === 'identifier' ? value.text : null;
}

/** `import d, { a as b } from 'x'` binds d to x's default and b to x's a; `* as ns` binds ns to x itself. */
function importBindings(clause: Node, from: string, out: RawBinding[]): void {
  for (const part of clause.namedChildren) {
    if (part.type === 'identifier') out.push({ local: part.text, imported: 'default', from, space: 'path' });
    else if (part.type === 'namespace_import') {
      const local = part.namedChildren.find((n) => n.type === 'identifier');
      if (local) out.push({ local: local.text, imported: null, from, space: 'path' });
    } else if (part.type === 'named_imports') {
      for (const spec of part.namedChildren) {
        const name = fieldText(spec);
        if (spec.type !== 'import_specifier' || !name) continue;
        out.push({ local: fieldText(spec, 'alias') ?? name, imported: unquote(name), from, space: 'path' });
      }
    }
  }
}

/**
 * `export { a as b } from './y'` passes y's a on as b; `export * from './y'` passes all of y on; `export * as ns
 * from './y'` offers y itself as ns.
 */
function reExportBindings(stmt: Node, from: string, out: RawBinding[]): void {
  const clause = stmt.namedChildren.find((n) => n.type === 'export_clause');
  if (!clause) {
    const namespace = stmt.namedChildren.find((n) => n.type === 'namespace_export');
    const local = namespace?.namedChildren.find((n) => n.type === 'identifier' || n.type === 'string');
    if (!namespace) out.push({ local: '*', imported: null, from, space: 'path' });
    else if (local) out.push({ local: unquote(local.text), imported: null, from, space: 'path' });
    return;
  }
  for (const spec of clause.namedChildren) {
    const name = fieldText(spec);
    if (spec.type === 'export_specifier' && name) out.push({ local: fieldText(spec, 'alias') ?? name, imported: name, from, space: 'path' });
  }
}

/**
 * What a CommonJS module offers, as written at its top level: `exports.X = v` and `module.exports.X = v` (chains
 * `exports.A = exports.B = v` too) define X, a function, a class or a variable as v is; `exports.X = Y` names the
 * file's own Y, and `exports.X = y` or `exports.X = y.Z`, y bound by a require, passes on what y names; `void 0`
 * only announces X. `module.exports = { a, b: f, c() {} }` offers each key alike and
 * `module.exports = Y` makes Y the default. `Object.defineProperty(exports, 'X', { get() { return y.Z } })` with y
 * a required module passes y's Z on as X, and `__exportStar(require('./y'), exports)` all of y: the forms
 * TypeScript emits for its own exports and re-exports. `F.prototype.m = v` and `F.m = v` make m a member of the
 * file's top-level function or class F (a method when v is a function). A name a declaration of the file already gives is not given
 * again.
 */
function collectCommonJs(root: Node, c: SymbolCollector): void {
  const out = c.out;
  const taken = new Set<string>();
  for (const s of out.symbols) if (s.parent === null) taken.add(s.qualified);
  const members: { stmt: Node; owner: string; name: string; type: NodeType }[] = [];
  const offer = (stmt: Node, name: string, value: Node): void => {
    if (name === 'default') {
      if (value.type === 'identifier') out.defaultExport ??= value.text;
      return;
    }
    if (taken.has(name) || name === '__esModule') return;
    const type = value.type;
    // `exports.a = x` or `exports.a = y_1.b`, x and y_1 bound by a require: passes on what the require names.
    const through = type === 'identifier' ? value.text : type === 'member_expression' ? fieldText(value, 'object') : null;
    const binding = through === null ? undefined : out.bindings.find((b) => b.local === through && b.local !== '*');
    if (binding && type === 'identifier') {
      if (binding.local !== name) out.bindings.push({ ...binding, local: name });
      return;
    }
    const member = type === 'member_expression' ? value.childForFieldName('property') : null;
    if (binding && binding.imported === null && member?.type === 'property_identifier') {
      out.bindings.push({ local: name, imported: member.text, from: binding.from, space: 'path' });
      return;
    }
    if (type === 'identifier') {
      if (value.text !== name && value.text !== 'undefined') out.exportAliases.push([name, value.text]);
      return;
    }
    if (type === 'unary_expression' && value.child(0)?.type === 'void') return;
    taken.add(name);
    if (FUNCTION_VALUES.has(type)) c.add(stmt, name, 'function', null);
    else if (type === 'class') addClassMembers(value, c, c.add(stmt, name, 'class', null));
    else c.add(stmt, name, 'variable', null);
  };
  for (const [stmt, expr] of topLevelExpressions(root)) {
    if (expr.type === 'call_expression') {
      commonJsReExport(expr, out);
      continue;
    }
    if (expr.type !== 'assignment_expression') continue;
    const targets: Node[] = [];
    let value: Node | null = expr;
    while (value?.type === 'assignment_expression') {
      const left = value.childForFieldName('left');
      if (left) targets.push(left);
      value = value.childForFieldName('right');
    }
    if (!value) continue;
    for (const target of targets) {
      if (target.type !== 'member_expression') continue;
      const object = target.childForFieldName('object');
      const property = target.childForFieldName('property');
      if (!object || property?.type !== 'property_identifier') continue;
      const objectText = object.text;
      if (objectText === 'module' && property.text === 'exports') {
        if (value.type === 'identifier') out.defaultExport ??= value.text;
        else if (value.type === 'object') offerObject(stmt, value, offer);
      } else if (objectText === 'exports' || objectText === 'module.exports') {
        offer(stmt, property.text, value);
      } else {
        // `F.prototype.m = v` or `F.m = v`: a member of F (a method when v is a function), when F is the file's.
        const owner = object.type === 'member_expression' && fieldText(object, 'property') === 'prototype' ? object.childForFieldName('object') : object;
        if (owner?.type === 'identifier') members.push({ stmt, owner: owner.text, name: property.text, type: FUNCTION_VALUES.has(value.type) ? 'method' : 'variable' });
      }
    }
  }
  const owners = new Set(out.symbols.filter((s) => s.parent === null && (s.type === 'function' || s.type === 'class')).map((s) => s.qualified));
  const given = new Set(out.symbols.map((s) => s.qualified));
  for (const m of members) {
    const qualified = `${m.owner}.${m.name}`;
    if (!owners.has(m.owner) || given.has(qualified)) continue;
    given.add(qualified);
    c.add(m.stmt, m.name, m.type, m.owner);
  }
}

/**
 * Each expression a top-level statement evaluates, with the node that stands for it: the statement, or for one
 * expression of a sequence (a bundler's `exports.a=a,exports.b=b;`) that expression.
 */
function topLevelExpressions(root: Node): [Node, Node][] {
  const out: [Node, Node][] = [];
  const add = (expr: Node, stmt: Node): void => {
    if (expr.type !== 'sequence_expression') {
      out.push([stmt, expr]);
      return;
    }
    for (const part of expr.namedChildren) add(part, part);
  };
  for (const stmt of root.namedChildren) {
    const expr = stmt.type === 'expression_statement' ? stmt.namedChildren[0] : undefined;
    if (expr) add(expr, stmt);
  }
  return out;
}

const FUNCTION_VALUES = new Set(['function_expression', 'function', 'arrow_function', 'generator_function']);

/** `module.exports = { a, b: f, c() {} }`: each key offered with its value (a shorthand key names itself). */
function offerObject(stmt: Node, object: Node, offer: (stmt: Node, name: string, value: Node) => void): void {
  for (const entry of object.namedChildren) {
    if (entry.type === 'method_definition') {
      const name = fieldText(entry);
      if (name) offer(entry, name, entry);
    } else if (entry.type === 'pair') {
      const key = entry.childForFieldName('key');
      const value = entry.childForFieldName('value');
      if (value && (key?.type === 'property_identifier' || key?.type === 'string')) offer(entry, unquote(key.text), value);
    }
  }
}

/**
 * TypeScript's CommonJS re-exports: `__exportStar(require('./y'), exports)` passes all of y on; and
 * `Object.defineProperty(exports, 'X', { get: function () { return y_1.Z; } })`, y_1 a required module, passes
 * its Z on as X.
 */
function commonJsReExport(call: Node, out: Extraction): void {
  const callee = call.childForFieldName('function');
  const args = callArguments(call.childForFieldName('arguments'));
  if (!callee || args.length < 2) return;
  const calleeText = callee.text;
  if (calleeText === '__exportStar' || calleeText.endsWith('.__exportStar')) {
    const required = args[0]!;
    const spec = required.type === 'call_expression' && fieldText(required, 'function') === 'require' ? callArguments(required.childForFieldName('arguments'))[0] : undefined;
    if (spec?.type === 'string' && args[1]!.text === 'exports') out.bindings.push({ local: '*', imported: null, from: unquote(spec.text), space: 'path' });
    return;
  }
  if (calleeText !== 'Object.defineProperty' || args[0]!.text !== 'exports' || args[1]!.type !== 'string' || args.length < 3) return;
  const name = unquote(args[1]!.text);
  for (const entry of args[2]!.type === 'object' ? args[2]!.namedChildren : []) {
    const getter = entry.type === 'pair' && fieldText(entry, 'key') === 'get' ? entry.childForFieldName('value') : entry.type === 'method_definition' && fieldText(entry) === 'get' ? entry : null;
    const body = getter?.childForFieldName('body');
    const returned = body?.namedChildren.length === 1 && body.namedChildren[0]!.type === 'return_statement' ? body.namedChildren[0]!.namedChildren[0] : undefined;
    if (returned?.type !== 'member_expression') continue;
    const module = fieldText(returned, 'object');
    const imported = fieldText(returned, 'property');
    const binding = out.bindings.find((b) => b.local === module && b.imported === null);
    if (binding && imported && name !== '__esModule') out.bindings.push({ local: name, imported, from: binding.from, space: 'path' });
  }
}

/**
 * `export { a as b }` offers the file's a as b: a definition of the file under another name, or what an import
 * bound to a passed on (the default is defaultExportName's).
 */
function exportRenames(stmt: Node, out: Extraction): void {
  const clause = stmt.namedChildren.find((n) => n.type === 'export_clause');
  for (const spec of clause?.namedChildren ?? []) {
    const name = spec.type === 'export_specifier' ? fieldText(spec) : null;
    const alias = spec.type === 'export_specifier' ? fieldText(spec, 'alias') : null;
    if (!name || !alias || alias === name || alias === 'default') continue;
    const binding = out.bindings.find((b) => b.local === name && b.local !== '*');
    if (binding) out.bindings.push({ ...binding, local: unquote(alias) });
    else out.exportAliases.push([unquote(alias), name]);
  }
}

/** `const x = require('./y')` binds x to the module; `const { a, b: c } = require('./y')` binds a and c to its names. */
function requireBindings(decl: Node, out: RawBinding[]): void {
  for (const d of decl.namedChildren) {
    const value = d.type === 'variable_declarator' ? d.childForFieldName('value') : null;
    if (value?.type !== 'call_expression' || fieldText(value, 'function') !== 'require') continue;
    const arg = callArguments(value.childForFieldName('arguments'))[0];
    if (arg?.type !== 'string') continue;
    const from = unquote(arg.text);
    const target = d.childForFieldName('name');
    if (target?.type === 'identifier') out.push({ local: target.text, imported: null, from, space: 'path' });
    else if (target?.type === 'object_pattern') {
      for (const p of target.namedChildren) {
        if (p.type === 'shorthand_property_identifier_pattern') out.push({ local: p.text, imported: p.text, from, space: 'path' });
        else if (p.type === 'pair_pattern') {
          const key = fieldText(p, 'key');
          const val = p.childForFieldName('value');
          if (key && val?.type === 'identifier') out.push({ local: val.text, imported: key, from, space: 'path' });
        }
      }
    }
  }
}
