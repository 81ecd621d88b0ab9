// The uses of names in one parsed file — calls and references — found by one tree-sitter query per language.
// Captures: @call (a call, with @name and maybe @qualifier), @member (a non-call `q.name`, with @name and
// @qualifier), @ref (a bare value name, kept only when it names something the file declares or imports) and @type (a
// bare type name, always kept); @inherits marks a Java, C# or Ruby class that extends another, in which a bare
// method call is `this.m()`. Where a language has them (local-queries.ts), @scope (a function-like node), @local (a
// name declared inside one: a parameter, a local variable, a type parameter), @bound (a name a destructuring pattern
// binds: never a symbol, so one outside every scope is the whole file's), @outer with its @decl (a function, class
// or type declared inside one, whose name belongs to the scope around the declaration), @global (a Python
// `global`/`nonlocal` name), @receiver (a Go method's receiver, read as `self`) and @infer (a TS `infer X`, the name
// of the @cond conditional type around it, whatever scopes lie between): a use of a name declared in a scope around
// it is the local, not a use of a definition, so it is no use at all.
import type { Node, QueryCapture, QueryMatch } from 'web-tree-sitter';
import { typeNameRole } from './c-tags.js';
import { isBuiltinName } from './builtin-names.js';
import { lastStartAtOrBefore, type Extraction, type RawUse } from './extract-common.js';
import type { LanguageId } from './load-language.js';
import { LOCALS } from './local-queries.js';
import { namesExportMacro } from './extract-cpp.js';
import { implTypeName } from './rust-impl-type.js';
import { openedBases, OPENED_BASES } from './opened-bases.js';
import { SCRIPT_LANGS, THIS_CAPTURES, thisBinders, ThisBindings } from './this-binding.js';
import { declaredName, readDeclaration, TYPES, typeName, type DeclarationParts } from './type-queries.js';

// Patterns with one root and the same captures are one, their forms as alternatives inside, wherever tree-sitter
// allows it (a negated field, `!receiver`, cannot be an alternative): every pattern rooted at an expression costs
// every parsing thread's compile of the query (use-calls.ts).
const SCRIPT_CALLS = `
(call_expression function: [(identifier) @name (member_expression object: (_) @qualifier property: (property_identifier) @name)]) @call
(new_expression constructor: [(identifier) @name (member_expression object: (_) @qualifier property: (property_identifier) @name)]) @call
(member_expression object: (identifier) @qualifier property: (property_identifier) @name) @member
(identifier) @ref
(shorthand_property_identifier) @ref
`;
const TYPED_SCRIPT = `${SCRIPT_CALLS}
(type_identifier) @type
(nested_type_identifier module: [(identifier) (nested_identifier)] @qualifier name: (type_identifier) @name) @member
`;

const CALLS_AND_REFS: Record<LanguageId, string> = {
  typescript: TYPED_SCRIPT,
  tsx: TYPED_SCRIPT,
  javascript: SCRIPT_CALLS,
  python: `
(call function: [(identifier) @name (attribute object: (_) @qualifier attribute: (identifier) @name)]) @call
(attribute object: (_) @qualifier attribute: (identifier) @name) @member
(identifier) @ref
`,
  go: `
(call_expression function: [(identifier) @name (selector_expression operand: (_) @qualifier field: (field_identifier) @name)]) @call
(selector_expression operand: (identifier) @qualifier field: (field_identifier) @name) @member
(qualified_type package: (package_identifier) @qualifier name: (type_identifier) @name) @member
(type_identifier) @type
(identifier) @ref
`,
  rust: `
(call_expression function: [(identifier) @name (scoped_identifier path: (_) @qualifier name: (identifier) @name) (field_expression value: (_) @qualifier field: (field_identifier) @name)]) @call
(scoped_identifier path: (identifier) @qualifier name: (identifier) @name) @member
(scoped_type_identifier path: (_) @qualifier name: (type_identifier) @name) @member
(type_identifier) @type
(identifier) @ref
`,
  java: `
(method_invocation !object name: (identifier) @name) @call
(method_invocation object: (_) @qualifier name: (identifier) @name) @call
(object_creation_expression type: (type_identifier) @name) @call
(field_access object: [(identifier) (super) (field_access field: (this))] @qualifier field: (identifier) @name) @member
(scoped_type_identifier (_) @qualifier (type_identifier) @name) @member
(class_declaration superclass: (superclass)) @inherits
(type_identifier) @type
(identifier) @ref
`,
  csharp: `
(invocation_expression function: [(identifier) @name (member_access_expression expression: (_) @qualifier name: (identifier) @name)]) @call
(invocation_expression function: (member_access_expression ["this" "base"] @qualifier name: (identifier) @name)) @call
(object_creation_expression type: (identifier) @name) @call
(member_access_expression expression: (identifier) @qualifier name: (identifier) @name) @member
(class_declaration (base_list)) @inherits
(class_declaration (modifier) @ipartial (#eq? @ipartial "partial")) @inherits
(base_list (identifier) @type)
(parameter type: (identifier) @type)
(variable_declaration type: (identifier) @type)
(type_argument_list (identifier) @type)
(identifier) @ref
`,
  cpp: `
(call_expression function: [(identifier) @name (field_expression argument: (_) @qualifier field: (field_identifier) @name) (qualified_identifier scope: (_) @qualifier name: (identifier) @name)]) @call
(qualified_identifier scope: (namespace_identifier) @qualifier name: [(identifier) @name (type_identifier) @name (template_type name: (type_identifier) @name) (template_function name: (identifier) @name)]) @member
(type_identifier) @type
(identifier) @ref
`,
  ruby: `
(call !receiver method: (identifier) @name) @call
(call receiver: (_) @qualifier method: (identifier) @name) @call
(scope_resolution scope: (_) @qualifier name: (constant) @name) @member
(class superclass: (superclass)) @inherits
(constant) @type
(identifier) @ref
`,
  php: `
(function_call_expression function: [(name) @name (qualified_name (name) @name) @qualifier]) @call
(member_call_expression object: (_) @qualifier name: (name) @name) @call
(scoped_call_expression scope: (_) @qualifier name: (name) @name) @call
(object_creation_expression [(name) @name (qualified_name (name) @name) @qualifier]) @call
(class_constant_access_expression (name) @qualifier (name) @name) @member
(class_constant_access_expression (qualified_name) @qualifier (name) @name) @member
(class_constant_access_expression (relative_scope) @qualifier (name) @name) @member
(base_clause (name) @type)
(class_interface_clause (name) @type)
(class_interface_clause (qualified_name (name) @type) @qualifier)
(named_type (name) @type)
(named_type (qualified_name (name) @type) @qualifier)
`,
  bash: `
(command name: (command_name (word) @name)) @call
`,
};

/**
 * The bases a class names, each one @base: the class a script class extends, a Python class's positional bases, a
 * Java superclass, a C# base list (classes and interfaces alike), a Ruby superclass, a PHP `extends`, C++ base
 * classes, a Go struct's embedded types. Generic arguments are not part of a base.
 */
const SCRIPT_BASES = `
(class_declaration name: (_) @bclass (class_heritage (extends_clause value: (_) @base)))
(abstract_class_declaration name: (_) @bclass (class_heritage (extends_clause value: (_) @base)))
(class name: (_) @bclass (class_heritage (extends_clause value: (_) @base)))
`;
const BASES: Partial<Record<LanguageId, string>> = {
  typescript: SCRIPT_BASES,
  tsx: SCRIPT_BASES,
  javascript: `
(class_declaration name: (_) @bclass (class_heritage (_) @base))
(class name: (_) @bclass (class_heritage (_) @base))
`,
  python: `
(class_definition name: (_) @bclass superclasses: (argument_list (_) @base))
`,
  java: `
(class_declaration name: (_) @bclass superclass: (superclass (_) @base))
(class_declaration name: (_) @bclass interfaces: (super_interfaces (type_list (_) @base)))
(enum_declaration name: (_) @bclass interfaces: (super_interfaces (type_list (_) @base)))
(record_declaration name: (_) @bclass interfaces: (super_interfaces (type_list (_) @base)))
(interface_declaration name: (_) @bclass (extends_interfaces (type_list (_) @base)))
`,
  csharp: `
(class_declaration name: (_) @bclass (base_list [(identifier) (qualified_name) (generic_name)] @base))
(struct_declaration name: (_) @bclass (base_list [(identifier) (qualified_name) (generic_name)] @base))
(record_declaration name: (_) @bclass (base_list [(identifier) (qualified_name) (generic_name)] @base))
`,
  ruby: `
(class name: (_) @bclass superclass: (superclass (_) @base))
`,
  php: `
(class_declaration name: (_) @bclass (base_clause (_) @base))
`,
  cpp: `
(class_specifier name: (_) @bclass (base_class_clause [(type_identifier) (qualified_identifier) (template_type)] @base))
(struct_specifier name: (_) @bclass (base_class_clause [(type_identifier) (qualified_identifier) (template_type)] @base))
`,
  go: `
(type_spec name: (_) @bclass type: (struct_type (field_declaration_list (field_declaration !name type: (_) @base))))
`,
};

/**
 * Each language's use query: its calls, members, references and types, its bases, its local declarations, then the
 * declarations that say what type a local or a field holds.
 */
export const USE_QUERIES = Object.fromEntries(
  Object.entries(CALLS_AND_REFS).map(([lang, query]) => [lang, query + (BASES[lang as LanguageId] ?? '') + (OPENED_BASES[lang as LanguageId] ?? '') + (LOCALS[lang as LanguageId] ?? '') + (TYPES[lang] ?? '') + thisBinders(lang)]),
) as Record<LanguageId, string>;

/**
 * The head a language writes for the class a method's class extends: a member through it is looked for in the bases
 * only (Python's `super()` is read as `super`).
 */
export const SUPER_HEADS: Partial<Record<LanguageId, string>> = {
  typescript: 'super', tsx: 'super', javascript: 'super', java: 'super', python: 'super', csharp: 'base', php: 'parent',
};

/** Calls that are the language's own import forms, not uses of a declared name. */
const IMPORT_FORMS: Partial<Record<LanguageId, ReadonlySet<string>>> = {
  typescript: new Set(['require']),
  tsx: new Set(['require']),
  javascript: new Set(['require']),
  ruby: new Set(['require', 'require_relative', 'load']),
  php: new Set(['require', 'require_once', 'include', 'include_once']),
  bash: new Set(['source', '.']),
};

/** Where a known name is the import form's own spelling of it, not a use. */
const IMPORT_PARENTS = new Set(['import_specifier', 'export_specifier', 'import_clause', 'namespace_import', 'import_require_clause', 'aliased_import', 'dotted_name', 'use_as_clause', 'scoped_use_list', 'use_list', 'scoped_identifier', 'import_declaration', 'package_declaration', 'using_directive', 'qualified_name', 'namespace_use_clause', 'namespace_name']);

