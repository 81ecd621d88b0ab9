// Symbols and import forms (`from ... import`, `import`) of Python sources, relative and absolute.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { isBuiltinName } from './builtin-names.js';
import { SymbolCollector, fieldText, type Extraction, type RawBinding, type RawSymbol } from './extract-common.js';
import { literalAll } from './extract-python-all.js';
import { loadedModules } from './extract-python-loads.js';
import { UNKNOWN_BASE } from './extract-uses.js';

/** `from x import ...` and `import x` anywhere, including imports deferred into a function body. */
export const PYTHON_IMPORTS = '(import_from_statement) @from\n(import_statement) @import';

/**
 * `imports` are the matches of PYTHON_IMPORTS over the file, whose text is `source`; `uses` those of its use query, whose
 * calls may load modules by name (extract-python-loads.ts).
 */
export function extractPython(root: Node, imports: readonly QueryMatch[], source = '', uses: readonly QueryMatch[] = []): Extraction {
  const c = new SymbolCollector();
  const anyName = writesGlobals(root, source);
  const globals = globalNames(root, source);
  const scope = bodyScope(root.namedChildren, !anyName, (name) => isBuiltinName('python', name) || globals.has(name));
  visitBlock(root.namedChildren, c, null, false, scope);
  // Names the module binds where no definition shows them (`if sys.platform == …: def send_handle`, a class a block
  // defines again, or a name a function declares `global`, which it may bind): one of them, a use of the module's may
  // be, and is not judged undefined; a module writing into its own globals, or answering any attribute, may bind any.
  // A name a block defines alone is a definition (`definite`), not among them, nor is a `global` name the module
  // defines outside its blocks.
  // A module answering any attribute (`__getattr__`) is marked as binding any name too, though what its blocks
  // define alone stays definite: it answers only what its own code does not bind (`types.TracebackType` is the
  // except block's).
  const hidden: string[] = anyName || answersAnyAttribute(root, source) ? [ANY_NAME] : [];
  if (!anyName) {
    const named = new Set(hiddenNames(root.namedChildren, false));
    if (globals.size > 0) {
      const top = new Set(c.out.symbols.filter((s) => s.parent === null && !s.conditional).map((s) => s.label));
      for (const name of globals) if (!top.has(name)) named.add(name);
    }
    hidden.push(...[...named].sort().filter((name) => !scope.definite.has(name)));
  }
  for (const name of hidden) c.out.uses.push({ name: UNKNOWN_BASE, qualifier: name, line: 1, kind: 'extends' });
  // What an import inside a function or a class body binds holds there only (ImportBinding `scope`: the innermost
  // definition the file reads whose lines hold the statement), and is not the module's to pass on; unless a `global`
  // statement declares the name (a lazy `__getattr__`'s `global X; from .x import X`), which makes it the module's.
  let holders: RawSymbol[] | undefined;
  for (const m of imports) {
    const stmt = m.captures[0]!.node;
    const before = c.out.bindings.length;
    const spec = stmt.type === 'import_statement' ? importSpecs(stmt, c.out.bindings) : fromImportSpecs(stmt, c.out.bindings);
    if (spec) c.out.imports.push(...spec);
    if (c.out.bindings.length === before) continue;
    holders ??= c.out.symbols.filter((s) => s.type === 'function' || s.type === 'method' || s.type === 'class');
    const scope = innermostAt(holders, stmt.startPosition.row + 1);
    if (scope !== null) for (let i = before; i < c.out.bindings.length; i++) if (!globals.has(c.out.bindings[i]!.local)) c.out.bindings[i]!.scope = scope;
  }
  c.out.imports.push(...loadedModules(uses, source, c.out, namesBound));
  c.out.bindings.push(...replacedBy(root, source, c.out.bindings));
  const exports = literalAll(root.namedChildren, source, c.out.bindings);
  if (exports !== null) c.out.exports = exports;
  return c.out;
}

/** The qualified name of the innermost of `holders` whose lines hold `line` (the latest to start), or null. */
function innermostAt(holders: readonly RawSymbol[], line: number): string | null {
  let best: RawSymbol | null = null;
  for (const s of holders) if (s.line_start <= line && line <= s.line_end && (best === null || s.line_start >= best.line_start)) best = s;
  return best?.qualified ?? null;
}

