// Python: the names a module's `__all__` lists, when the module writes it only in forms whose result is known where
// it is read: at its top level, from string literals. A star import of the module takes those names and no others.
import type { Node } from 'web-tree-sitter';
import type { RawBinding } from './extract-common.js';

const ALL = '__all__';
/** The list's methods that add the names of their argument, as `+=` does. */
const ADDING = new Set(['extend', 'append']);
/** Places where an `__all__` written directly inside them is bound or changed rather than read. */
const WRITING_PARENTS = new Set([
  'global_statement', 'nonlocal_statement', 'delete_statement', 'pattern_list', 'tuple_pattern', 'list_pattern',
  'list_splat_pattern', 'as_pattern_target',
]);
/** Places where an `__all__` is bound when it is the field of that name: `x = …`, `x += …`, `for x in`, `(x := …)`. */
const BINDING_FIELDS: ReadonlyMap<string, string> = new Map([
  ['assignment', 'left'], ['augmented_assignment', 'left'], ['for_statement', 'left'], ['for_in_clause', 'left'], ['named_expression', 'name'],
]);

/**
 * The sorted, unique names of the module's `__all__`, read from its top-level statements (`statements`), or null
 * when it has none or writes it otherwise: a name bound to it by an import (`bindings`), a write in a block, a
 * function or a class body, a value other than string literals in lists and tuples (joined with `+`), a method other
 * than `extend` or `append`, any `__all__` reached through an object (which may be the module's own). Each
 * top-level write is read in order: `=` sets the list, `+=`, `extend` and `append` add to it (an addition before any
 * `=` adds to nothing known).
 */
export function literalAll(statements: readonly Node[], source: string, bindings: readonly RawBinding[]): string[] | null {
  // (`sys.modules[__name__].__all__.append(…)`, `m.__all__ += …`: a list changed through a module's object.)
  if (!source.includes(ALL) || source.includes(`.${ALL}`) || bindings.some((b) => b.local === ALL)) return null;
  let names: Set<string> | null = null;
  let written = false;
  for (const stmt of statements) {
    if (!stmt.text.includes(ALL)) continue;
    const write = topLevelWrite(stmt);
    if (write === 'declared') continue;
    if (write === undefined) {
      if (writesInside(stmt)) return null;
      continue;
    }
    if (write === null) return null;
    written = true;
    if (write.sets) names = new Set(write.names);
    else if (names === null) return null;
    else for (const n of write.names) names.add(n);
  }
  return written && names !== null ? [...names].sort() : null;
}

/**
 * The top-level statement as a write of `__all__`: the names it sets or adds; `declared` for an annotation that sets
 * nothing (`__all__: list[str]`); null when it writes `__all__` in a form not read; undefined when it is not such a
 * statement (it may still write `__all__` inside).
 */
function topLevelWrite(stmt: Node): { sets: boolean; names: string[] } | 'declared' | null | undefined {
  if (stmt.type !== 'expression_statement' || stmt.namedChildCount !== 1) return undefined;
  const e = stmt.namedChildren[0]!;
  if (e.type === 'assignment' || e.type === 'augmented_assignment') {
    if (e.childForFieldName('left')?.text !== ALL) return undefined;
    const sets = e.type === 'assignment';
    if (!sets && e.childForFieldName('operator')?.text !== '+=') return null;
    const right = e.childForFieldName('right');
    if (right === null) return 'declared';
    const names = literalNames(right);
    return names === null ? null : { sets, names };
  }
  if (e.type === 'call') {
    const callee = e.childForFieldName('function');
    if (callee?.type !== 'attribute' || callee.childForFieldName('object')?.text !== ALL) return undefined;
    const method = callee.childForFieldName('attribute')?.text ?? '';
    const args = e.childForFieldName('arguments')?.namedChildren ?? [];
    if (!ADDING.has(method) || args.length !== 1) return null;
    const names = method === 'append' ? stringValue(args[0]!) : literalNames(args[0]!);
    return names === null ? null : { sets: false, names: typeof names === 'string' ? [names] : names };
  }
  return undefined;
}

/** The strings of a list or tuple of string literals, or of such lists joined with `+`; null for anything else. */
function literalNames(node: Node): string[] | null {
  if (node.type === 'parenthesized_expression' && node.namedChildCount === 1) return literalNames(node.namedChildren[0]!);
  if (node.type === 'binary_operator') {
    if (node.childForFieldName('operator')?.text !== '+') return null;
    const left = literalNames(node.childForFieldName('left')!);
    const right = left === null ? null : literalNames(node.childForFieldName('right')!);
    return right === null ? null : [...left!, ...right];
  }
  // (`__all__ = 'a', 'b'` writes a tuple without parentheses.)
  if (node.type !== 'list' && node.type !== 'tuple' && node.type !== 'expression_list') return null;
  const out: string[] = [];
  for (const item of node.namedChildren) {
    if (item.type === 'comment') continue;
    const s = stringValue(item);
    if (s === null) return null;
    out.push(s);
  }
  return out;
}

/** A plain string literal's value when it is a name (no prefix, no escape, no interpolation); else null. */
function stringValue(node: Node): string | null {
  if (node.type !== 'string') return null;
  const parts = node.namedChildren;
  if (parts.length !== 3 || parts[0]!.type !== 'string_start' || parts[1]!.type !== 'string_content' || parts[2]!.type !== 'string_end') return null;
  if (!/^['"]$/.test(parts[0]!.text)) return null;
  const value = parts[1]!.text;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(value) ? value : null;
}

/** Whether the statement binds or changes `__all__` anywhere inside it (rather than only reading it). */
function writesInside(stmt: Node): boolean {
  for (const id of stmt.descendantsOfType('identifier')) {
    if (id.text !== ALL) continue;
    const parent = id.parent;
    if (parent === null) continue;
    if (WRITING_PARENTS.has(parent.type)) return true;
    const field = BINDING_FIELDS.get(parent.type);
    if (field !== undefined && parent.childForFieldName(field)?.startIndex === id.startIndex) return true;
    // `__all__.extend(…)`, `__all__.x = …`, `__all__[i] = …`: the object itself changed, wherever it is.
    if ((parent.type === 'attribute' || parent.type === 'subscript') && parent.namedChildren[0]?.startIndex === id.startIndex) return true;
  }
  return false;
}