/** A qualifier worth keeping: a name or a dotted/scoped chain of names (`a`, `this`, `a.b`, `A::B`, `$x`). */
const PLAIN_QUALIFIER = /^\\?\$?[A-Za-z_][\w$]*(?:(?:\.|::|\\|->)\$?[A-Za-z_][\w$]*)*$/;
const MAX_QUALIFIER = 80;

/**
 * Appends the uses in `matches` (of the language's USE_QUERIES patterns, in query order) to `out`. `known`
 * holds the names the file declares or imports: a bare value name outside it is a local variable or a builtin,
 * not a use of a declared name (but in a C or C++ source file, `sourceFile`: cppOutsideUse). `imported` holds the
 * names its import forms bind. A call through a receiver that is no plain name (`f().g()`) cannot be resolved without
 * types and is left out.
 */
export function collectUses(lang: LanguageId, matches: readonly QueryMatch[], known: ReadonlySet<string>, out: RawUse[], imported: ReadonlySet<string> = new Set(), classBodies?: Extraction['classBodies'], patterns = false, sourceFile = false): void {
  const { typed, classes, structs, embedding, reassigned } = readTypedDeclarations(lang, matches);
  const locals = LocalNames.of(matches, imported, typed, classes, reassigned);
  const thisBindings = SCRIPT_LANGS.has(lang) ? ThisBindings.of(matches, qualifierJoint(lang)) : null;
  const types = DeclaredTypes.of(typed, lang, locals, classes, structs, embedding);
  // A Go struct's fields and their types, for calls through them from other files of the package, or other packages.
  for (const f of types.structFields()) out.push({ name: f.field, qualifier: f.type, line: f.line, kind: 'field', owner: { line: f.line, name: f.struct } });
  const { taken, called } = takenPositions(matches);
  const baseSpans = readBases(lang, matches, locals, out);
  const ctx: UseContext = {
    lang, known, out, imported, locals, thisBindings, types, taken, called, baseSpans,
    skip: IMPORT_FORMS[lang],
    erroneous: matches[0]?.captures[0]?.node.tree.rootNode.hasError === true,
    inheriting: inheritingSpans(matches),
    inClassBody: classBodies === undefined ? () => false : classCode(withOwnScopes(classBodies, matches)),
    headerOwner: classBodies?.headers === undefined ? () => null : spanOwner(classBodies.headers),
    evalBlocks: rubyEvalBlocks(lang, matches),
    patterns: patterns && lang === 'python',
    outsideNames: sourceFile && lang === 'cpp',
  };
  // One match at a time, in a function of its own: the loop's body is what the engine optimises.
  for (const m of matches) readUse(ctx, m);
}

/** What reading one use match needs of its file (collectUses). */
interface UseContext {
  lang: LanguageId;
  known: ReadonlySet<string>;
  out: RawUse[];
  imported: ReadonlySet<string>;
  locals: LocalNames | null;
  thisBindings: ThisBindings | null;
  types: DeclaredTypes;
  taken: ReadonlySet<number>;
  called: ReadonlySet<number>;
  baseSpans: readonly [number, number][];
  skip: ReadonlySet<string> | undefined;
  erroneous: boolean;
  inheriting: readonly [number, number][];
  inClassBody: (at: number) => boolean;
  /** Python: the class whose body holds the header of a class defined in it that holds `at` (Extraction `classBodies`). */
  headerOwner: (at: number) => { name: string; line: number } | null;
  evalBlocks: readonly [number, number][];
  /** Python: the file may have `match` patterns, whose dotted names are asked about (patternName). */
  patterns: boolean;
  /** A C or C++ source file (not a header): a bare name it does not declare may still be a use (cppOutsideUse). */
  outsideNames: boolean;
}

/**
 * For an identifier in a Python dotted name: when the dotted name is a `match` pattern's class or a dotted value
 * and the identifier its last part, its qualifier (`''` for a class named alone: a bare use); null otherwise (an
 * import's name, a capture, a part before the last).
 */
function patternName(id: Node): string | null {
  const dotted = id.parent!;
  const holder = dotted.parent?.type;
  const parts = dotted.namedChildren;
  if (parts[parts.length - 1]?.startIndex !== id.startIndex) return null;
  if (holder === 'class_pattern') return parts.slice(0, -1).map((p) => p!.text).join('.');
  if ((holder === 'case_pattern' || holder === 'union_pattern') && parts.length > 1) return parts.slice(0, -1).map((p) => p!.text).join('.');
  return null;
}