/**
 * What a module that puts another module in its own place at its top level (`sys.modules[__name__] = _impl`, with
 * `import sys`, as collections.abc does) offers: that module's names, passed on as a star import would pass them but
 * not bound in the module's own scope (ImportBinding `imported` `*`). The other module is a name the module imported
 * at its top level, a module (`import a.b as _impl`) or one a package offers (`from a import _impl`); each one, when
 * the name is imported more than once (a `try`'s fallback).
 */
function replacedBy(root: Node, source: string, bindings: readonly RawBinding[]): RawBinding[] {
  if (!source.includes('sys.modules[__name__]')) return [];
  const bound = (local: string) => bindings.filter((b) => b.local === local && b.scope === undefined);
  if (!bound('sys').some((b) => b.from === 'sys' && b.imported === null)) return [];
  const out: RawBinding[] = [];
  for (const stmt of root.namedChildren) {
    const a = stmt.type === 'expression_statement' ? stmt.namedChildren[0] : null;
    if (a?.type !== 'assignment') continue;
    const left = a.childForFieldName('left');
    const right = a.childForFieldName('right');
    if (left?.type !== 'subscript' || right?.type !== 'identifier') continue;
    if (left.childForFieldName('value')?.text !== 'sys.modules' || left.childForFieldName('subscript')?.text !== '__name__') continue;
    for (const module of bound(right.text)) {
      out.push({ local: '*', imported: '*', from: module.imported === null ? module.from : `${module.from}/${module.imported}`, space: 'path' });
    }
  }
  return out;
}

/**
 * A module or class body being visited: whether a name one of its blocks binds alone may be a definition
 * (`soleDefines`), the names it binds once in all (`sole`), and those of them a block defines, which are therefore
 * definitions (`definite`, filled by the visit).
 */
interface BodyScope {
  soleDefines: boolean;
  sole: ReadonlySet<string>;
  definite: Set<string>;
}

/**
 * The scope of `body`. `soleDefines` is false for the body of a block's symbol, and of a class that names a base or a
 * metaclass (where the block does not run, the name is the base's member, or the metaclass's), and for a module that
 * may bind any name; `notSole` names what is never sole (a module's builtins and `global` names).
 */
function bodyScope(body: readonly Node[], soleDefines: boolean, notSole: (name: string) => boolean = () => false): BodyScope {
  return { soleDefines, sole: soleDefines ? soleNames(body, notSole) : new Set(), definite: new Set() };
}

/** Whether the class definition `def` names a base or a keyword (a metaclass): `class A:`, `class A():` do not. */
function namesBases(def: Node): boolean {
  return (def.childForFieldName('superclasses')?.namedChildCount ?? 0) > 0;
}

/**
 * Whether `name`, defined at the visit's current depth of blocks (`c.conditional`), is a definition: it is written
 * outside every block of a body that is one, or it is the body's only binding of that name (`if …: def f` with no
 * other `f`: a use of `f` can only mean it), which is then no longer a name the body hides.
 */
function definiteIn(scope: BodyScope, c: SymbolCollector, name: string): boolean {
  if (c.conditional === 0) return true;
  if (!scope.soleDefines || !scope.sole.has(name)) return false;
  scope.definite.add(name);
  return true;
}

/** Adds what `add` adds as a definition when `definite`, else as the current depth of blocks makes it. */
function addAs<T>(c: SymbolCollector, definite: boolean, add: () => T): T {
  const depth = c.conditional;
  if (definite) c.conditional = 0;
  try {
    return add();
  } finally {
    c.conditional = depth;
  }
}

