// Symbols and import forms (`from ... import`, `import`) of Python sources, relative and absolute.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { SymbolCollector, fieldText, type Extraction, type RawBinding } from './extract-common.js';

/** `from x import ...` and `import x` anywhere, including imports deferred into a function body. */
export const PYTHON_IMPORTS = '(import_from_statement) @from\n(import_statement) @import';

/** `imports` are the matches of PYTHON_IMPORTS over the file. */
export function extractPython(root: Node, imports: readonly QueryMatch[]): Extraction {
  const c = new SymbolCollector();
  visitBlock(root.namedChildren, c, null, false);
  for (const m of imports) {
    const stmt = m.captures[0]!.node;
    const spec = stmt.type === 'import_statement' ? importSpecs(stmt, c.out.bindings) : fromImportSpecs(stmt, c.out.bindings);
    if (spec) c.out.imports.push(...spec);
  }
  return c.out;
}

function visitBlock(statements: Node[], c: SymbolCollector, parent: string | null, inClass: boolean): void {
  for (const stmt of statements) {
    const def = stmt.type === 'decorated_definition' ? stmt.childForFieldName('definition') : stmt;
    if (!def) continue;
    const type = def.type;
    const name = type === 'function_definition' || type === 'class_definition' ? fieldText(def) : null;
    if (type === 'function_definition' && name) {
      c.add(def, name, inClass ? 'method' : 'function', parent);
    } else if (type === 'class_definition' && name) {
      const cls = c.add(def, name, 'class', parent);
      visitBlock(def.childForFieldName('body')?.namedChildren ?? [], c, cls, true);
    } else if (type === 'expression_statement' && (parent === null || inClass)) {
      addAssignment(def, c, parent);
    }
  }
}

/**
 * A module's `NAME = ...`, or a class body's (a class attribute, `encode = codecs.ascii_encode`, an enum member, an
 * annotated field): UPPER_CASE names are constants by convention.
 */
function addAssignment(stmt: Node, c: SymbolCollector, parent: string | null): void {
  const assignment = stmt.namedChildren[0];
  if (assignment?.type !== 'assignment') return;
  const left = assignment.childForFieldName('left');
  if (left?.type !== 'identifier') return;
  const isConstant = /^[A-Z_][A-Z0-9_]*$/.test(left.text);
  c.add(stmt, left.text, isConstant ? 'constant' : 'variable', parent);
}

/**
 * Encodes `from ..pkg.mod import a, b` as candidate module specifiers relative to the file's directory:
 * `../pkg/mod` plus `../pkg/mod/a`, `../pkg/mod/b` (the names may be submodules). An absolute
 * `from pkg.mod import a` is written without the leading dot, `pkg/mod` and `pkg/mod/a`: where it leads is
 * judged against the tree's files (resolve-imports.ts).
 */
function fromImportSpecs(stmt: Node, bindings: RawBinding[]): string[] | null {
  const moduleName = stmt.childForFieldName('module_name');
  let baseSpec: string;
  if (moduleName?.type === 'relative_import') {
    const prefix = moduleName.namedChildren.find((n) => n.type === 'import_prefix')?.text ?? '.';
    const dotted = moduleName.namedChildren.find((n) => n.type === 'dotted_name')?.text ?? '';
    const ups = prefix.length - 1;
    const base = [...Array(ups).fill('..'), ...(dotted ? dotted.split('.') : [])];
    baseSpec = base.length ? `./${base.join('/')}` : '.';
  } else if (moduleName?.type === 'dotted_name') {
    baseSpec = moduleName.namedChildren.filter((n) => n.type === 'identifier').map((n) => n.text).join('/');
    if (baseSpec === '') return null;
  } else {
    return null;
  }
  const specs = [baseSpec];
  if (stmt.namedChildren.some((n) => n.type === 'wildcard_import')) bindings.push({ local: '*', imported: null, from: baseSpec, space: 'path' });
  for (const name of stmt.childrenForFieldName('name')) {
    const imported = name.type === 'aliased_import' ? fieldText(name) : name.text;
    if (!imported) continue;
    specs.push(`${baseSpec}/${imported.split('.').join('/')}`);
    const local = name.type === 'aliased_import' ? fieldText(name, 'alias') : imported;
    if (local && !imported.includes('.')) bindings.push({ local, imported, from: baseSpec, space: 'path' });
  }
  return specs;
}

/**
 * `import a.b, c as d` as the modules it names, `a/b` and `c`. A module imported under its own one-part name, or
 * under an alias, is bound to that name (`c.f()`, `d.f()` then reach `f` in it); `import a.b` binds `a`, the
 * package, whose `b` is not one of its names: nothing is bound for it.
 */
function importSpecs(stmt: Node, bindings: RawBinding[]): string[] {
  const specs: string[] = [];
  for (const name of stmt.childrenForFieldName('name')) {
    const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
    if (dotted?.type !== 'dotted_name') continue;
    const parts = dotted.namedChildren.filter((n) => n.type === 'identifier').map((n) => n.text);
    if (parts.length === 0) continue;
    const spec = parts.join('/');
    specs.push(spec);
    const local = name.type === 'aliased_import' ? fieldText(name, 'alias') : parts.length === 1 ? parts[0]! : null;
    if (local) bindings.push({ local, imported: null, from: spec, space: 'path' });
  }
  return specs;
}