/** Appends the use one match of USE_QUERIES is, if any, to `ctx.out`. */
function readUse(ctx: UseContext, m: QueryMatch): void {
  const { lang, known, out, imported, locals, thisBindings, types, taken, called, baseSpans, skip, erroneous, inheriting, inClassBody, headerOwner, evalBlocks } = ctx;
  let kind: string | null = null;
  let nameNode: Node | null = null;
  let qualifier: string | null = null;
  let useNode: Node | null = null;
  for (const c of m.captures) {
    const capture = c.name;
    if (capture === 'name') nameNode = c.node;
    else if (capture === 'qualifier') qualifier = lang === 'cpp' ? cppScope(c.node) : lang === 'php' ? phpScope(c.node) : c.node.text;
    else {
      kind = capture;
      useNode = c.node;
    }
    if (capture === 'ref' || capture === 'type') nameNode = c.node;
  }
  if (!kind || !nameNode || LOCAL_CAPTURES.has(kind)) return;
  // A node the grammar had to invent to recover (MISSING, of no text) names nothing.
  if (nameNode.startIndex === nameNode.endIndex) return;
  if ((kind === 'ref' || kind === 'type') && taken.has(nameNode.startIndex)) return;
  // C++ `a::b::f()`: the path the call is made through ends in this member.
  if (kind === 'member' && lang === 'cpp' && !called.has(nameNode.startIndex) && cppCalled(useNode!)) kind = 'call';
  if (baseSpans.length > 0 && inSpans(baseSpans, nameNode.startIndex)) return;
  // A Ruby class's or module's own name (`class Gem::Package`) is no use of it.
  if (lang === 'ruby' && (kind === 'member' || kind === 'type') && isRubyDefinitionName(kind === 'member' ? useNode! : nameNode)) return;
  const name = nameNode.text;
  // A bare call (or a Ruby method name alone) inside such a block is the other receiver's method: not judged (a
  // constant, a use of another kind, is looked for where it is written, as elsewhere).
  if (evalBlocks.length > 0 && qualifier === null && (kind === 'call' || kind === 'ref') && anyHolds(evalBlocks, nameNode.startIndex)) return;
  // A Ruby name alone that no scope declares calls a method without arguments (`helper`): in a class that extends
  // another, `self.helper` (the name of a definition is no call).
  if (kind === 'ref' && lang === 'ruby' && nameNode.type === 'identifier' && anyHolds(inheriting, nameNode.startIndex)
    && !locals?.declares(name, nameNode.startIndex) && nameNode.parent?.childForFieldName('name')?.startIndex !== nameNode.startIndex) {
    out.push({ name, qualifier: 'self', line: nameNode.startPosition.row + 1, kind: 'call' });
    return;
  }
  // A type name nothing in the file declares, inside a part the grammar could not read (syntax newer than it), is
  // not judged: what declares it may be in that part too; nor is any C++ bare name there (a macro it cannot know
  // leaves calls and declarations in pieces).
  if ((kind === 'type' || (lang === 'cpp' && qualifier === null)) && erroneous && !known.has(name) && insideError(nameNode)) return;
  if (lang === 'rust' && (rustNoUse(nameNode, name) || namesMacro(nameNode))) return;
  // The export macro a class is declared behind (`class V8_EXPORT Isolate {`) is read as a class's name: no use.
  if (lang === 'cpp' && kind === 'type' && namesExportMacro(nameNode)) return;
  // The name a C typedef defines is no use of it; one written after `struct` means a struct (c-tags.ts).
  const role = lang === 'cpp' && kind === 'type' ? typeNameRole(nameNode) : 'plain';
  if (role === 'typedef') return;
  // Python: a `match` pattern's class (`case Point(x=0)`, `case shapes.Point()`) or dotted value (`case Color.RED`)
  // is a use of it, written as a dotted name (patternName).
  if (ctx.patterns && kind === 'ref' && nameNode.parent?.type === 'dotted_name') {
    const pattern = patternName(nameNode);
    if (pattern === null || (pattern === '' && !known.has(name))) return;
    if (pattern !== '') {
      qualifier = pattern;
      kind = 'member';
    }
  } else if (kind === 'ref' && (!(known.has(name) || goPackageName(lang, nameNode) || (ctx.outsideNames && cppOutsideUse(nameNode, locals))) || IMPORT_PARENTS.has(nameNode.parent?.type ?? '') || namesNoUse(nameNode) || memberOfValue(nameNode, lang) || (lang === 'python' && isPythonTarget(nameNode)) || (lang === 'go' && goFieldKey(nameNode)) || (lang === 'cpp' && cppDeclaratorName(nameNode)))) return;
  // Python's `super().m()` is m of the class's bases (`super(C, self).m()` names another class's: not judged).
  if (qualifier !== null && lang === 'python' && /^super\(\s*\)$/.test(qualifier)) qualifier = 'super';
  // TypeScript's non-null assertion (`q!.save()`) says nothing of what q is.
  if (qualifier !== null && (lang === 'typescript' || lang === 'tsx') && qualifier.includes('!')) qualifier = qualifier.replace(/!(?=\.|$)/g, '');
  if (qualifier !== null && (qualifier.length > MAX_QUALIFIER || !(PLAIN_QUALIFIER.test(qualifier) || (lang === 'php' && PHP_NAMESPACE_PATH.test(qualifier))))) return;
  // A Rust path in a `use` list goes on from the list's prefixes: `sync::atomic` of `use core::{cell::Cell,
  // sync::atomic::{…}}` is `core::sync::atomic` (`self::{reader::Reader}` is `self::reader::Reader`).
  if (kind === 'member' && lang === 'rust' && qualifier !== null) qualifier = rustUseListPrefix(useNode!) + qualifier;
  // A C++ `::` path, and a PHP `X::NAME` (a class's name, in any case, or `self` or `parent`: the class a use is
  // written in and the one it extends), name namespaces and classes only, never a value: each is a use, whatever
  // declares its head. (PHP's `static::X` is the class of the call, which may be any subclass.)
  if (kind === 'member' && (called.has(nameNode.startIndex) || !(lang === 'cpp' || namesDeclared(known, qualifier!) || (lang === 'php' && qualifier !== 'static') || (lang === 'rust' && RUST_PATH_HEADS.has(rootOf(qualifier!))) || qualifier === SUPER_HEADS[lang]))) return;
  // A name, or the head of a qualifier, that a scope around the use declares is that scope's own (Python's
  // `self` as a qualifier's head excepted: the resolver reads `self.x` through the enclosing class).
  const head = qualifier === null ? name : rootOf(qualifier);
  // A bare call in Java or Ruby is a method's whatever local has its name (methods and variables are apart there).
  const methodCall = kind === 'call' && qualifier === null && (lang === 'java' || lang === 'ruby');
  const at = nameNode.startIndex;
  // `this` inside a `function` within a method is not the method's instance (this-binding.ts): not judged, unless
  // the function writes its type (`this: Repo`), which makes `this.m()` a call through a value of that type.
  if (thisBindings !== null && head === 'this') {
    const bound = thisBindings.thisAt(at);
    if (bound === 'unknown') return;
    // A class inside a function or another class has no symbols: only a call through a field it types is read.
    if (bound === 'nested') {
      const type = kind === 'call' ? types.typeThrough(qualifier!, at) : null;
      if (type !== null && !locals?.declares(rootOf(type), at)) out.push({ name, qualifier: type, line: nameNode.startPosition.row + 1, kind: 'call', instance: true });
      return;
    }
    if (bound !== 'own') {
      if (kind === 'call' && qualifier === 'this' && !locals?.declares(rootOf(bound.type), at)) {
        out.push({ name, qualifier: bound.type, line: nameNode.startPosition.row + 1, kind: 'call', instance: true });
      }
      return;
    }
  }
  // A call through a name whose declaration says its type (`r: Repo`, `r = new Repo()`) is a member of that type.
  let instance = false;
  if (locals && (head !== 'self' || qualifier === null || lang === 'go') && !methodCall && locals.declares(head, at)) {
    // A Go method's receiver is its type's `self`: `s.Stop()` in `func (s *Server) Start()` is Server's Stop, and
    // `s.repo.Save()` a call through the type the file's Server struct declares its field `repo` with.
    if (qualifier !== null && locals.isReceiver(head, at)) {
      const receiver = kind === 'call' ? locals.typeOf(head, at) : null;
      const type = receiver === null ? null : types.structField(receiver, qualifier.slice(head.length));
      // A struct the file does not declare: through the field another file of the package declares it with.
      const through = type === null && receiver !== null && !locals.declares(receiver, at) ? types.fieldPath(receiver, qualifier.slice(head.length)) : null;
      if (type !== null && !locals.declares(rootOf(type), at)) {
        qualifier = type;
        instance = true;
      } else if (through !== null) {
        qualifier = through;
        instance = true;
      } else qualifier = `self${qualifier.slice(head.length)}`;
    } else {
      let type = kind === 'call' && qualifier === head ? locals.typeOf(head, at) : null;
      // Go: `p.repo.Save()` through a parameter or a variable of a struct the file declares.
      if (kind === 'call' && lang === 'go' && qualifier !== null && qualifier !== head) {
        // A struct type a function declares shadows the package's of that name.
        const struct = locals.typeOf(head, at);
        type = struct === null ? null : types.structField(struct, qualifier.slice(head.length), locals.declares(struct, at) ? at : null);
        // A struct of another file of the package, or of another package (`b *store.Box`): through its field.
        if (type === null && struct !== null && !locals.declares(rootOf(struct), at)) type = types.fieldPath(struct, qualifier.slice(head.length));
      }
      // A type a scope around declares (a type parameter) is no class of the tree.
      if (type === null || locals.declares(rootOf(type), at)) return;
      qualifier = type;
      instance = true;
    }
  } else if (kind === 'call' && qualifier !== null) {
    const type = types.typeThrough(qualifier, at);
    if (type !== null && !locals?.declares(rootOf(type), at)) {
      qualifier = type;
      instance = true;
    }
  }
  const line = nameNode.startPosition.row + 1;
  if (instance) {
    out.push({ name, qualifier: qualifier!, line, kind: 'call', instance: true });
    return;
  }
  if (kind === 'call') {
    if (qualifier === null && skip?.has(name)) return;
    // A bare call in a class that extends another is `this.name()`: its class's method, or an inherited one the
    // graph may not hold (the resolver then leaves it unjudged), unless an import binds the name.
    const invocation = useNode?.type === 'method_invocation' || useNode?.type === 'invocation_expression' || useNode?.type === 'call';
    if (qualifier === null && invocation && !imported.has(name) && anyHolds(inheriting, nameNode.startIndex)) {
      out.push({ name, qualifier: 'self', line, kind: 'call' });
      return;
    }
    // Ruby's `Foo.new.save` calls save of a new Foo.
    if (lang === 'ruby' && qualifier !== null && qualifier.endsWith('.new') && /^[A-Z]/.test(lastOf(qualifier.slice(0, -4)))) {
      out.push({ name, qualifier: qualifier.slice(0, -4), line, kind: 'call', instance: true });
      return;
    }
    // Ruby's `Foo.new` constructs a Foo: a call of the class, as `new Foo()` is elsewhere (`Mod::Foo.new` of Mod's).
    if (lang === 'ruby' && name === 'new' && qualifier !== null && /^[A-Z]/.test(lastOf(qualifier))) {
      const cls = lastOf(qualifier);
      const scope = qualifier.slice(0, qualifier.length - cls.length).replace(/(?:::|\.)$/, '');
      out.push({ name: cls, qualifier: scope === '' ? null : scope, line, kind: 'call' });
    } else out.push(inClassBody(at) ? inHeader({ name, qualifier, line, kind: 'call', classBody: true }, headerOwner(at)) : { name, qualifier, line, kind: 'call' });
  } else {
    // A PHP type's namespace path (`\A\C $c`) is where its name is looked for.
    const use: RawUse = { name, qualifier: kind === 'member' || (lang === 'php' && kind === 'type') ? qualifier : null, line, kind: 'reference' };
    if (inClassBody(at)) inHeader(use, headerOwner(at)).classBody = true;
    else if (role === 'tag') use.tag = true;
    out.push(use);
  }
}

interface TypedParts {
  typed: TypedDeclaration[];
  classes: [number, number][];
  structs: Map<number, StructAt> | null;
  embedding: Map<number, [string, string][]> | null;
  reassigned: Node[];
}

/**
 * The typed declarations of a file's matches (type-queries.ts), read once: a local's type, or a field's; with the
 * file's class spans, Go structs and reassignments.
 */
function readTypedDeclarations(lang: LanguageId, matches: readonly QueryMatch[]): TypedParts {
  const typed: TypedDeclaration[] = [];
  const classes: [number, number][] = [];
  // A Go struct's name by where its declaration starts: its methods lie outside it and reach it by the receiver's type.
  const structs = lang === 'go' ? new Map<number, StructAt>() : null;
  // Go: the structs that embed another (whose fields it promotes), by where their declaration starts, each with the
  // fields its embedded types are (named after the type: `Base` of `Base`, `Logger` of `*core.Logger`) and their types.
  const embedding = lang === 'go' ? new Map<number, [string, string][]>() : null;
  const reassigned: Node[] = [];
  for (const m of matches) {
    const first = m.captures[0];
    if (embedding && first?.name === 'bclass' && m.captures[1]?.name === 'base') {
      const at = first.node.parent!.startIndex;
      const fields = embedding.get(at) ?? embedding.set(at, []).get(at)!;
      const parts = baseParts(m.captures[1].node);
      if (parts !== null) fields.push([parts[parts.length - 1]!, parts.join('.')]);
    }
    if (first?.name === 'tclass') {
      classes.push([first.node.startIndex, first.node.endIndex]);
      const name = structs && first.node.childForFieldName('name');
      if (name) structs!.set(first.node.startIndex, { name: name.text, line: name.startPosition.row + 1, scope: functionAround(first.node) });
      continue;
    }
    if (first?.name === 'treassign') {
      reassigned.push(first.node);
      continue;
    }
    if (!first || !TYPED_CAPTURES.has(first.name) && !(m.captures.length > 1 && TYPED_CAPTURES.has(m.captures[1]!.name))) continue;
    const t = typedDeclaration(m, lang);
    if (t !== null) typed.push(t);
  }
  return { typed, classes, structs, embedding, reassigned };
}

/** Name positions taken by a call or member pattern (`taken`), and those of calls (`called`). */
function takenPositions(matches: readonly QueryMatch[]): { taken: Set<number>; called: Set<number> } {
  const taken = new Set<number>();
  const called = new Set<number>();
  for (const m of matches) {
    if (m.captures.length < 2) continue;
    let isCall = false;
    for (const c of m.captures) if (c.name === 'call') isCall = true;
    for (const c of m.captures) {
      // A qualifier is carried by its call or member use, not repeated as a bare one.
      if (c.name === 'qualifier') taken.add(c.node.startIndex);
      if (c.name !== 'name') continue;
      taken.add(c.node.startIndex);
      if (isCall) called.add(c.node.startIndex);
    }
  }
  return { taken, called };
}

/**
 * Appends the uses of the bases classes name to `out`, each one a use of its own, belonging to the class whose name
 * the match gives; returns the spans of those bases, sorted: nothing inside one is another use. A base read as no
 * plain name (`Mapping[str, int]` is Mapping's, `ns::B<T>` B's), or one a scope around it declares (a class of a
 * function extending another of it), is an unknown base: a member may come from it, so none is looked for beyond it.
 */