function visitBlock(statements: Node[], c: SymbolCollector, parent: string | null, inClass: boolean, scope: BodyScope): void {
  for (const stmt of statements) {
    const def = stmt.type === 'decorated_definition' ? stmt.childForFieldName('definition') : stmt;
    if (!def) continue;
    const type = def.type;
    const name = type === 'function_definition' || type === 'class_definition' ? fieldText(def) : null;
    // A class's body, and a method's, end the class body code around them (its decorators, parameters, bases and
    // return annotation are that code).
    const body = name !== null && (inClass || type === 'class_definition') ? def.childForFieldName('body') : null;
    if (body) {
      const spans = (c.out.classBodies ??= { starts: [], ends: [], isClass: [] });
      spans.starts.push(body.startIndex);
      spans.ends.push(body.endIndex);
      spans.isClass.push(type === 'class_definition');
      // A nested class's decorators, bases, keywords and metaclass are the code of the body around it.
      const outer = type === 'class_definition' && inClass && parent !== null ? enclosingClass(def) : null;
      if (outer !== null) {
        const headers = (spans.headers ??= { starts: [], ends: [], outer: [] });
        headers.starts.push(stmt.startIndex);
        headers.ends.push(body.startIndex);
        headers.outer.push(outer);
      }
    }
    if (type === 'function_definition' && name) {
      addAs(c, definiteIn(scope, c, name), () => c.add(def, name, inClass ? 'method' : 'function', parent));
    } else if (type === 'class_definition' && name) {
      const definite = definiteIn(scope, c, name);
      addAs(c, definite, () => {
        const cls = c.add(def, name, 'class', parent);
        const body = def.childForFieldName('body')?.namedChildren ?? [];
        const inner = bodyScope(body, definite && !namesBases(def));
        visitBlock(body, c, cls, true, inner);
        if (decoratedGlobalEnum(stmt)) addGlobalMembers(cls, c);
        // Names the body binds where no definition shows them: each one, the class may define, and is not looked for in
        // its bases; when which names is not known (a `match`, a star import), no member is. One a block defines alone
        // is its definition, which a subclass finds.
        const hidden = hiddenNames(body, true).filter((member) => !inner.definite.has(member));
        const line = def.startPosition.row + 1;
        for (const member of hidden) c.out.uses.push({ name: UNKNOWN_BASE, qualifier: member === ANY_NAME ? null : member, line, kind: 'extends', owner: { line, name } });
        // A metaclass other than the default may give the class any attribute (its __new__ may add them), and so may a
        // decorator (`@_simple_enum(IntEnum)`, or one that returns another class): kept beside.
        if (namesMetaclass(def) || stmt.type === 'decorated_definition') c.out.uses.push({ name: UNKNOWN_BASE, qualifier: METACLASS, line, kind: 'extends', owner: { line, name } });
      });
    } else if (type === 'type_alias_statement' && (parent === null || inClass)) {
      // `type Pair[A] = tuple[A, A]` (Python 3.12) defines the alias Pair.
      const alias = typeAliasName(def);
      if (alias !== null) addAs(c, definiteIn(scope, c, alias), () => c.add(def, alias, 'type', parent));
    } else if (type === 'expression_statement' && (parent === null || inClass)) {
      addAssignment(def, c, parent, scope);
      if (parent === null) addClassAttributes(def, c);
    } else if (BLOCKS.has(type)) {
      c.conditional++;
      visitClauses(def, c, parent, inClass, scope);
      c.conditional--;
    }
  }
}

/**
 * The class whose body holds the definition `def`, by its name and the line it starts on (one of its name nested in
 * it starts later), or null.
 */
function enclosingClass(def: Node): { name: string; line: number } | null {
  for (let at = def.parent; at !== null; at = at.parent) {
    if (at.type === 'class_definition') {
      const name = fieldText(at);
      return name === null ? null : { name, line: at.startPosition.row + 1 };
    }
    if (at.type === 'function_definition') return null;
  }
  return null;
}

/** Visits the statements of each block of a compound statement (`if`, `try`, …), its clauses' (`else`, `except`) too. */
function visitClauses(stmt: Node, c: SymbolCollector, parent: string | null, inClass: boolean, scope: BodyScope): void {
  for (const part of stmt.namedChildren) {
    if (part.type === 'block') visitBlock(part.namedChildren, c, parent, inClass, scope);
    else if (CLAUSES.has(part.type)) visitClauses(part, c, parent, inClass, scope);
  }
}

const CLAUSES = new Set(['elif_clause', 'else_clause', 'except_clause', 'except_group_clause', 'finally_clause']);

/** Whether the decorated definition `stmt` has `@global_enum` or `@enum.global_enum` (called or not) among its decorators. */
function decoratedGlobalEnum(stmt: Node): boolean {
  for (const d of stmt.namedChildren) {
    if (d.type !== 'decorator') continue;
    let e: Node | null | undefined = d.namedChildren[0];
    if (e?.type === 'call') e = e.childForFieldName('function');
    const last = e?.type === 'attribute' ? e.childForFieldName('attribute') : e;
    if (last?.type === 'identifier' && last.text === 'global_enum') return true;
  }
  return false;
}

