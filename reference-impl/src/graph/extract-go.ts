// Symbols of Go sources, every import path a file writes, and the package each import binds (paths resolve
// through go.mod at link time, to the files of the package directory they name).
import type { Node } from 'web-tree-sitter';
import { SymbolCollector, fieldText, unquote, type Extraction, type RawBinding } from './extract-common.js';
import { UNKNOWN_BASE } from './extract-uses.js';

/**
 * How the file keeps its `//go:build` expression in its link material: the qualifier of an unknown base of the file
 * (no class, so no use: the resolver reads it to tell which files one build may hold, go-build-files.ts).
 */
export const GO_BUILD = 'go:build ';

export function extractGo(root: Node): Extraction {
  const c = new SymbolCollector();
  const types = new Map<string, string>();
  let header = true;
  for (const decl of root.namedChildren) {
    if (decl.type === 'package_clause') header = false;
    // The //go:build line is a comment above the package clause (the go command reads the first one).
    if (header && decl.type === 'comment' && decl.text.startsWith('//go:build ')) {
      c.out.uses.push({ name: UNKNOWN_BASE, qualifier: GO_BUILD + decl.text.slice('//go:build '.length).trim(), line: decl.startPosition.row + 1, kind: 'extends' });
      header = false;
    }
    if (decl.type === 'type_declaration') addTypes(decl, c, types);
    else if (decl.type === 'function_declaration') addNamed(decl, c, 'function');
    else if (decl.type === 'const_declaration') addSpecs(decl, 'const_spec', c, 'constant');
    else if (decl.type === 'var_declaration') addSpecs(decl, 'var_spec', c, 'variable');
    else if (decl.type === 'import_declaration') addImports(decl, c.out.imports, c.out.bindings);
  }
  for (const decl of root.namedChildren) {
    if (decl.type !== 'method_declaration') continue;
    const name = fieldText(decl);
    const receiver = receiverTypeName(decl.childForFieldName('receiver'));
    if (!name) continue;
    const owner = receiver ? types.get(receiver) : undefined;
    if (owner) c.add(decl, name, 'method', owner);
    else c.addDetached(decl, receiver ? `${receiver}.${name}` : name, name, 'method');
  }
  return c.out;
}

function addNamed(decl: Node, c: SymbolCollector, type: 'function'): void {
  const name = fieldText(decl);
  if (name) c.add(decl, name, type, null);
}

function addTypes(decl: Node, c: SymbolCollector, types: Map<string, string>): void {
  for (const spec of decl.namedChildren) {
    if (spec.type !== 'type_spec' && spec.type !== 'type_alias') continue;
    const name = fieldText(spec);
    if (!name) continue;
    const body = spec.childForFieldName('type');
    const kind = spec.type === 'type_alias' ? 'type'
      : body?.type === 'struct_type' ? 'struct'
      : body?.type === 'interface_type' ? 'interface'
      : 'type';
    const q = c.add(spec, name, kind, null);
    types.set(name, q);
    if (kind !== 'interface' || !body) continue;
    for (const elem of body.namedChildren) {
      const method = elem.type === 'method_elem' || elem.type === 'method_spec' ? fieldText(elem) : null;
      if (method) c.add(elem, method, 'method', q);
    }
  }
}

/** const/var blocks nest specs directly or inside a *_spec_list; each spec may name several identifiers. */
function addSpecs(decl: Node, specType: string, c: SymbolCollector, type: 'constant' | 'variable'): void {
  for (const spec of decl.descendantsOfType(specType)) {
    if (!spec) continue;
    for (const name of spec.childrenForFieldName('name')) {
      if (name && name.type === 'identifier' && name.text !== '_') c.add(spec, name.text, type, null);
    }
  }
}

/**
 * Every import path is one the file imports. `import u "a/b"` binds u to the package at a/b; a plain import binds
 * the path's last element (`a/b/v2` its `b`), `import . "a/b"` opens the package whole and `import _ "a/b"`
 * (imported for its side effects) binds nothing.
 */
function addImports(decl: Node, imports: string[], out: RawBinding[]): void {
  for (const spec of decl.descendantsOfType('import_spec')) {
    const pathNode = spec?.childForFieldName('path');
    if (!spec || !pathNode) continue;
    const from = unquote(pathNode.text);
    if (!imports.includes(from)) imports.push(from);
    const alias = spec.childForFieldName('name');
    if (alias?.type === 'blank_identifier') continue;
    const local = alias?.type === 'dot' ? '*' : alias ? alias.text : packageNameOf(from);
    if (local) out.push({ local, imported: null, from, space: 'path' });
  }
}

function packageNameOf(importPath: string): string | null {
  const parts = importPath.split('/').filter((p) => p !== '');
  const last = parts.length > 1 && /^v\d+$/.test(parts[parts.length - 1]!) ? parts[parts.length - 2] : parts[parts.length - 1];
  return last && /^[A-Za-z_]\w*$/.test(last) ? last : null;
}

/** `(s *Server)`, `(s Server)` and `(s *Server[T])` all name `Server`. */
function receiverTypeName(receiver: Node | null): string | null {
  const param = receiver?.namedChildren.find((n) => n.type === 'parameter_declaration');
  let type = param?.childForFieldName('type') ?? null;
  while (type && (type.type === 'pointer_type' || type.type === 'generic_type')) {
    type = type.type === 'pointer_type' ? type.namedChildren[0] ?? null : type.childForFieldName('type');
  }
  return type?.type === 'type_identifier' ? type.text : null;
}
