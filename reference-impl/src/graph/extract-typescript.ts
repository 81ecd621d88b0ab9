// Symbols and imports of TypeScript / JavaScript sources (the grammars share node shapes).
import type { Node, QueryMatch } from 'web-tree-sitter';
import { SymbolCollector, fieldText, unquote, type Extraction, type RawBinding } from './extract-common.js';
import type { NodeType } from './types.js';

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

/** `require('x')` and `import('x')` with a string literal, anywhere in the file. */
export const SCRIPT_IMPORT_CALLS = `
(call_expression function: (identifier) @form arguments: (arguments . (string (string_fragment) @spec)))
(call_expression function: (import) @form arguments: (arguments . (string (string_fragment) @spec)))
`;

/** `importCalls` are the matches of SCRIPT_IMPORT_CALLS over the file. */
export function extractTypeScript(root: Node, importCalls: readonly QueryMatch[]): Extraction {
  const c = new SymbolCollector();
  visitStatements(root.namedChildren, c, null);
  collectImports(root, importCalls, c.out);
  return c.out;
}

function visitStatements(statements: Node[], c: SymbolCollector, parent: string | null): void {
  for (const stmt of statements) visitStatement(stmt, c, parent);
}

function visitStatement(node: Node, c: SymbolCollector, parent: string | null): void {
  // Each read of a node's type or field crosses into wasm: read the type once, the name only where it counts.
  const type = node.type;
  if (WRAPPERS.has(type)) {
    const decl = node.childForFieldName('declaration');
    if (decl) visitStatement(decl, c, parent);
    else visitStatements(node.namedChildren, c, parent);
    return;
  }
  const simple = SIMPLE_DECLARATIONS[type];
  const isClass = CLASS_DECLARATIONS.has(type);
  const isModule = type === 'internal_module' || type === 'module';
  const name = simple || isClass || isModule ? fieldText(node) : null;
  if (simple && name) {
    c.add(node, name, simple, parent);
  } else if (isClass && name) {
    const cls = c.add(node, name, 'class', parent);
    for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
      if (!METHOD_NODES.has(member.type)) continue;
      const memberName = fieldText(member);
      if (memberName) c.add(member, memberName, 'method', cls);
    }
  } else if (isModule && name) {
    const mod = c.add(node, unquote(name), 'module', parent);
    visitStatements(node.childForFieldName('body')?.namedChildren ?? [], c, mod);
  } else if (type === 'lexical_declaration' || type === 'variable_declaration') {
    const isConst = node.child(0)?.type === 'const';
    for (const declarator of node.namedChildren) {
      const target = declarator.childForFieldName('name');
      if (declarator.type !== 'variable_declarator' || target?.type !== 'identifier') continue;
      c.add(declarator, target.text, isConst ? 'constant' : 'variable', parent, node);
    }
  }
}

/** Static imports and re-exports with their bindings; `require('x')` and `import('x')` anywhere. */
function collectImports(root: Node, importCalls: readonly QueryMatch[], out: Extraction): void {
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
  for (const m of importCalls) {
    let form = '';
    let spec: string | null = null;
    for (const cap of m.captures) {
      if (cap.name === 'form') form = cap.node.type === 'import' ? 'import' : cap.node.text;
      else spec = cap.node.text;
    }
    if (spec !== null && (form === 'require' || form === 'import')) out.imports.push(spec);
  }
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

/** `export { a as b } from './y'` passes y's a on as b; `export * from './y'` passes all of y on. */
function reExportBindings(stmt: Node, from: string, out: RawBinding[]): void {
  const clause = stmt.namedChildren.find((n) => n.type === 'export_clause');
  if (!clause) {
    if (!stmt.namedChildren.some((n) => n.type === 'namespace_export')) out.push({ local: '*', imported: null, from, space: 'path' });
    return;
  }
  for (const spec of clause.namedChildren) {
    const name = fieldText(spec);
    if (spec.type === 'export_specifier' && name) out.push({ local: fieldText(spec, 'alias') ?? name, imported: name, from, space: 'path' });
  }
}

/** `const x = require('./y')` binds x to the module; `const { a, b: c } = require('./y')` binds a and c to its names. */
function requireBindings(decl: Node, out: RawBinding[]): void {
  for (const d of decl.namedChildren) {
    const value = d.type === 'variable_declarator' ? d.childForFieldName('value') : null;
    if (value?.type !== 'call_expression' || fieldText(value, 'function') !== 'require') continue;
    const arg = value.childForFieldName('arguments')?.namedChildren[0];
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
