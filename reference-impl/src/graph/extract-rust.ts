// Symbols, `mod x;` declarations and the names `use` declarations bind (at the top, and in an inline module or a
// function for it alone), of Rust sources; and whether a macro invoked where items are written may define more.
import type { Node } from 'web-tree-sitter';
import type { ModDecl } from '../records/index.js';
import { modDeclName, OUTSIDE_CRATE } from './mod-decls.js';
import { implTypeName } from './rust-impl-type.js';
import { pathFromFileModule } from './rust-module-path.js';
import { SymbolCollector, fieldText, type Extraction, type RawBinding, type RawUse } from './extract-common.js';
import { UNKNOWN_BASE } from './extract-uses.js';
import type { NodeType } from './types.js';

const SIMPLE_ITEMS: Record<string, NodeType> = {
  function_item: 'function',
  function_signature_item: 'function',
  struct_item: 'struct',
  union_item: 'struct',
  enum_item: 'enum',
  type_item: 'type',
  const_item: 'constant',
};

export function extractRust(root: Node): Extraction {
  const c = new SymbolCollector();
  visitItems(root.namedChildren, c, null);
  for (const item of root.namedChildren) {
    const arg = item.type === 'use_declaration' ? item.childForFieldName('argument') : null;
    if (arg) useBindings(arg, '', c.out.bindings);
  }
  markItemMacros(root.namedChildren, null, c.out.uses);
  const { crates, externs } = topLevelCrates(root.namedChildren);
  // `extern crate serde;` at the file's top makes `self::serde::de` (2015 edition) a path into that crate.
  const outside = [...externs].map((name): ModDecl => [name, OUTSIDE_CRATE]);
  c.out.modDecls = mergeModDecls([...c.out.modDecls, ...outside], crates);
  return c.out;
}

/**
 * The file's `mod` declarations, one per name: several of one name (`#[cfg(unix)] #[path = "unix.rs"] mod sys;` and
 * `#[cfg(windows)] #[path = "windows.rs"] mod sys;`) are its files for several configurations, and a name the file's
 * top also binds to a crate (`crates`) has that crate for another.
 */
function mergeModDecls(decls: readonly ModDecl[], crates: ReadonlySet<string>): ModDecl[] {
  const files = new Map<string, string[]>();
  for (const d of decls) {
    const name = modDeclName(d);
    const list = files.get(name) ?? files.set(name, []).get(name)!;
    for (const f of typeof d === 'string' ? [''] : d.slice(1)) if (!list.includes(f)) list.push(f);
  }
  const out: ModDecl[] = [];
  for (const [name, list] of files) {
    if (crates.has(name) && !list.includes(OUTSIDE_CRATE)) list.push(OUTSIDE_CRATE);
    const [first, ...more] = list;
    out.push(more.length === 0 && first === '' ? name : [name, first!, ...more]);
  }
  return out;
}

/**
 * The names the file's top binds to a crate (`use libc as c;`, `use regex;`, `extern crate alloc as a;`), `externs`
 * those `extern crate` binds: a `mod` of one of them is there in some configurations only (`#[cfg(windows)] mod c;`),
 * the crate in the others. A `use` of a longer path may bind a function or a type, which a module's name does not
 * clash with.
 */
function topLevelCrates(items: readonly Node[]): { crates: Set<string>; externs: Set<string> } {
  const crates = new Set<string>();
  const externs = new Set<string>();
  for (const item of items) {
    if (item.type === 'extern_crate_declaration') {
      const name = item.childForFieldName('alias') ?? item.childForFieldName('name');
      if (name) [crates, externs].forEach((s) => s.add(name.text));
    }
    const arg = item.type === 'use_declaration' ? item.childForFieldName('argument') : null;
    if (arg) for (const name of crateBindings(arg)) crates.add(name);
  }
  return { crates, externs };
}

/** A crate's own name alone, as a `use` writes it: `libc`, `::libc`. */
const CRATE_PATH = /^(?:::)?[A-Za-z_][A-Za-z0-9_]*$/;