function readBases(lang: LanguageId, matches: readonly QueryMatch[], locals: LocalNames | null, out: RawUse[]): [number, number][] {
  const baseSpans: [number, number][] = [];
  // `base` is read as a name unless `unknown`; its use belongs to the class named `cls`; `body`: written in the class's
  // body (a Ruby `include M`), not its header.
  const pushBase = (cls: Node, base: Node, unknown: boolean, body = false): void => {
    const start = base.startIndex;
    // The class's symbol is labelled with its own name (`Gem::Package` is Gem's Package).
    const owner = { line: cls.startPosition.row + 1, name: lastOf(cls.text) };
    const line = base.startPosition.row + 1;
    const parts = unknown ? null : baseParts(base);
    if (parts === null || locals?.declares(parts[0]!, start)) {
      out.push({ name: UNKNOWN_BASE, qualifier: null, line, kind: 'extends', owner });
      return;
    }
    const name = parts.pop()!;
    // A PHP base's namespace path is written as its other uses' (phpScope): its leading `\`, and a closing one.
    const php = lang === 'php' && parts.length > 0;
    const lead = php && base.text.startsWith('\\') ? '\\' : '';
    const use: RawUse = { name, qualifier: parts.length > 0 ? lead + parts.join(qualifierJoint(lang)) + (php ? '\\' : '') : null, line, kind: 'extends', owner };
    if (body) use.classBody = true;
    out.push(use);
  };
  for (const m of matches) {
    if (m.captures.length !== 2) continue;
    // The class's name comes first, or second after a C# modifier.
    const [a, b] = m.captures as [QueryCapture, QueryCapture];
    const [named, other] = a.name === 'bclass' ? [a, b] : [b, a];
    if (named.name !== 'bclass' || (other.name !== 'base' && other.name !== 'bopen')) continue;
    const cls = named.node;
    const base = other.node;
    if (other.name === 'base') {
      // A Python keyword argument (`metaclass=M`) is no base.
      if (base.type === 'keyword_argument') continue;
      baseSpans.push([base.startIndex, baseNameEnd(base)]);
      pushBase(cls, base, false);
      continue;
    }
    // A mixin, a trait, a DSL call or another part of the class (opened-bases.ts): nothing inside is another use. A
    // C++ base clause holds the bases other matches read, which keep their own spans.
    if (lang !== 'cpp') baseSpans.push([base.startIndex, base.endIndex]);
    const opened = openedBases(lang, base);
    if (opened === 'unknown') pushBase(cls, base, true);
    else for (const b of opened) pushBase(cls, b, false, lang === 'ruby');
  }
  baseSpans.sort((a, b) => a[0] - b[0]);
  return baseSpans;
}

/** Whether one of `spans` (in any order, nested or not) holds `at`. */
function anyHolds(spans: readonly [number, number][], at: number): boolean {
  return spans.some(([s, e]) => s <= at && at < e);
}

/** Whether `at` lies in one of `spans` (sorted, never overlapping). */
function inSpans(spans: readonly [number, number][], at: number): boolean {
  // The last span starting at or before `at` is the only one that may hold it.
  let lo = 0;
  let hi = spans.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]![0] <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found !== -1 && at < spans[found]![1];
}

/**
 * Classes that extend another (Java, C#, Ruby), or a C# partial class (another part may name bases): a bare call
 * inside one may be an inherited method's.
 */
function inheritingSpans(matches: readonly QueryMatch[]): [number, number][] {
  const inheriting: [number, number][] = [];
  for (const m of matches) {
    if (m.captures.length > 2) continue;
    for (const c of m.captures) if (c.name === 'inherits') inheriting.push([c.node.startIndex, c.node.endIndex]);
  }
  return inheriting;
}

/** Ruby: blocks given to module_eval and its kin, which run them on another receiver (the module, the object). */
function rubyEvalBlocks(lang: LanguageId, matches: readonly QueryMatch[]): [number, number][] {
  const evalBlocks: [number, number][] = [];
  if (lang !== 'ruby') return evalBlocks;
  for (const m of matches) {
    for (const c of m.captures) {
      if (c.name !== 'call' || c.node.type !== 'call' || !RUBY_EVALS.has(c.node.childForFieldName('method')?.text ?? '')) continue;
      const block = c.node.childForFieldName('block');
      if (block) evalBlocks.push([block.startIndex, block.endIndex]);
    }
  }
  return evalBlocks;
}

/**
 * Python's class bodies, and the scopes of their own a class body's code holds (Python's locals query captures them):
 * a lambda's body (its defaults are the class body's), and a comprehension but for its first iterable, which Python
 * evaluates in the scope around it. A name used in one is not looked up in the class (`f = lambda self: limit` reads
 * the module's `limit`, `f = lambda v=limit: v` the class's).
 */
function withOwnScopes(bodies: NonNullable<Extraction['classBodies']>, matches: readonly QueryMatch[]): NonNullable<Extraction['classBodies']> {
  const spans: [start: number, end: number, isClass: boolean][] = bodies.starts.map((start, i) => [start, bodies.ends[i]!, bodies.isClass[i]!]);
  for (const m of matches) {
    const c = m.captures[0];
    if (c?.name !== 'scope' || c.node.type === 'function_definition') continue;
    const scope = c.node;
    if (scope.type === 'lambda') {
      // Its parameters' defaults are the body's code, as a method's are.
      const body = scope.childForFieldName('body');
      if (body) spans.push([body.startIndex, body.endIndex, false]);
      continue;
    }
    const iterable = scope.namedChildren.find((n) => n?.type === 'for_in_clause')?.childForFieldName('right');
    if (!iterable) spans.push([scope.startIndex, scope.endIndex, false]);
    else spans.push([scope.startIndex, iterable.startIndex, false], [iterable.endIndex, scope.endIndex, false]);
  }
  // By start (no two start at one offset: a body, a lambda and a comprehension each begin with their own token).
  spans.sort((a, b) => a[0] - b[0]);
  return { starts: spans.map((s) => s[0]), ends: spans.map((s) => s[1]), isClass: spans.map((s) => s[2]) };
}

/** A use written in a nested class's header, owned by the class whose body holds that header (`outer`), if any. */
function inHeader(use: RawUse, outer: { name: string; line: number } | null): RawUse {
  if (outer !== null) use.owner = { line: outer.line, name: outer.name };
  return use;
}

/** The `outer` of the span (of ones that neither nest nor overlap, in order of start) holding the offset `at`, or null. */
function spanOwner<T>(spans: { starts: number[]; ends: number[]; outer: T[] }): (at: number) => T | null {
  return (at) => {
    const i = lastStartAtOrBefore(spans.starts, at);
    return i !== -1 && at < spans.ends[i]! ? spans.outer[i]! : null;
  };
}

/**
 * Whether the offset `at` lies in a class body's own code: the innermost of the bodies (Extraction `classBodies`)
 * holding it is a class's. The bodies nest, so the one starting last at or before `at`, or one around it, is that.
 */
function classCode(bodies: NonNullable<Extraction['classBodies']>): (at: number) => boolean {
  const { starts, ends, isClass } = bodies;
  // Each body's nearest enclosing one (-1 for none).
  const around = new Int32Array(starts.length);
  const open: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    while (open.length > 0 && ends[open[open.length - 1]!]! <= starts[i]!) open.pop();
    around[i] = open.length > 0 ? open[open.length - 1]! : -1;
    open.push(i);
  }
  return (at) => {
    let i = lastStartAtOrBefore(starts, at);
    while (i !== -1 && ends[i]! <= at) i = around[i]!;
    return i !== -1 && isClass[i]!;
  };
}

/**
 * Go: whether the bare name `node` (no local: those are dropped below) may be a package-level name another file of
 * the package declares, which the file cannot know: any but `_`, a predeclared one, and a parameter's own name.
 */
function goPackageName(lang: LanguageId, node: Node): boolean {
  if (lang !== 'go' || node.text === '_' || isBuiltinName('go', node.text)) return false;
  // A parameter's own name (a function type's too, which no scope holds) is no use.
  return node.parent?.type !== 'parameter_declaration' && node.parent?.type !== 'variadic_parameter_declaration';
}

/**
 * Go: whether `node` is a struct literal's key, which names a field (`T{Size: 1}`), no use of a name, whatever the
 * file declares. A map's, an array's or a slice's key is a value (`map[int]string{Size: "s"}`, `[...]string{OpAdd:
 * "add"}`); under a type the literal does not write (an element of an outer literal) or a named type, a field.
 */
function goFieldKey(node: Node): boolean {
  const element = node.parent;
  if (element?.type !== 'literal_element' || element.parent?.type !== 'keyed_element' || !element.parent.namedChildren[0]?.equals(element)) return false;
  const literal = element.parent.parent?.parent;
  const type = literal?.type === 'composite_literal' ? literal.childForFieldName('type')?.type : undefined;
  return type === undefined || !VALUE_KEYED.has(type);
}

/** Go composite literal types whose keys are values, not field names. */
const VALUE_KEYED = new Set(['map_type', 'array_type', 'implicit_length_array_type', 'slice_type']);

/** The heads of a Rust path that name a module by where the file lies (`crate::ctypes::c_int`). */
export const RUST_PATH_HEADS: ReadonlySet<string> = new Set(['crate', 'self', 'super']);
/** Nodes whose `name` is no use of a name: a named argument's label, a Python definition's own name. */
const NAME_NOT_USED = new Set(['keyword_argument', 'argument', 'function_definition', 'class_definition', 'qualified_identifier', 'required_parameter', 'optional_parameter']);

/** The keywords an item's name follows. */
const RUST_ITEM_KEYWORDS = new Set(['fn', 'struct', 'enum', 'union', 'trait', 'type', 'mod', 'const', 'static']);
/** Items of an `impl` or a trait: extraction makes symbols of them only where it reads the `impl` or the trait. */
const RUST_MEMBER_ITEMS = new Set(['function_item', 'function_signature_item', 'const_item', 'type_item', 'associated_type']);
/**
 * The tokens after a name `let` binds (`let x = 1;`, `let n: u8`, `let x @ W(_)`, `let (x, y)`), not after a pattern
 * (`let W(a)`, `let E::V(x)`).
 */
const RUST_BINDING_ENDS = new Set(['=', ';', ':', ',', '@', ')']);

/**
 * A Rust item written at a file's top or in the body of an inline module so written, where extraction reads items
 * (not a `mod` in a function's body).
 */
function atModuleLevel(item: Node): boolean {
  const parent = item.parent;
  if (parent?.type === 'source_file') return true;
  const module = parent?.type === 'declaration_list' ? parent.parent : null;
  return module?.type === 'mod_item' && atModuleLevel(module);
}

/**
 * Rust names that are no use of a definition: a lifetime (`'data`), `Self` alone (the type an `impl` is for), `_`
 * (a type left to inference), the associated type a bound names (`Item` in `IntoIterator<Item = u8>`: the trait's,
 * no name in scope), a rooted path's first name (`::c_int`: the crate root's in the 2015 edition,
 * another crate's since 2018, which is not known here), a name in a macro's tokens that rustNoUseInTokens
 * passes over, and the name of an item of an `impl` or a trait extraction makes no symbols of.
 */