/**
 * `@enum.global_enum` puts an enum's members into its module's globals (`re.ASCII` is `RegexFlag.ASCII`), a nested
 * enum's too: each name the class body assigns, other than a `_sunder_`, `__dunder__` or `_Class__private` one, is also offered by the module
 * under its own name (standing for the member, unless the module defines that name itself).
 */
function addGlobalMembers(cls: string, c: SymbolCollector): void {
  for (const s of c.out.symbols) {
    if (s.parent !== cls || (s.type !== 'constant' && s.type !== 'variable')) continue;
    if (/^_.*_$/.test(s.label) || s.label.startsWith(`_${cls}__`)) continue;
    c.out.exportAliases.push([s.label, s.qualified]);
  }
}

/**
 * A module's `Date.min = Date(1, 1, 1)`: an attribute it gives a class of its own, defined above at the top level, is a
 * member of the class (a constant when UPPER_CASE), unless the class already has one of that name.
 */
function addClassAttributes(stmt: Node, c: SymbolCollector): void {
  for (let a: Node | null | undefined = stmt.namedChildren[0]; a?.type === 'assignment'; a = a.childForFieldName('right')) {
    const left = a.childForFieldName('left');
    const owner = left?.type === 'attribute' ? left.childForFieldName('object') : null;
    const name = left?.childForFieldName('attribute')?.text;
    if (owner?.type !== 'identifier' || !name) continue;
    const cls = owner.text;
    if (!c.out.symbols.some((s) => s.qualified === cls && s.type === 'class') || c.out.symbols.some((s) => s.qualified === `${cls}.${name}`)) continue;
    c.add(stmt, name, /^[A-Z_][A-Z0-9_]*$/.test(name) ? 'constant' : 'variable', cls);
  }
}

/**
 * A module's `NAME = ...`, or a class body's (a class attribute, `encode = codecs.ascii_encode`, an enum member, an
 * annotated field), each name an unpacking (`kind, RED = …`) or a chained assignment (`a = b = …`) binds too:
 * UPPER_CASE names are constants by convention.
 */
function addAssignment(stmt: Node, c: SymbolCollector, parent: string | null, scope: BodyScope): void {
  for (let a: Node | null | undefined = stmt.namedChildren[0]; a?.type === 'assignment'; a = a.childForFieldName('right')) {
    for (const name of targetNames(a.childForFieldName('left'))) {
      const isConstant = /^[A-Z_][A-Z0-9_]*$/.test(name);
      addAs(c, definiteIn(scope, c, name), () => c.add(stmt, name, isConstant ? 'constant' : 'variable', parent));
    }
  }
}

/** The name a `type` statement defines: `Pair` of `type Pair = …` and of `type Pair[A] = …`. */
function typeAliasName(stmt: Node): string | null {
  let left = stmt.childForFieldName('left')?.namedChildren[0] ?? null;
  if (left?.type === 'generic_type') left = left.namedChildren[0] ?? null;
  return left?.type === 'identifier' ? left.text : null;
}

/** The names an assignment's target binds: a name, or each name of an unpacking, however nested. */
function targetNames(target: Node | null): string[] {
  if (target?.type === 'identifier') return [target.text];
  if (target === null || !PATTERNS.has(target.type)) return [];
  return target.namedChildren.flatMap(targetNames);
}

const PATTERNS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'list_splat_pattern']);

/**
 * The qualifier of the hidden name that says a class names a metaclass or is decorated (no name a class body binds): a
 * member neither the class nor its bases define may be one the metaclass or the decorator gives it, and is not judged.
 */
export const METACLASS = '*metaclass';

/** Whether the class definition `def` names a metaclass other than the default (`metaclass=type`). */
function namesMetaclass(def: Node): boolean {
  for (const arg of def.childForFieldName('superclasses')?.namedChildren ?? []) {
    if (arg.type === 'keyword_argument' && arg.childForFieldName('name')?.text === 'metaclass' && arg.childForFieldName('value')?.text !== 'type') return true;
  }
  return false;
}

/**
 * Whether the module defines `__getattr__` at its top level (PEP 562: `urllib.parse.Quoter`, a deprecated name it
 * still answers), so any attribute of it may exist: taken as a module that may bind any name.
 */
