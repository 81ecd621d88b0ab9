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
    const bound = use.received ? use.call.childForFieldName('function')?.childForFieldName('object')?.text : use.callee.text;
    if (bound === undefined || boundAround(use.call, bound)) continue;
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

/**
 * Whether `name` may be bound in a function around `call` (a lambda's too), where it is then the function's own: a
 * parameter, or an assignment, a loop's target, an `as`, an import or a definition anywhere in its body (a nested
 * function's included, which can only drop an import).
 */
function boundAround(call: Node, name: string): boolean {
  for (let n = call.parent; n !== null; n = n.parent) {
    if (n.type !== 'function_definition' && n.type !== 'lambda') continue;
    const params = n.childForFieldName('parameters');
    if (params?.descendantsOfType('identifier').some((id) => id?.text === name)) return true;
    const body = n.childForFieldName('body');
    if (body && bindsIn(body, name)) return true;
  }
  return false;
}

/** The statements and expressions that bind names, for bindsIn. */
const BINDERS = ['assignment', 'augmented_assignment', 'for_statement', 'for_in_clause', 'named_expression', 'as_pattern_target', 'import_statement', 'import_from_statement', 'function_definition', 'class_definition', 'global_statement'];
const WORD_CHAR = /[\w]/;

/** Whether a binder under `body` names `name` among what it binds (read from its target's, or an import's, words). */
function bindsIn(body: Node, name: string): boolean {
  for (const b of body.descendantsOfType(BINDERS)) {
    if (b === null) continue;
    const target = b.type === 'function_definition' || b.type === 'class_definition' ? b.childForFieldName('name') : b.type === 'assignment' || b.type === 'augmented_assignment' || b.type === 'for_statement' || b.type === 'for_in_clause' ? b.childForFieldName('left') : b.type === 'named_expression' ? b.childForFieldName('name') : b;
    if (target && hasWord(target.text, name)) return true;
  }
  return false;
}

/** Whether `text` holds `word` as a whole word. */
function hasWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!WORD_CHAR.test(text[at - 1] ?? ' ') && !WORD_CHAR.test(text[at + word.length] ?? ' ')) return true;
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
