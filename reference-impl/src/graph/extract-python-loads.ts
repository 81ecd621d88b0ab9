// Python's imports by a call: `importlib.import_module("a.b")`, `import_module` bound from importlib, and the
// builtin `__import__("a.b")`. Each with a literal absolute module name imports that module as `import a.b` does;
// a relative name (it needs the package argument), one worked out at run time, and a call of a name the file defines
// itself or binds elsewhere import nothing.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { callArguments, type Extraction } from './extract-common.js';
import { useCall } from './use-calls.js';

/** A module's absolute dotted name. */
const MODULE_NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

/**
 * The import specifiers (`a/b`, as importSpecs gives them) of the loading calls among a file's use matches (those of
 * its use query, whose calls carry @call, @name and @qualifier, in written order). `out` holds the file's bindings
 * and symbols; only a file whose text names one of the loading functions is looked through.
 */
export function loadedModules(uses: readonly QueryMatch[], source: string, out: Extraction): string[] {
  if (!source.includes('import_module') && !source.includes('__import__')) return [];
  const defined = new Set<string>();
  for (const s of out.symbols) if (s.parent === null) defined.add(s.label);
  const loads: string[] = [];
  for (const m of uses) {
    const use = useCall(m);
    if (use === null || !loadsByName(use.call, use.callee.text, use.received, out, defined)) continue;
    const name = literalName(callArguments(use.call.childForFieldName('arguments'))[0]);
    if (name !== null) loads.push(name.replaceAll('.', '/'));
  }
  return loads;
}

/** Whether `call`, of `callee` (through a receiver when `received`), is importlib's import_module or the builtin __import__. */
function loadsByName(call: Node, callee: string, received: boolean, out: Extraction, defined: ReadonlySet<string>): boolean {
  if (received) {
    if (callee !== 'import_module') return false;
    const module = call.childForFieldName('function')?.childForFieldName('object');
    return module?.type === 'identifier' && !defined.has(module.text) && bindsOnly(out, module.text, null);
  }
  if (defined.has(callee)) return false;
  if (callee === '__import__') return !out.bindings.some((b) => b.local === callee);
  return bindsOnly(out, callee, 'import_module');
}

/** Whether every binding of `local` in the file is importlib's `imported` (null: the module itself), and one is. */
function bindsOnly(out: Extraction, local: string, imported: string | null): boolean {
  let bound = false;
  for (const b of out.bindings) {
    if (b.local !== local) continue;
    if (b.from !== 'importlib' || b.imported !== imported) return false;
    bound = true;
  }
  return bound;
}

/**
 * The text of a string literal of one piece (no interpolation, no escape; not bytes) that is an absolute module name,
 * or null.
 */
function literalName(arg: Node | undefined): string | null {
  if (arg?.type !== 'string') return null;
  const parts = arg.namedChildren;
  if (parts.length !== 3 || parts[1]?.type !== 'string_content') return null;
  if (/b/i.test(parts[0]?.text ?? 'b')) return null;
  const text = parts[1].text;
  return MODULE_NAME.test(text) ? text : null;
}