/** The names a `use` binds to a crate itself: `use regex;`, `use ::libc as c;`, `use libc::{self as c};`. */
function crateBindings(arg: Node): string[] {
  if (CRATE_PATH.test(arg.text)) return [arg.text.replace(/^::/, '')];
  if (arg.type === 'use_as_clause') {
    const alias = arg.childForFieldName('alias');
    return alias && CRATE_PATH.test(arg.childForFieldName('path')?.text ?? '') ? [alias.text] : [];
  }
  const crate = arg.type === 'scoped_use_list' ? arg.childForFieldName('path')?.text ?? '' : '';
  if (!CRATE_PATH.test(crate)) return [];
  const names: string[] = [];
  for (const item of arg.childForFieldName('list')?.namedChildren ?? []) {
    if (item.type === 'self') names.push(crate.replace(/^::/, ''));
    else if (item.type === 'use_as_clause' && item.childForFieldName('path')?.type === 'self') names.push(item.childForFieldName('alias')?.text ?? '');
  }
  return names.filter((n) => n !== '');
}

/**
 * A macro invoked where items are written (`cfg_if! { … }`, `lazy_static! { … }`, `trait_template! { pub trait … }`)
 * may define any item there: each module holding one (the file's top: no owner; an inline module: its owner) is
 * marked as one that may hold names no definition shows, so a use of one it lacks is not judged (resolve-uses.ts
 * moduleHides), as for a Python module that binds names in blocks. `m! { … }` is an item of the grammar, `m!(…);` a
 * statement holding one.
 */
function markItemMacros(items: readonly Node[], module: { line: number; name: string } | null, out: RawUse[]): void {
  let marked = false;
  for (const item of items) {
    const macro = item.type === 'macro_invocation' || (item.type === 'expression_statement' && item.firstNamedChild?.type === 'macro_invocation');
    if (macro && !marked) {
      out.push({ name: UNKNOWN_BASE, qualifier: UNKNOWN_BASE, line: item.startPosition.row + 1, kind: 'extends', ...(module ? { owner: module } : {}) });
      marked = true;
    }
    const body = item.type === 'mod_item' ? item.childForFieldName('body') : null;
    const name = body ? fieldText(item) : null;
    if (body && name) markItemMacros(body.namedChildren, { line: item.startPosition.row + 1, name }, out);
  }
}

/**
 * `use a::b::c;` binds c to item c of module path `a::b`; `use a::b as d;` binds d; `use a::{b, c::d, self}`
 * binds b, d and a; `use a::*;` opens a whole. A bare `use a;` (another crate) binds nothing.
 */
function useBindings(node: Node, prefix: string, out: RawBinding[]): void {
  const type = node.type;
  const joined = (text: string) => (prefix === '' ? text : `${prefix}::${text}`).replace(/\s+/g, '');
  if (type === 'use_list') {
    for (const child of node.namedChildren) useBindings(child, prefix, out);
  } else if (type === 'scoped_use_list') {
    const pathNode = node.childForFieldName('path');
    const list = node.childForFieldName('list');
    if (list) useBindings(list, pathNode ? joined(pathNode.text) : prefix, out);
  } else if (type === 'use_wildcard') {
    const inner = node.namedChildren[0];
    if (inner) out.push({ local: '*', imported: null, from: joined(inner.text), space: 'path' });
  } else if (type === 'use_as_clause') {
    const pathNode = node.childForFieldName('path');
    const alias = node.childForFieldName('alias');
    if (pathNode && alias && alias.text !== '_') bindPath(joined(pathNode.text), alias.text, out);
  } else if (type === 'self') {
    if (prefix !== '') bindPath(prefix, null, out);
  } else if (type === 'scoped_identifier' || type === 'identifier') {
    bindPath(joined(node.text), null, out);
  }
}

/** `a::b::c` as a binding of c (or `local`) to c of `a::b`. */
function bindPath(full: string, local: string | null, out: RawBinding[]): void {
  const at = full.lastIndexOf('::');
  if (at === -1) return;
  const imported = full.slice(at + 2);
  if (imported === 'self' || imported === 'super' || imported === 'crate') return;
  out.push({ local: local ?? imported, imported, from: full.slice(0, at), space: 'path' });
}

/**
 * The names the `use` declarations among `items` bind in the scope `scope` (an inline module, or a function whose body
 * holds them), which lies in the inline module `module` (its qualified name; null: the file's own). A path through
 * `self` or `super` is written again from the file's own module (`use super::*` in a module of the file's top level
 * opens the file itself).
 */