function answersAnyAttribute(root: Node, source: string): boolean {
  if (!source.includes('__getattr__')) return false;
  for (const stmt of root.namedChildren) {
    const def = stmt.type === 'decorated_definition' ? stmt.childForFieldName('definition') : stmt;
    if (def?.type === 'function_definition' && fieldText(def) === '__getattr__') return true;
  }
  return false;
}

/**
 * Whether the module writes names into its own globals anywhere (`exec(text, globals())`, `globals()[name] = v`,
 * `globals().update(…)`, hands them to a function that may (`clone_module("numpy", globals())`), the same through a
 * name given `globals()`, an enum's `_convert_` into `__name__`), which may bind any name. Only a file whose text
 * calls globals() or `_convert_` is walked.
 */
function writesGlobals(root: Node, source: string): boolean {
  const converts = source.includes('_convert_(');
  if (!converts && !source.includes('globals()')) return false;
  const names = new Set<string>();
  for (const call of root.descendantsOfType('call')) {
    const fn = call.childForFieldName('function');
    const args = call.childForFieldName('arguments');
    // Enum._convert_('Proto', __name__, …) puts the members it makes into the module named __name__: this one.
    if (converts && fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === '_convert_' && args?.namedChildren.some((a) => a.type === 'identifier' && a.text === '__name__')) return true;
    if (fn?.text !== 'globals' || args?.namedChildCount !== 0) continue;
    if (writesInto(call)) return true;
    const up = call.parent;
    // mod_dict = globals(), written into below
    const left = up?.type === 'assignment' ? up.childForFieldName('left') : null;
    if (left?.type === 'identifier') names.add(left.text);
  }
  if (names.size > 0) for (const id of root.descendantsOfType('identifier')) if (names.has(id.text) && writesInto(id)) return true;
  return false;
}

/**
 * Whether `dict` (the globals, or a name given them) is written into: `dict[name] = v`, `dict.update(…)`, or handed to
 * a call (`exec(text, dict)`, `clone_module("numpy", dict)`, `fill(into=dict)`) other than one that only reads it: a
 * callee whose name (the last part of a dotted one: `linecache.lazycache`) is one of READS_GLOBALS, or another
 * dict's `update` (`ns.update(globals())` copies them).
 */
function writesInto(dict: Node): boolean {
  const up = dict.parent;
  if (up?.type === 'subscript' && up.childForFieldName('value')?.equals(dict)) return up.parent?.type === 'assignment' && up.parent.childForFieldName('left')?.equals(up) === true;
  const args = up?.type === 'keyword_argument' ? up.parent : up;
  if (args?.type === 'argument_list') {
    const fn = args.parent?.childForFieldName('function');
    const callee = fn?.type === 'attribute' ? fn.childForFieldName('attribute') : fn;
    return !(callee?.type === 'identifier' && READS_GLOBALS.has(callee.text));
  }
  return up?.type === 'attribute' && up.childForFieldName('attribute')?.text === 'update';
}

/**
 * Callees that read a dict handed to them and bind no name of it: an expression cannot (`eval`), nor a copy
 * (`dict`, another dict's `update`, `copy`), nor `__import__`, which reads the package the importing module is in
 * (`__import__(name, globals(), locals(), ['*'])`), nor the standard library's readers of a module's globals met in
 * its own tests and in SciPy's (`linecache.lazycache`, `typing.get_type_hints`, `timeit`, a debugger's `runctx`,
 * `types.FunctionType`, `pprint`, an assertion).
 */
const READS_GLOBALS = new Set([
  'eval', '__import__', 'dict', 'list', 'len', 'sorted', 'set', 'tuple', 'print', 'repr', 'str', 'iter', 'any', 'all', 'id', 'type', 'isinstance',
  'update', 'copy', 'deepcopy', 'format', 'format_map', 'pprint', 'pformat', 'get_type_hints', 'lazycache', 'updatecache', 'getlines', 'checkcache',
  'timeit', 'repeat', 'runctx', 'runeval', 'FunctionType', 'assertIs', 'assertIsNot', 'assertEqual', 'assertIn', 'assertNotIn',
]);

/** Stands for any name, in hiddenNames. */
const ANY_NAME = '*';