function rustNoUse(node: Node, name: string): boolean {
  if (name === 'Self' || name === '_') return true;
  const parent = node.parent;
  if (parent === null) return false;
  if (parent.type === 'lifetime') return true;
  if (parent.type === 'type_binding') return parent.childForFieldName('name')?.startIndex === node.startIndex;
  if (parent.type === 'token_tree') return rustNoUseInTokens(node, parent);
  // The name of an item of an `impl` for a type no symbol names (`fn remaining_mut` of `impl BufMut for &mut [u8]`),
  // or of an `impl` or a trait in a function's body (`type Output`, `fn offset(&self);`): no symbol declares it, so
  // the rule for a name on its declaring line (extract-symbols.ts) cannot.
  if (RUST_MEMBER_ITEMS.has(parent.type) && parent.childForFieldName('name')?.startIndex === node.startIndex) {
    const owner = parent.parent?.type === 'declaration_list' ? parent.parent.parent : null;
    if (owner?.type === 'impl_item') return implTypeName(owner.childForFieldName('type')) === null || !atModuleLevel(owner);
    if (owner?.type === 'trait_item') return !atModuleLevel(owner);
  }
  return (parent.type === 'scoped_identifier' || parent.type === 'scoped_type_identifier') && parent.childForFieldName('path') === null && parent.childForFieldName('name')?.startIndex === node.startIndex;
}

/**
 * In a macro's tokens, which do not say what a name is: a name reached through `.` or `::` (`len` in
 * `assert!(self.v.len() > 0)`, `new` in `vec![String::new()]`: a member, of what the tokens do not say); one a single
 * `:` follows (a struct literal's field `Header { offset: … }`, a binding given a type `let n: u8`; also, unjudged,
 * a `where T: Tr` clause's subject and a `json!({ KEY: 1 })` key); an item's name (`fn poll_flush` in a
 * `macro_rules!` body; not `*const T`, a pointer's type, nor `&'static T`, a lifetime's); a name `let` binds
 * (`let x = 1`, `let mut x`, `let ref x`, `let (x, y)`, `let x @ …`; not a pattern, `if let E::V(x)`); and a derive's
 * names (`#[derive(Serialize)]`), which are macros'.
 */
function rustNoUseInTokens(node: Node, tokens: Node): boolean {
  const previous = node.previousSibling;
  const before = previous?.type ?? '';
  if (before === '.' || before === '::' || node.nextSibling?.type === ':') return true;
  if (RUST_ITEM_KEYWORDS.has(before)) {
    const ahead = previous?.previousSibling?.type;
    return !((before === 'const' && ahead === '*') || (before === 'static' && ahead === "'"));
  }
  // `let x`, `let mut x`, `let ref x`, and the names of a tuple `let (x, y)` binds.
  let back = previous;
  while (back !== null && (back.type === 'mutable_specifier' || (back.type === 'identifier' && back.text === 'ref'))) back = back.previousSibling;
  const binds = back?.type === 'let' || (tokens.previousSibling?.type === 'let' && (back?.type === '(' || back?.type === ','));
  if (binds) return node.nextSibling === null || RUST_BINDING_ENDS.has(node.nextSibling.type);
  return derives(tokens);
}

/**
 * Whether a macro's tokens are a derive's list: `#[derive(…)]`, also nested in another attribute's arguments
 * (`#[cfg_attr(…, derive(…))]`, strum's `#[strum_discriminants(derive(…))]`) and written in a macro's tokens
 * (`bitflags! { #[derive(Serialize)] … }`); not a macro's own `m!(derive(…))`.
 */
function derives(tokens: Node): boolean {
  const holder = tokens.parent;
  if (holder?.type === 'attribute') return holder.namedChildren[0]?.text === 'derive' && holder.childForFieldName('arguments')?.equals(tokens) === true;
  return holder?.type === 'token_tree' && tokens.previousSibling?.type === 'identifier' && tokens.previousSibling.text === 'derive' && inAttribute(holder);
}

/** Whether tokens lie in an attribute: its arguments, or an attribute's `#[…]` written in a macro's tokens. */
function inAttribute(tokens: Node): boolean {
  let at: Node | null = tokens;
  for (; at?.type === 'token_tree'; at = at.parent) if (at.previousSibling?.type === '#') return true;
  return at?.type === 'attribute';
}

/** The nodes a Rust `use` declaration's paths are made of. */
const RUST_USE_PARTS = new Set(['scoped_identifier', 'scoped_use_list', 'use_list', 'use_as_clause']);

/**
 * The prefixes a Rust path in a `use` declaration's `{…}` lists goes on from, outermost first, each with its `::`
 * (`crate::memmem::` for `rabinkarp::NeedleHash` in `use crate::{memmem::{rabinkarp::NeedleHash}}`); '' elsewhere.
 */
function rustUseListPrefix(node: Node): string {
  let prefix = '';
  for (let from = node, at = node.parent; at !== null && RUST_USE_PARTS.has(at.type); from = at, at = at.parent) {
    if (at.type !== 'scoped_use_list' || !at.childForFieldName('list')?.equals(from)) continue;
    const path = at.childForFieldName('path');
    if (path) prefix = `${path.text}::${prefix}`;
  }
  return prefix;
}

/** Java's field access and C#'s member access: the node type, and the fields holding the object and the member. */
const MEMBER_ACCESS: Partial<Record<LanguageId, readonly [type: string, object: string, member: string]>> = {
  java: ['field_access', 'object', 'field'],
  csharp: ['member_access_expression', 'expression', 'name'],
};

/**
 * The member a Java or C# access reads through a value other than `this` (`((B) r).ex`, `b.q.ex2`, `f().x`,
 * `super.x`, C#'s `r?.ex`): a member of something the use does not type, never the bare name of the scope around it. (Through a
 * plain name the access is a member use of its own pattern.)
 */
function memberOfValue(node: Node, lang: LanguageId): boolean {
  const access = MEMBER_ACCESS[lang];
  const parent = node.parent;
  // C#'s `r?.ex`: always through a value.
  if (lang === 'csharp' && parent?.type === 'member_binding_expression' && parent.childForFieldName('name')?.startIndex === node.startIndex) return true;
  if (!access || parent?.type !== access[0] || parent.childForFieldName(access[2])?.startIndex !== node.startIndex) return false;
  const object = parent.childForFieldName(access[1])?.type;
  return object !== 'this';
}

/**
 * A Rust macro's own name (`vec!`, `util::check!`): macros are not read as definitions, and a function or a module
 * of the name is another namespace's (a test `fn select()` beside `use crossbeam_channel::select;`), so it is no use.
 */
function namesMacro(node: Node): boolean {
  const parent = node.parent;
  const named = parent?.type === 'scoped_identifier' && parent.childForFieldName('name')?.startIndex === node.startIndex ? parent : node;
  return named.parent?.type === 'macro_invocation' && named.parent.childForFieldName('macro')?.startIndex === named.startIndex;
}

/**
 * Whether `node` is the label of a named argument (Python `f(encode=x)`, C# `F(size: x)`, PHP `f(name: $x)`), the
 * name a Python function or class is defined with (one defined inside an `if`, a conditional symbol, is no use
 * either), the last name of a C++ scoped name (`A<T>::size`: no bare name; the scoped forms are read as such), or a
 * TypeScript tuple element's label (`[options?: O]`; a parameter's own name is its `pattern`).
 */
function namesNoUse(node: Node): boolean {
  return isNameFieldOf(node, NAME_NOT_USED);
}

/**
 * C and C++ source files: a name the file does not declare is still a use (a global variable, an enum constant or a
 * macro a header defines: `stream_count`, `MODE_WRITE`), unless a scope around declares it (dropped as a local below anyway) or a
 * preprocessor condition asks about it (`#ifdef FEATURE`, `#if defined(X) && LEVEL > 1`), or it names an attribute.
 * Headers keep to the names they declare: in a template's header, a name a member defined out of its class reads
 * (`_M_array` of `valarray<_Tp>::`, its `_Tp`) is one the resolver cannot place, and on libstdc++'s headers this
 * gave a hundred undefined listings and no edge.
 */
function cppOutsideUse(node: Node, locals: LocalNames | null): boolean {
  if (locals?.declares(node.text, node.startIndex)) return false;
  let at: Node = node;
  let parent = node.parent;
  while (parent !== null && CPP_CONDITION_PARTS.has(parent.type)) {
    at = parent;
    parent = parent.parent;
  }
  if (parent === null || CPP_NO_USE_PARENTS.has(parent.type)) return false;
  return !((parent.type === 'preproc_if' || parent.type === 'preproc_elif') && parent.childForFieldName('condition')?.startIndex === at.startIndex);
}

/**
 * Where a name is no use: `#ifdef X` (`#elifdef X`), a macro's own name and parameters (`#define MAX(a, b)`), an
 * attribute's name, the namespace `using namespace v8;` opens (read as an import).
 */
const CPP_NO_USE_PARENTS: ReadonlySet<string> = new Set(['preproc_ifdef', 'preproc_elifdef', 'preproc_def', 'preproc_function_def', 'preproc_params', 'attribute', 'using_declaration']);

/** The expressions a preprocessor condition is made of. */
const CPP_CONDITION_PARTS: ReadonlySet<string> = new Set(['preproc_defined', 'binary_expression', 'unary_expression', 'parenthesized_expression', 'call_expression', 'argument_list', 'conditional_expression']);

/** C and C++ declarators: the name each declares (its `declarator`, a reference's first) is no use. */
const CPP_DECLARATORS: ReadonlySet<string> = new Set(['parameter_declaration', 'optional_parameter_declaration', 'pointer_declarator', 'array_declarator', 'function_declarator', 'init_declarator', 'declaration', 'parenthesized_declarator', 'function_definition', 'field_declaration']);

/**
 * Whether a C or C++ name is one a declaration declares: a parameter of a prototype or of a function pointer's type
 * (`int (*read)(void *ctx)`), which no scope holds, is no use even where a field or a variable of the file has the
 * name. (Inside a function, its locals are dropped as such.)
 */
function cppDeclaratorName(node: Node): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (parent.type === 'reference_declarator') return parent.namedChildren[0]?.startIndex === node.startIndex;
  return CPP_DECLARATORS.has(parent.type) && parent.childForFieldName('declarator')?.startIndex === node.startIndex;
}

/** Python's unpacking targets. */
const PYTHON_PATTERNS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'list_splat_pattern']);

/**
 * Whether a Python name is one an assignment or a `for` binds: a target inside an unpacking (`kind, RED = …`), a
 * chained assignment's inner target (`LIMIT` of `BLUE = LIMIT = 9`), a loop's variable, a plain `NAME = …` in a
 * block. The target of a plain `NAME = …` directly in a module or a class body is its symbol's declaration, which
 * extractSymbols passes over as the first reference on the line declaring it.
 */
function isPythonTarget(node: Node): boolean {
  let target = node;
  let parent = node.parent;
  while (parent !== null && PYTHON_PATTERNS.has(parent.type)) {
    target = parent;
    parent = parent.parent;
  }
  if (parent === null || parent.childForFieldName('left')?.startIndex !== target.startIndex) return false;
  if (parent.type === 'for_statement' || parent.type === 'for_in_clause') return true;
  if (parent.type !== 'assignment') return false;
  if (target !== node || parent.parent?.type === 'assignment') return true;
  const home = parent.parent?.type === 'expression_statement' ? parent.parent.parent : null;
  return !(home?.type === 'module' || (home?.type === 'block' && home.parent?.type === 'class_definition'));
}