function scopedBindings(uses: readonly Node[], scope: string, module: string | null, out: RawBinding[], children: ReadonlySet<string> = new Set()): void {
  const path = module === null ? [] : module.split('.');
  for (const use of uses) {
    const arg = use.childForFieldName('argument');
    if (!arg) continue;
    const found: RawBinding[] = [];
    useBindings(arg, '', found);
    for (const b of found) out.push({ ...b, from: fromFileModule(b.from, path, children), scope });
  }
}

/**
 * A `use` path written in the inline module at `path` (its names), as written from the file's own module; one that
 * starts at an item the module itself declares (`use inner::*` beside `mod inner`) starts there.
 */
function fromFileModule(from: string, path: readonly string[], children: ReadonlySet<string>): string {
  const segs = from.split('::');
  if (path.length > 0 && children.has(segs[0]!)) return ['self', ...path, ...segs].join('::');
  return segs[0] === 'self' || segs[0] === 'super' ? pathFromFileModule(segs, path).join('::') : from;
}

/** The `use` declarations in a function's body, at any depth but inside a nested module's. */
function usesInBody(fn: Node): Node[] {
  const body = fn.childForFieldName('body');
  if (!body) return [];
  return body.descendantsOfType('use_declaration').filter((u) => !hasAncestor(u, 'mod_item', body));
}

function hasAncestor(node: Node, type: string, stop: Node): boolean {
  for (let p = node.parent; p && !p.equals(stop); p = p.parent) if (p.type === type) return true;
  return false;
}

function visitItems(items: Node[], c: SymbolCollector, parent: string | null): void {
  // Structs and traits first, so impl blocks anywhere in the file can attach methods to them.
  // Each by its qualified name and the line it is declared on (which names it as the owner of its `impl`s' traits).
  const types = new Map<string, { qualified: string; line: number }>();
  const kinds = items.map((item) => item.type);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const type = kinds[i]!;
    const simple = SIMPLE_ITEMS[type];
    const name = simple || type === 'static_item' || type === 'trait_item' || type === 'mod_item' ? fieldText(item) : null;
    if (simple && name) {
      const q = c.add(item, name, simple, parent);
      if (simple === 'struct' || simple === 'enum') types.set(name, { qualified: q, line: item.startPosition.row + 1 });
      if (simple === 'enum') addVariants(item, c, q);
      if (type === 'function_item') scopedBindings(usesInBody(item), q, parent, c.out.bindings);
    } else if (type === 'static_item' && name) {
      const mutable = item.namedChildren.some((n) => n.type === 'mutable_specifier');
      c.add(item, name, mutable ? 'variable' : 'constant', parent);
    } else if (type === 'trait_item' && name) {
      const trait = c.add(item, name, 'trait', parent);
      addAssociated(item, c, trait, parent);
    } else if (type === 'mod_item' && name) {
      const body = item.childForFieldName('body');
      const mod = c.add(item, name, 'module', parent);
      if (body) {
        // What a path can start at: a module or an enum the module declares (a function `once_cell` is no path).
        const children = new Set(body.namedChildren.map((n) => (n.type === 'mod_item' || n.type === 'enum_item' ? fieldText(n) : null)).filter((n): n is string => n !== null));
        scopedBindings(body.namedChildren.filter((n) => n.type === 'use_declaration'), mod, mod, c.out.bindings, children);
        visitItems(body.namedChildren, c, mod);
      }
      else if (parent === null) c.out.modDecls.push(modDecl(name, items, i));
    }
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (kinds[i] !== 'impl_item') continue;
    const typeName = implTypeName(item.childForFieldName('type'));
    if (!typeName) continue;
    const declared = types.get(typeName);
    const owner = declared?.qualified;
    // Methods of a type declared elsewhere keep the type in their name but hang off the file.
    addAssociated(item, c, owner ?? (parent ? `${parent}.${typeName}` : typeName), parent, owner === undefined);
    // `impl Tr for T` of a type declared beside it: Tr is a base of T, whose provided methods are T's members too
    // (`T::helper()` of `trait Tr { fn helper() {} }`; from a trait outside the tree, any member may be).
    const trait = traitNamed(item.childForFieldName('trait'));
    const line = ownType(item.childForFieldName('type')) ? declared?.line : undefined;
    if (trait && line !== undefined) c.out.uses.push({ ...trait, line: item.startPosition.row + 1, kind: 'extends', owner: { line, name: typeName } });
  }
}

