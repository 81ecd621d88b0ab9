// Symbols and imports of TypeScript / JavaScript sources (the grammars share node shapes).
import type { Node } from 'web-tree-sitter';
import { SymbolCollector, fieldText, unquote, type Extraction } from './extract-common.js';
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

export function extractTypeScript(root: Node, lines: readonly string[]): Extraction {
  const c = new SymbolCollector(lines);
  visitStatements(root.namedChildren, c, null);
  collectImports(root, c.out.imports);
  return c.out;
}

function visitStatements(statements: Node[], c: SymbolCollector, parent: string | null): void {
  for (const stmt of statements) visitStatement(stmt, c, parent);
}

function visitStatement(node: Node, c: SymbolCollector, parent: string | null): void {
  if (WRAPPERS.has(node.type)) {
    const decl = node.childForFieldName('declaration');
    if (decl) visitStatement(decl, c, parent);
    else visitStatements(node.namedChildren, c, parent);
    return;
  }
  const simple = SIMPLE_DECLARATIONS[node.type];
  const name = fieldText(node);
  if (simple && name) {
    c.add(node, name, simple, parent);
  } else if (CLASS_DECLARATIONS.has(node.type) && name) {
    const cls = c.add(node, name, 'class', parent);
    for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
      const memberName = fieldText(member);
      if (METHOD_NODES.has(member.type) && memberName) c.add(member, memberName, 'method', cls);
    }
  } else if ((node.type === 'internal_module' || node.type === 'module') && name) {
    const mod = c.add(node, unquote(name), 'module', parent);
    visitStatements(node.childForFieldName('body')?.namedChildren ?? [], c, mod);
  } else if (node.type === 'lexical_declaration' || node.type === 'variable_declaration') {
    const isConst = node.child(0)?.type === 'const';
    for (const declarator of node.namedChildren) {
      const target = declarator.childForFieldName('name');
      if (declarator.type !== 'variable_declarator' || target?.type !== 'identifier') continue;
      c.add(declarator, target.text, isConst ? 'constant' : 'variable', parent, node);
    }
  }
}

/** Static imports, re-exports, `require('x')` and `import('x')` with a string literal. */
function collectImports(root: Node, out: string[]): void {
  for (const stmt of root.namedChildren) {
    if (stmt.type !== 'import_statement' && stmt.type !== 'export_statement') continue;
    // `import x = require('./y')` keeps its source inside an import_require_clause.
    const clause = stmt.namedChildren.find((n) => n.type === 'import_require_clause');
    const source = stmt.childForFieldName('source') ?? clause?.childForFieldName('source');
    if (source) out.push(unquote(source.text));
  }
  for (const call of root.descendantsOfType('call_expression')) {
    const fn = call.childForFieldName('function');
    if (!fn || (fn.text !== 'require' && fn.type !== 'import')) continue;
    const arg = call.childForFieldName('arguments')?.namedChildren[0];
    if (arg?.type === 'string') out.push(unquote(arg.text));
  }
}