const RUBY_DEFINITIONS = new Set(['class', 'module']);

/** Whether `node` is the name a Ruby class or module is defined with. */
function isRubyDefinitionName(node: Node): boolean {
  return isNameFieldOf(node, RUBY_DEFINITIONS);
}

/** Whether `node` is the `name` field of its parent, a node of one of `types`. */
function isNameFieldOf(node: Node, types: ReadonlySet<string>): boolean {
  const parent = node.parent;
  return parent !== null && types.has(parent.type) && parent.childForFieldName('name')?.startIndex === node.startIndex;
}

/** A member's qualifier is worth keeping when it starts at a name the file knows, or a type-like capitalised one. */
function namesDeclared(known: ReadonlySet<string>, qualifier: string): boolean {
  const head = rootOf(qualifier);
  return known.has(head) || /^[A-Z]/.test(head);
}

/**
 * PHP: a qualifier as written (a class's path, `\A\C` in `\A\C::m()`), except a namespaced name's own (`\A\f()`,
 * `new A\C`, a type `\A\C`), which is its namespace's path ending in `\` (`\A\`, `A\`, and `\` for the global
 * namespace's `\Foo`): the name is its last part.
 */
function phpScope(qualifier: Node): string {
  if (qualifier.type !== 'qualified_name' || !isPhpNamed(qualifier)) return qualifier.text;
  const name = qualifier.lastChild!;
  return qualifier.text.slice(0, name.startIndex - qualifier.startIndex);
}

/** A PHP namespace's path as phpScope writes it (`\`, `A\`, `\A\B\`). */
const PHP_NAMESPACE_PATH = /^\\?(?:[A-Za-z_]\w*\\)*$/;

/** Whether a PHP qualified name is a use's own name rather than a class path a member is reached through. */
const isPhpNamed = (q: Node): boolean => !['scoped_call_expression', 'class_constant_access_expression'].includes(q.parent?.type ?? '');

/**
 * C++: the whole scope a qualified name's innermost part is written in. The grammar nests `a::b::c` to the right
 * (`a` then `b::c`), so the scope of `c` is `b` alone until the scopes of the names around it are put before it.
 */
function cppScope(scope: Node): string {
  let written = scope.text;
  for (let q = scope.parent; q?.parent?.type === 'qualified_identifier' && q.parent.childForFieldName('name')?.equals(q) === true; q = q.parent) {
    written = `${q.parent.childForFieldName('scope')?.text ?? ''}::${written}`;
  }
  return written;
}

/** C++: whether the path a member use ends (`util::inner::deep`, `ns::make<int>`) is the function a call calls. */
function cppCalled(member: Node): boolean {
  let q = member;
  while (q.parent?.type === 'qualified_identifier' && q.parent.childForFieldName('name')?.equals(q) === true) q = q.parent;
  return q.parent?.type === 'call_expression' && q.parent.childForFieldName('function')?.equals(q) === true;
}

/** `a` of `a.b.c` / `a::b`. */
export function rootOf(qualifier: string): string {
  const m = /^\$?[A-Za-z_][\w$]*/.exec(qualifier);
  return m ? m[0] : qualifier;
}

function lastOf(qualifier: string): string {
  const parts = qualifier.split(/\.|::|\\|->/);
  return parts[parts.length - 1]!;
}

const LOCAL_CAPTURES = new Set(['scope', 'local', 'bound', 'global', 'outer', 'decl', 'cond', 'infer', 'tparams', 'receiver', 'inherits', 'ipartial', 'base', 'bclass', 'bopen', 'typed', 'tfield', 'ltype', 'lnew', 'tself', 'tnew', 'tclass', 'treassign', ...THIS_CAPTURES]);

/** The name an unknown base is written with (no name of any language): it resolves to nothing and is not judged. */
export const UNKNOWN_BASE = '*';

/** A base's written parts (`a.B` → a, B), its generic or subscript arguments (`<…>`, `[…]`) left out; null when no plain name. */
function baseParts(base: Node): string[] | null {
  let text = base.text;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/<[^<>]*>|\[[^[\]]*\]/g, '');
  }
  const parts = text.split(/\.|::|\\/).map((p) => p.trim()).filter((p) => p !== '');
  return parts.length === 0 || parts.some((p) => !/^[A-Za-z_][\w$]*$/.test(p)) ? null : parts;
}

/**
 * Where a base's name ends: at its type arguments (`Iterator<Map.Entry<K, V>>`, C#'s `IList<Item>`), which are uses
 * of their own, written in the class's header; else at its end.
 */
function baseNameEnd(base: Node): number {
  const args = base.namedChildren.find((c) => c.type === 'type_arguments' || c.type === 'type_argument_list');
  return args ? args.startIndex : base.endIndex;
}

/** How a language joins a qualified base's parts, as its other qualifiers are written. */
function qualifierJoint(lang: LanguageId): string {
  return lang === 'ruby' || lang === 'cpp' ? '::' : lang === 'php' ? '\\' : '.';
}

/** The whole file, as the scope of a name a top-level destructuring binds. */
const WHOLE_FILE: [number, number] = [0, Number.MAX_SAFE_INTEGER];

/** The names declared inside a file's function-like scopes, each with the extent of the innermost scope declaring it. */
class LocalNames {
  private constructor(
    private readonly extents: Map<string, number[]>,
    /** `name\u0000start` of each receiver name and the start of the method declaring it. */
    private readonly receivers: ReadonlySet<string>,
    /** `name\u0000scope start` to the type its declarations there say (CONFLICT: several, or one says none). */
    private readonly types: ReadonlyMap<string, string>,
    /** The same for the names declared outside every scope. */
    private readonly fileTypes: ReadonlyMap<string, string>,
  ) {}

  /**
   * Null when the matches hold no local declaration (a language without LOCALS, or a file without any).
   * `imported`: the names the file's import forms bind, which a top-level destructuring of `require` also binds.
   */
  static of(matches: readonly QueryMatch[], imported: ReadonlySet<string>, typedDeclarations: readonly TypedDeclaration[], classes: readonly [number, number][], reassigned: readonly Node[] = []): LocalNames | null {
    const { scopes, conditionals, inferred, declared } = readLocalDeclarations(matches);
    if (declared.length === 0 && inferred.length === 0) return null;
    const typing = new ScopeTyping(typedDeclarations, declared);
    const extents = inferredExtents(inferred, conditionals);
    const { globals, receiverAt, declaredAt } = placeDeclarations(declared, scopes, classes, imported, typing, extents);
    // A function that assigns a file's name through `global` may give it another type.
    for (const key of globals) typing.conflictInFile(key.slice(0, key.indexOf('\u0000')));
    const receivers = new Set<string>();
    for (const [key, at] of receiverAt) if (!(declaredAt.get(key) ?? []).some((other) => other !== at)) receivers.add(key);
    for (const [name, list] of extents) {
      const kept: number[] = [];
      for (let k = 0; k < list.length; k += 2) if (!globals.has(`${name}\u0000${list[k]}`)) kept.push(list[k]!, list[k + 1]!);
      if (kept.length > 0) extents.set(name, kept);
      else extents.delete(name);
    }
    const names = new LocalNames(extents, receivers, typing.types, typing.fileTypes);
    typing.reassign(reassigned, names);
    return names;
  }

  /** The type the innermost declaration of `name` around `at` says, or null (none, or several). */
  typeOf(name: string, at: number): string | null {
    const type = this.types.get(`${name}\u0000${this.innermost(name, at)}`);
    return type === undefined || type === CONFLICT ? null : type;
  }

  /** The type a declaration of `name` outside every scope says, or null (none, or several). */
  fileTypeOf(name: string): string | null {
    const type = this.fileTypes.size === 0 ? undefined : this.fileTypes.get(name);
    return type === undefined || type === CONFLICT ? null : type;
  }

  /** Whether a scope around `at` declares `name`. */
  declares(name: string, at: number): boolean {
    return this.innermost(name, at) !== -1;
  }

  /** Whether the innermost scope around `at` that declares `name` declares it as its method's receiver. */
  isReceiver(name: string, at: number): boolean {
    return this.receivers.size > 0 && this.receivers.has(`${name}\u0000${this.innermost(name, at)}`);
  }

  /** Where the innermost scope around `at` declaring `name` starts; -1 when none does. */
  innermost(name: string, at: number): number {
    const list = this.extents.get(name);
    let start = -1;
    if (!list) return start;
    for (let k = 0; k < list.length; k += 2) if (list[k]! <= at && at < list[k + 1]! && list[k]! > start) start = list[k]!;
    return start;
  }
}

/**
 * One declaration of a local name: its name node, where it is, whether it is a Python global, and for a declaration
 * whose name belongs to the scope around it, its own extent (a scope itself, passed over).
 */
interface LocalDeclaration {
  node: Node;
  at: number;
  global: boolean;
  own: [number, number] | null;
  bound: boolean;
  receiver: boolean;
}

/** The scopes, TS conditional types, `infer` names and declarations the LOCALS matches of a file capture. */
function readLocalDeclarations(matches: readonly QueryMatch[]): { scopes: [number, number][]; conditionals: [number, number][]; inferred: Node[]; declared: LocalDeclaration[] } {
  const scopes: [number, number][] = [];
  // A TS `infer X` declares X for the conditional type around it (its true branch), whatever scopes lie between; a
  // Python type parameter, for its class, function or type alias.
  const conditionals: [number, number][] = [];
  const inferred: Node[] = [];
  const declared: LocalDeclaration[] = [];
  for (const m of matches) {
    const c = m.captures[0];
    if (!c) continue;
    if (m.captures.length === 1) {
      if (c.name === 'scope') scopes.push([c.node.startIndex, c.node.endIndex]);
      else if (c.name === 'cond') conditionals.push([c.node.startIndex, c.node.endIndex]);
      else if (c.name === 'infer') inferred.push(c.node);
      else if (c.name === 'local' || c.name === 'bound' || c.name === 'global' || c.name === 'receiver') {
        declared.push({ node: c.node, at: c.node.startIndex, global: c.name === 'global', own: null, bound: c.name === 'bound', receiver: c.name === 'receiver' });
      } else if (c.name === 'locals') {
        // A declaration captured whole (local-queries.ts): each name it declares.
        for (const name of declaredNames(c.node)) declared.push({ node: name, at: name.startIndex, global: false, own: null, bound: false, receiver: false });
      }
    } else if (m.captures.length === 2 && m.captures[1]!.name === 'tparams') {
      // A Python class's, function's or type alias's type parameters (`class Box[T, *Ts, **P]`): its names.
      conditionals.push([c.node.startIndex, c.node.endIndex]);
      // A default (`[T = Base]`, Python 3.13) is more than the grammar reads: the name comes in an error, and the type
      // after it is the default, a use.
      let defaulted = false;
      for (const t of m.captures[1]!.node.namedChildren) {
        if (t.type === 'ERROR') {
          const name = t.namedChildren.find((n) => n?.type === 'identifier');
          if (name) inferred.push(name);
          defaulted = name !== undefined;
          continue;
        }
        const name = defaulted ? null : pythonTypeParameter(t);
        defaulted = false;
        if (name !== null) inferred.push(name);
      }
    } else if (m.captures.length === 2 && (c.name === 'outer' || c.name === 'decl')) {
      const outer = m.captures.find((x) => x.name === 'outer')?.node;
      const decl = m.captures.find((x) => x.name === 'decl')?.node;
      if (outer && decl) declared.push({ node: outer, at: decl.startIndex, global: false, own: [decl.startIndex, decl.endIndex], bound: false, receiver: false });
    }
  }
  return { scopes, conditionals, inferred, declared };
}