/** Statements whose names no definition shows: a block's (its definitions are conditional symbols). */
const BLOCKS = new Set(['if_statement', 'try_statement', 'for_statement', 'while_statement', 'with_statement']);
const IMPORTS = new Set(['import_statement', 'import_from_statement']);

/**
 * The names a module or class body binds that its symbols do not show, sorted: those a block (`if sys.platform …:
 * def read`), an augmented assignment (`x += 1`) and, with `imports` (a class body: a module's are its bindings), an
 * import binds; ANY_NAME among them when which names is not known (a `match`, whose patterns bind names, or a star
 * import).
 */
function hiddenNames(body: readonly Node[], imports: boolean): string[] {
  const names = new Set<string>();
  const add = (name: string) => names.add(name);
  for (const stmt of body) {
    if (stmt.type === 'match_statement') return [ANY_NAME];
    if (BLOCKS.has(stmt.type) || (imports && IMPORTS.has(stmt.type))) boundIn(stmt, add);
    const first = stmt.type === 'expression_statement' ? stmt.namedChildren[0] : null;
    if (first?.type === 'augmented_assignment') boundIn(first, add);
  }
  return [...names].sort();
}

/**
 * The names a module or class body binds exactly once in all, in or out of its blocks (by a definition, an
 * assignment, an import, a loop, `as`), none that `notSole` names; none when which names it binds is not known
 * (a `match`, a star import).
 */
function soleNames(body: readonly Node[], notSole: (name: string) => boolean): Set<string> {
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const stmt of body) {
    if (stmt.type === 'match_statement') return new Set();
    boundIn(stmt, add);
  }
  if (counts.has(ANY_NAME)) return new Set();
  const sole = new Set<string>();
  for (const [name, count] of counts) if (count === 1 && !notSole(name)) sole.add(name);
  return sole;
}

/**
 * The names a `global` statement anywhere in the module declares: a function (or class body) binding one binds the
 * module's, where no definition of the module shows it. No block of the module defines such a name alone, and neither
 * does a builtin's name.
 */
function globalNames(root: Node, source: string): ReadonlySet<string> {
  const declared = new Set<string>();
  if (source.includes('global ')) {
    for (const stmt of root.descendantsOfType('global_statement')) for (const id of stmt.namedChildren) if (id.type === 'identifier') declared.add(id.text);
  }
  return declared;
}

/** The names `node` binds in the scope it is in (boundIn), as a list. */
function namesBound(node: Node): string[] {
  const out: string[] = [];
  boundIn(node, (name) => out.push(name));
  return out;
}

/** Calls `add` with each name `node` binds in the scope it is in (not inside a function or class it defines). */
function boundIn(node: Node, add: (name: string) => void): void {
  switch (node.type) {
    case 'function_definition':
    case 'class_definition': {
      const name = fieldText(node);
      if (name) add(name);
      return;
    }
    // A lambda's names are its own; so are a comprehension's targets (a `for … in` clause names no case here), while
    // an assignment expression inside a comprehension binds in the scope around it.
    case 'lambda':
      return;
    case 'assignment':
    case 'augmented_assignment':
    case 'for_statement':
      for (const name of targetNames(node.childForFieldName('left'))) add(name);
      break;
    case 'as_pattern_target':
    case 'named_expression':
      for (const name of targetNames(node.type === 'named_expression' ? node.childForFieldName('name') : node.namedChildren[0] ?? null)) add(name);
      break;
    case 'import_statement':
    case 'import_from_statement': {
      if (node.namedChildren.some((n) => n.type === 'wildcard_import')) add(ANY_NAME);
      for (const name of node.childrenForFieldName('name')) {
        const local = name.type === 'aliased_import' ? fieldText(name, 'alias') : name.namedChildren.find((n) => n.type === 'identifier')?.text ?? name.text;
        if (local) add(local);
      }
      return;
    }
  }
  for (const child of node.namedChildren) boundIn(child, add);
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
    // `import a.b.c` binds a, the top package, whose submodule b is then its attribute (throughBinding); `import
    // a.b.c as m` binds m to a.b.c itself.
    if (name.type === 'aliased_import') {
      const local = fieldText(name, 'alias');
      if (local) bindings.push({ local, imported: null, from: spec, space: 'path' });
    } else bindings.push({ local: parts[0]!, imported: null, from: parts[0]!, space: 'path' });
  }
  return specs;
}
