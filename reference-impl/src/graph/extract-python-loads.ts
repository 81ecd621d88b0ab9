// Python's imports by a call: `importlib.import_module("a.b")`, `import_module` bound from importlib, and the
// builtin `__import__("a.b")`. Each with a literal absolute module name imports that module as `import a.b` does;
// a relative name (it needs the package argument), one worked out at run time, and a call of a name the file defines
// itself or binds elsewhere import nothing.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { callArguments, type Extraction } from './extract-common.js';
import { useCall } from './use-calls.js';

/** A module's absolute dotted name. */
const MODULE_NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

/** The names a node binds in the scope it is in (extract-python.ts boundIn); `*` when which is not known. */
export type BoundNames = (node: Node) => readonly string[];

/**
 * The import specifiers (`a/b`, as importSpecs gives them) of the loading calls among a file's use matches (those of
 * its use query, whose calls carry @call, @name and @qualifier, in written order). `out` holds the file's bindings
 * and symbols; only a file whose text names one of the loading functions is looked through.
 */
export function loadedModules(uses: readonly QueryMatch[], source: string, out: Extraction, boundNames: BoundNames): string[] {
  if (!source.includes('import_module') && !source.includes('__import__')) return [];
  const defined = new Set<string>();
  for (const s of out.symbols) if (s.parent === null) defined.add(s.label);
  const loads: string[] = [];
  for (const m of uses) {
    const use = useCall(m);
    const loader = use === null ? null : loaderName(use.call, use.callee.text, use.received, out, defined);
    if (loader === null || boundAround(use!.call, loader, boundNames)) continue;
    const name = literalName(callArguments(use!.call.childForFieldName('arguments'))[0]);
    if (name !== null) loads.push(name.replaceAll('.', '/'));
  }
  return loads;
}

/**
 * The name `call`, of `callee` (through a receiver when `received`), reaches a loader by when it is importlib's
 * import_module (`importlib` in `importlib.import_module`, or the bound `import_module`) or the builtin __import__;
 * null for any other call.
 */
function loaderName(call: Node, callee: string, received: boolean, out: Extraction, defined: ReadonlySet<string>): string | null {
  if (received) {
    if (callee !== 'import_module') return null;
    const module = call.childForFieldName('function')?.childForFieldName('object');
    return module?.type === 'identifier' && !defined.has(module.text) && bindsOnly(out, module.text, null) ? module.text : null;
  }
  if (defined.has(callee)) return null;
  if (callee === '__import__') return out.bindings.some((b) => b.local === callee) ? null : callee;
  return bindsOnly(out, callee, 'import_module') ? callee : null;
}

/**
 * Whether `name` may be bound in a function around `call` (a lambda's too), where it is then the function's own: a
 * parameter, or what the function's body binds in its own scope (an assignment, a loop's target, an `as`, an import,
 * a definition).
 */
function boundAround(call: Node, name: string, boundNames: BoundNames): boolean {
  for (let n = call.parent; n !== null; n = n.parent) {
    if (n.type !== 'function_definition' && n.type !== 'lambda') continue;
    const params = n.childForFieldName('parameters');
    if (params?.descendantsOfType('identifier').some((id) => id?.text === name)) return true;
    const body = n.childForFieldName('body');
    if (body && boundNames(body).some((bound) => bound === name || bound === '*')) return true;
  }
  return false;
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