/** The name a Python type parameter declares (`T`, `*Ts`, `**P`, `T: Bound`), or null for one the grammar could not read. */
function pythonTypeParameter(t: Node): Node | null {
  if (t.type !== 'type') return null;
  let inner = t.namedChildren[0] ?? null;
  if (inner?.type === 'constrained_type') inner = inner.namedChildren[0]?.namedChildren[0] ?? null;
  else if (inner?.type === 'splat_type') inner = inner.namedChildren[0] ?? null;
  return inner?.type === 'identifier' ? inner : null;
}

/** The extents each `infer` name is declared in: the conditional type around it. */
function inferredExtents(inferred: readonly Node[], conditionals: readonly [number, number][]): Map<string, number[]> {
  const extents = new Map<string, number[]>();
  for (const node of inferred) {
    let around: readonly [number, number] | undefined;
    for (const s of conditionals) if (s[0] <= node.startIndex && node.startIndex < s[1] && (!around || s[0] >= around[0])) around = s;
    if (around) (extents.get(node.text) ?? extents.set(node.text, []).get(node.text)!).push(around[0], around[1]);
  }
  return extents;
}

/**
 * Places each declaration in its innermost scope: its name's extents (added to `extents`), the type it says (to
 * `typing`), and the Python globals, receivers and other declarations by `name\u0000scope start`.
 */
function placeDeclarations(declared: LocalDeclaration[], scopes: [number, number][], classes: readonly [number, number][], imported: ReadonlySet<string>, typing: ScopeTyping, extents: Map<string, number[]>): { globals: Set<string>; receiverAt: Map<string, number>; declaredAt: Map<string, number[]> } {
  const globals = new Set<string>();
  // Where each receiver name is, by `name\u0000scope start`, and the keys some other declaration shares: a name
  // a block of the method declares again (`for _, s := range s.all`) leaves `s` no longer the receiver alone.
  const receiverAt = new Map<string, number>();
  const declaredAt = new Map<string, number[]>();
  // Scopes are syntax nodes, so nested or apart: one sweep in document order finds each declaration's innermost.
  scopes.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  declared.sort((a, b) => a.at - b.at);
  const open: [number, number][] = [];
  let next = 0;
  for (const { node, at, global, own, bound, receiver } of declared) {
    while (next < scopes.length && scopes[next]![0] <= at) {
      const s = scopes[next++]!;
      while (open.length > 0 && open[open.length - 1]![1] <= s[0]) open.pop();
      open.push(s);
    }
    while (open.length > 0 && open[open.length - 1]![1] <= at) open.pop();
    let k = open.length - 1;
    if (own && k >= 0 && open[k]![0] === own[0] && open[k]![1] === own[1]) k--;
    const scope = open[k] ?? (bound ? WHOLE_FILE : undefined);
    // A declaration outside every scope is the file's own (a module variable, a top-level function).
    if (!scope) {
      // A name a class body declares is the class's (a field), not the file's.
      if (!classes.some(([s, e]) => s <= at && at < e)) typing.record(node.text, -1, node.startIndex);
      continue;
    }
    const name = node.text;
    typing.record(name, scope === WHOLE_FILE ? -1 : scope[0], node.startIndex);
    if (scope === WHOLE_FILE && imported.has(name)) continue;
    if (global) {
      globals.add(`${name}\u0000${scope[0]}`);
      continue;
    }
    const list = extents.get(name) ?? extents.set(name, []).get(name)!;
    list.push(scope[0], scope[1]);
    const key = `${name}\u0000${scope[0]}`;
    if (receiver) receiverAt.set(key, node.startIndex);
    else (declaredAt.get(key) ?? declaredAt.set(key, []).get(key)!).push(node.startIndex);
  }
  return { globals, receiverAt, declaredAt };
}

/**
 * The types a file's local declarations say: per `name\u0000scope start` (`types`), and by name for those outside
 * every scope (`fileTypes`); CONFLICT when declarations of one name there say different ones or one says none.
 */
class ScopeTyping {
  readonly types = new Map<string, string>();
  readonly fileTypes = new Map<string, string>();
  /** The type each typed declaration says, by where its name is (a written type over a constructed one). */
  private readonly typedAt = new Map<number, string>();
  private readonly writtenAt = new Set<number>();
  /**
   * The names some declaration types: only they are kept (most locals say no type). A declaration that says no
   * type (a range variable beside a typed parameter of the name) leaves none known.
   */
  private readonly typedNames = new Set<string>();
  /** The keys whose type a declaration writes: a later assignment cannot change it. */
  private readonly writtenKeys = new Set<string>();

  constructor(typedDeclarations: readonly TypedDeclaration[], declared: readonly LocalDeclaration[]) {
    for (const typed of typedDeclarations) {
      if (typed.field) continue;
      const at = typed.node.startIndex;
      // Its name is a @local of the locals query too, which places it in its scope.
      if (!this.typedAt.has(at) || typed.written) this.typedAt.set(at, typed.type);
      if (typed.written) this.writtenAt.add(at);
    }
    for (const d of declared) if (this.typedAt.has(d.at)) this.typedNames.add(d.node.text);
  }

  /** A declaration of `name` at `at` in the scope starting at `scope` (-1: the file). */
  record(name: string, scope: number, at: number): void {
    if (!this.typedNames.has(name)) return;
    const type = this.typedAt.get(at) ?? CONFLICT;
    const [map, key] = scope === -1 ? [this.fileTypes, name] : [this.types, `${name}\u0000${scope}`];
    const known = map.get(key);
    map.set(key, known === undefined || known === type ? type : CONFLICT);
    if (this.writtenAt.has(at)) this.writtenKeys.add(scope === -1 ? `${name}\u0000-1` : key);
  }

  /** A name of the file's that a function may assign another type (through `global`). */
  conflictInFile(name: string): void {
    if (this.fileTypes.has(name)) this.fileTypes.set(name, CONFLICT);
  }

  /** A script assignment (`r = new B()`) to a name whose type a constructor call gave may give it another. */
  reassign(nodes: readonly Node[], names: LocalNames): void {
    for (const node of nodes) {
      const name = node.text;
      if (!this.typedNames.has(name)) continue;
      const scope = names.innermost(name, node.startIndex);
      const [map, key] = scope === -1 ? [this.fileTypes, name] : [this.types, `${name}\u0000${scope}`];
      if (map.has(key) && !this.writtenKeys.has(`${name}\u0000${scope}`)) map.set(key, CONFLICT);
    }
  }
}

/**
 * The names a Go declaration captured whole declares: its `name` fields; and for a parameter that gives a bare type
 * only, in a list where another parameter has names, that type (the grammar reads a long `a, b, …, n int` as
 * parameters of the types `a`, `b`, … before the named rest, while Go allows no list mixing named and unnamed ones).
 */
function declaredNames(decl: Node): Node[] {
  // Python: the names an unpacking binds at its own level (a nested one is captured too), and an `as` target's.
  if (PYTHON_PATTERNS.has(decl.type)) return decl.namedChildren.filter((n): n is Node => n?.type === 'identifier');
  if (decl.type === 'as_pattern_target') return asTargetNames(decl.namedChildren[0] ?? null);
  const names = decl.childrenForFieldName('name').filter((n): n is Node => n?.type === 'identifier');
  if (names.length > 0 || decl.type !== 'parameter_declaration') return names;
  const type = decl.childForFieldName('type');
  const named = decl.parent?.namedChildren.some((p) => p?.type === 'parameter_declaration' && p.childForFieldName('name') !== null) === true;
  return type?.type === 'type_identifier' && named ? [type] : [];
}

/** The names a Python `as` target binds: `e`, `(a, (b, c))`, `[a, *rest]`, `(a)`; none of `self.x`. */
function asTargetNames(target: Node | null): Node[] {
  if (target === null) return [];
  if (target.type === 'identifier') return [target];
  if (target.type === 'list_splat' || target.type === 'parenthesized_expression') return asTargetNames(target.namedChildren[0] ?? null);
  if (target.type !== 'tuple' && target.type !== 'list') return [];
  return target.namedChildren.flatMap((n) => asTargetNames(n));
}

/** The captures naming a typed declaration's name, one of which comes first or second in its match. */
const TYPED_CAPTURES = new Set(['typed', 'tfield', 'ltype', 'lnew', 'tself']);

/** Declarations of one name in one scope that say different types, or one that says none. */
const CONFLICT = '\u0000conflict';

/** A typed declaration's name, the type it says (its parts joined as the language writes them), and whether it is written. */
interface TypedDeclaration {
  node: Node;
  type: string;
  written: boolean;
  field: boolean;
}

/**
 * The typed declaration a match of TYPES is (type-queries.ts), or null for any other match or an unread type. A
 * declaration captured whole that says no type readable here (`this.repo = injected`) has the type CONFLICT.
 */