/**
 * Whether an `impl`'s type is a type of the items beside it, written by its own name (`T`, `T<U>`): not `&T`, whose
 * `impl` gives T no member, nor `io::Error`, another module's type of the name.
 */
function ownType(node: Node | null): boolean {
  const named = node?.type === 'generic_type' ? node.childForFieldName('type') : node;
  return named?.type === 'type_identifier';
}

/**
 * The trait an `impl` is of, as a name (named as implTypeName names a type) and the path before it: `Tr`, `Tr<u8>`,
 * `fmt::Debug`, `crate::a::Tr`.
 */
function traitNamed(node: Node | null): { name: string; qualifier: string | null } | null {
  const name = implTypeName(node);
  if (name === null) return null;
  const named = node?.type === 'generic_type' ? node.childForFieldName('type') : node;
  return { name, qualifier: named?.type === 'scoped_type_identifier' ? (named.childForFieldName('path')?.text ?? null) : null };
}

/**
 * A `mod x;` declaration (ModDecl): its name alone, or with the files its attributes name: `#[path = "f.rs"]` in
 * place of the default file, and each `#[cfg_attr(…, path = "f.rs")]` beside it (the default file, `""`, unless a
 * plain `#[path]` replaces it).
 */
function modDecl(name: string, items: readonly Node[], at: number): ModDecl {
  const alternatives: string[] = [];
  let plain: string | null = null;
  for (let j = at - 1; j >= 0 && (items[j]!.type === 'attribute_item' || items[j]!.type === 'line_comment' || items[j]!.type === 'block_comment'); j--) {
    const attribute = items[j]!.type === 'attribute_item' ? items[j]!.firstNamedChild : null;
    const head = attribute?.firstNamedChild;
    if (!attribute || head?.type !== 'identifier') continue;
    if (head.text === 'path') plain = stringValue(attribute.childForFieldName('value')) ?? plain;
    else if (head.text === 'cfg_attr') {
      const args = attribute.childForFieldName('arguments')?.children ?? [];
      for (let k = 0; k + 2 < args.length; k++) {
        if (args[k]!.type !== 'identifier' || args[k]!.text !== 'path' || args[k + 1]!.type !== '=') continue;
        const file = stringValue(args[k + 2]!);
        if (file !== null) alternatives.unshift(file);
      }
    }
  }
  if (plain === null && alternatives.length === 0) return name;
  const [first, ...more] = [...alternatives, plain ?? ''];
  return [name, first!, ...more];
}

/** The text of a string literal without escapes (`"a/b.rs"`, `r"a\b.rs"`), or null. */
function stringValue(node: Node | null): string | null {
  if (node?.type !== 'string_literal' && node?.type !== 'raw_string_literal') return null;
  const parts = node.namedChildren;
  if (parts.length !== 1 || parts[0]!.type !== 'string_content') return null;
  return parts[0]!.text === '' ? null : parts[0]!.text;
}

/** An enum's variants (`Color::Red`), each a constant of the enum. */
function addVariants(item: Node, c: SymbolCollector, owner: string): void {
  for (const variant of item.childForFieldName('body')?.namedChildren ?? []) {
    // A variant's name; an attribute (`#[default]`) or a comment between them has none.
    const name = fieldText(variant);
    if (name) c.add(variant, name, 'constant', owner);
  }
}

/** What an impl block or a trait defines: its methods, associated constants (`A::LIMIT`) and associated types. */
const ASSOCIATED: Record<string, NodeType> = { function_item: 'method', function_signature_item: 'method', const_item: 'constant', associated_type: 'type', type_item: 'type' };

function addAssociated(container: Node, c: SymbolCollector, owner: string, module: string | null, detached = false): void {
  for (const member of container.childForFieldName('body')?.namedChildren ?? []) {
    const type = ASSOCIATED[member.type];
    const name = type ? fieldText(member) : null;
    if (!type || !name) continue;
    const qualified = `${owner}.${name}`;
    if (detached) c.addDetached(member, qualified, name, type);
    else c.add(member, name, type, owner);
    if (member.type === 'function_item') scopedBindings(usesInBody(member), qualified, module, c.out.bindings);
  }
}