function typedDeclaration(m: QueryMatch, lang: LanguageId): TypedDeclaration | null {
  let decl: Node | null = null;
  let field = false;
  let written: Node | null = null;
  let made: Node | null = null;
  let whole: DeclarationParts | null | undefined;
  for (const c of m.captures) {
    if (c.name === 'typed' || c.name === 'tfield') {
      field = c.name === 'tfield';
      whole = readDeclaration(c.node, field);
      if (whole === null) return null;
      if (whole === undefined) decl = declaredName(c.node);
      else {
        decl = whole.name;
        field = whole.field;
        written = whole.written && typeName(whole.written, false);
        made = whole.made && typeName(whole.made, true);
      }
    } else if (c.name === 'ltype') written = typeName(c.node, false);
    else if (c.name === 'lnew') made = typeName(c.node, true);
  }
  if (!decl) return null;
  const typeNode = written ?? made;
  const parts = typeNode?.text.split(/\.|::|\\/).map((p) => p.trim());
  if (!parts || parts.some((p) => !/^[A-Za-z_][\w$]*$/.test(p))) {
    // A field assigned something that says no type (`this.repo = injected`) leaves none known, unless written. A Go
    // struct's field written with a type that is no plain name (`[]int`, `map[K]V`, `func()`) is one all the same: it
    // hides a field of that name a struct it embeds would bring.
    if (whole) return { node: decl, type: CONFLICT, written: false, field };
    return lang === 'go' && field ? { node: decl, type: CONFLICT, written: true, field } : null;
  }
  return { node: decl, type: parts.join(qualifierJoint(lang)), written: written !== null, field };
}

/** A Go struct type's name, and the extent of the function declaring it (null: the package's, at the top level). */
interface StructAt {
  name: string;
  /** The line of the struct's name. */
  line: number;
  scope: [number, number] | null;
}

/** A Go type written as a plain name, or one of another package (`store.Repo`). */
const GO_TYPE_NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?$/;
/** Fields reached one after another (`.repo`, `.in.r`). */
const GO_FIELD_CHAIN = /^(?:\.[A-Za-z_]\w*)+$/;
/**
 * The type of a Go struct's field that types no call (a predeclared type, a slice, a map, a function), kept for a
 * struct that embeds another: the field hides the embedded one's of its name (resolve-uses.ts promotion).
 */
export const OPAQUE_FIELD = '*';

/** Ruby's methods that run a block on another receiver than the method around it (a module, an object). */
const RUBY_EVALS = new Set(['module_eval', 'class_eval', 'instance_eval', 'module_exec', 'class_exec', 'instance_exec']);

/** Whether `node` lies inside a part of the tree the grammar could not read. */
function insideError(node: Node): boolean {
  for (let p = node.parent; p !== null; p = p.parent) if (p.type === 'ERROR') return true;
  return false;
}

const GO_FUNCTIONS = new Set(['function_declaration', 'method_declaration', 'func_literal']);

/** The extent of the innermost Go function around `node`, or null at the top level. */
function functionAround(node: Node): [number, number] | null {
  for (let p = node.parent; p !== null; p = p.parent) if (GO_FUNCTIONS.has(p.type)) return [p.startIndex, p.endIndex];
  return null;
}

/** Languages whose methods reach their class's fields by bare name. */
const BARE_FIELDS = new Set<LanguageId>(['java', 'csharp', 'cpp']);
const SELF_NAMES = new Set(['this', 'self', '$this']);

/** The types fields and file-level names are declared with, for a call through one (`this.repo.save()`). */
class DeclaredTypes {
  private constructor(
    private readonly lang: LanguageId,
    private readonly locals: LocalNames | null,
    /** Each class's extent and its fields' types (CONFLICT: declared with several). */
    private readonly classes: { start: number; end: number; fields: Map<string, string> }[],
    /** Go: each struct's fields by the struct's name (null: the file declares the name more than once). */
    private readonly structs: Map<string, Map<string, string> | null> | null = null,
    /** Go: the structs functions declare, each with the function's extent. */
    private readonly localStructs: readonly { name: string; scope: [number, number]; fields: Map<string, string> }[] = [],
    /** Go: the line of each struct's name the file declares at the package level. */
    private readonly structLines: ReadonlyMap<string, number> = new Map(),
    /** Go: the structs the file declares that embed another. */
    private readonly embedding: ReadonlySet<string> = new Set(),
  ) {}

  static of(typedDeclarations: readonly TypedDeclaration[], lang: LanguageId, locals: LocalNames | null, classes: readonly [number, number][], structNames: ReadonlyMap<number, StructAt> | null = null, embedding: ReadonlyMap<number, readonly [string, string][]> | null = null): DeclaredTypes {
    const byClass = new Map<number, { start: number; end: number; fields: Map<string, string> }>();
    const written = new Set<string>();
    let anyField = false;
    for (const typed of typedDeclarations) {
      if (!typed.field) continue;
      anyField = true;
      // A field typed by a type parameter of its own type (`Box[T any] struct{ val T }`) holds a value of any type.
      const type = typed.type !== CONFLICT && locals?.declares(rootOf(typed.type), typed.node.startIndex) ? CONFLICT : typed.type;
      // The innermost class around the field's name.
      const at = typed.node.startIndex;
      let cls: [number, number] | null = null;
      for (const c of classes) if (c[0] <= at && at < c[1] && (!cls || c[0] > cls[0])) cls = c;
      if (!cls) continue;
      const entry = byClass.get(cls[0]) ?? byClass.set(cls[0], { start: cls[0], end: cls[1], fields: new Map() }).get(cls[0])!;
      const name = typed.node.text;
      const key = `${cls[0]}\u0000${name}`;
      const known = entry.fields.get(name);
      // A written type wins over a constructed one; two written (or two constructed) that differ say nothing.
      if (known === undefined || (typed.written && !written.has(key))) entry.fields.set(name, type);
      else if (known !== type && typed.written === written.has(key)) entry.fields.set(name, CONFLICT);
      if (typed.written) written.add(key);
    }
    // Every class counts for which class is around a call, once some class has a field with a type.
    if (anyField) for (const [start, end] of classes) if (!byClass.has(start)) byClass.set(start, { start, end, fields: new Map() });
    let structs: Map<string, Map<string, string> | null> | null = null;
    const localStructs: { name: string; scope: [number, number]; fields: Map<string, string> }[] = [];
    const structLines = new Map<string, number>();
    const embeds = new Set<string>();
    if (structNames && structNames.size > 0) {
      structs = new Map();
      for (const [start, { name, line, scope }] of structNames) {
        const fields = byClass.get(start)?.fields ?? new Map<string, string>();
        // An embedded type is a field named after it (`s.Base.Up()`); a name declared twice says no type.
        const embedded = embedding?.get(start);
        for (const [field, type] of embedded ?? []) fields.set(field, fields.has(field) ? CONFLICT : type);
        if (scope !== null) localStructs.push({ name, scope, fields });
        else {
          if (embedded) embeds.add(name);
          structs.set(name, structs.has(name) ? null : fields);
          structLines.set(name, line);
        }
      }
    }
    return new DeclaredTypes(lang, locals, [...byClass.values()], structs, localStructs, structLines, embeds);
  }

  /**
   * Go: every field of a struct the file declares once at the package level whose type is a plain name (`Helper`,
   * `store.Repo`; a pointer's element) and no predeclared one: what a call through the field from another file reads
   * (fieldPath).
   */
  structFields(): { struct: string; line: number; field: string; type: string }[] {
    const out: { struct: string; line: number; field: string; type: string }[] = [];
    for (const [struct, fields] of this.structs ?? []) {
      if (fields === null) continue;
      for (const [field, type] of fields) {
        // A predeclared type (`string`, `error`) has no members of the tree: its fields are left out, unless the
        // struct embeds another, whose field of that name it hides (OPAQUE_FIELD: a field no call goes through).
        const plain = type !== CONFLICT && GO_TYPE_NAME.test(type) && !isBuiltinName('go', type);
        if (plain || this.embedding.has(struct)) out.push({ struct, line: this.structLines.get(struct)!, field, type: plain ? type : OPAQUE_FIELD });
      }
    }
    return out;
  }

  /**
   * Go: the qualifier of a call through the field chain `rest` (`.repo`, `.in.r`) of a value of the struct `struct`
   * (`Svc` of another file of the package, `store.Box`, or one this file declares: below): the struct's name, then
   * the fields, which the resolver reads through the struct's own file (the fields it declares: structFields), or
   * the structs it embeds. Null elsewhere.
   */
  fieldPath(struct: string, rest: string): string | null {
    if (this.lang !== 'go' || !GO_TYPE_NAME.test(struct) || !GO_FIELD_CHAIN.test(rest)) return null;
    // A struct the file declares: through a chain of fields (`s.in.r`, `d.Svc.log`), or a field it does not declare
    // itself, which one it embeds may bring; its own field alone answered already (structField).
    if (this.structs?.has(struct)) {
      const fields = this.structs.get(struct);
      const one = rest.indexOf('.', 1) === -1;
      if (!fields || (one && (fields.has(rest.slice(1)) || !this.embedding.has(struct)))) return null;
    }
    return `${struct}${rest}`;
  }

  /**
   * The type a Go struct the file declares gives its field `rest` names (`.repo`), or null: no such struct or
   * field here (another file of the package may declare the struct; an embedded one may bring the field: fieldPath),
   * a field declared with a type that is no plain name, or a longer chain (fieldPath). With `localAt` (where the use is, when a function
   * around it declares a type of the struct's name), the struct that function declares.
   */
  structField(struct: string, rest: string, localAt: number | null = null): string | null {
    let fields = localAt === null ? this.structs?.get(struct) : undefined;
    // A struct a function declares: the innermost of that name around the use (they come in source order, so the
    // last around it), else none (a type parameter, say).
    if (localAt !== null) for (const l of this.localStructs) if (l.name === struct && l.scope[0] <= localAt && localAt < l.scope[1]) fields = l.fields;
    if (!fields || rest.length < 2 || rest[0] !== '.' || rest.indexOf('.', 1) !== -1) return null;
    const type = fields.get(rest.slice(1));
    return type === undefined || type === CONFLICT ? null : type;
  }

  /**
   * The type a call's qualifier holds when it is no local: a field of the class around the use (`this.f`,
   * `self.f`, or in Java, C# and C++ `f` alone), else a name the file declares outside every scope with a type.
   * Null when nothing says.
   */
  typeThrough(qualifier: string, at: number): string | null {
    // Most calls go through something else: they are told apart without splitting (a call site is hot).
    const plain = qualifier.indexOf('.') === -1 && qualifier.indexOf('->') === -1;
    if (this.classes.length > 0) {
      let field: string | null = null;
      if (plain) field = BARE_FIELDS.has(this.lang) ? qualifier : null;
      else {
        const parts = qualifier.split(/\.|->/);
        if (parts.length === 2 && SELF_NAMES.has(parts[0]!)) field = parts[1]!;
      }
      if (field !== null) {
        // `this` is the innermost class around the call, whatever fields an outer one has.
        let inner: { start: number; fields: Map<string, string> } | null = null;
        for (const c of this.classes) if (c.start <= at && at < c.end && (!inner || c.start > inner.start)) inner = c;
        const type = inner?.fields.get(field);
        if (type !== undefined) return type === CONFLICT ? null : type;
      }
    }
    return plain ? (this.locals?.fileTypeOf(qualifier) ?? null) : null;
  }
}
