// Symbols found by a definitions query: each match captures a definition node (its capture name is the
// node type) and its @name; nesting comes from the nodes' extents, so one small loop serves every language.
import type { Node, QueryMatch } from 'web-tree-sitter';
import { C_TAG_TYPES } from './c-tags.js';
import { symbolAt, type RawSymbol } from './extract-common.js';
import type { QueryLanguage } from './extract-query-language.js';
import type { NodeType } from './types.js';

const CONTAINERS = new Set<NodeType>(['class', 'struct', 'interface', 'trait', 'enum']);
const VALUES = new Set<NodeType>(['variable', 'constant']);
/** The definitions whose values are theirs: a class-like container's members, a namespace's or module's names. */
const SCOPES = new Set<NodeType>([...CONTAINERS, 'module']);

interface Def {
  node: Node;
  /** The node's extent, read once (each read crosses into wasm). */
  start: number;
  end: number;
  name: string;
  type: NodeType;
  qualified: string;
  /** Named in the scope around the enum it is written in: captured with `@_outer`, as the language's namedOutside says. */
  outer: boolean;
}

/**
 * The symbols of a definitions query's matches. A name written with a scope (`Greeter::greet`, an
 * out-of-class C++ definition) keeps the scope in its qualified name. A function inside a class-like
 * container is a method; a method outside one (a top-level Ruby `def`) is a function. With `lexical` (Ruby), a
 * name written from the top (`class ::Top`) is top-level wherever it is written, and a definition with a scoped or
 * rooted name records the definition it is written in (`within`): its body sees that one's names, not its scope's.
 */
export function symbolsByQuery(matches: readonly QueryMatch[], lang: Pick<QueryLanguage, 'lexicalNesting' | 'declaredNames' | 'namedOutside' | 'definesNothing' | 'namesClass'> = {}): RawSymbol[] {
  const lexical = lang.lexicalNesting === true;
  const defs: Def[] = [];
  for (const m of matches) {
    let node: Node | null = null;
    let name: string | null = null;
    let type: NodeType | null = null;
    let outer = false;
    for (const c of m.captures) {
      // A name written as a symbol (Ruby's `alias_method :new, :old`) is the name after its colon; a capture named
      // with a leading underscore only serves a predicate.
      if (c.name === 'name') name = c.node.type === 'simple_symbol' ? c.node.text.slice(1) : c.node.text;
      else if (c.name === '_outer') outer = lang.namedOutside?.(c.node) ?? true;
      else if (!c.name.startsWith('_')) {
        node = c.node;
        type = c.name as NodeType;
      }
    }
    if (!node || !type || lang.definesNothing?.(node) === true) continue;
    // A definition captured without a name declares those the language reads from it (`int a = 1, *b;`).
    for (const n of name !== null ? [name] : lang.declaredNames?.(node) ?? []) defs.push({ node, start: node.startIndex, end: node.endIndex, name: n, type, qualified: '', outer });
  }
  defs.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RawSymbol[] = [];
  const declared = new Set<string>();
  const stack: Def[] = [];
  for (const d of defs) {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= d.start) stack.pop();
    // A definition of the same declaration (`int f(), g;` declares a method and a field side by side) is no parent.
    let top = stack.length - 1;
    while (top >= 0 && stack[top]!.start === d.start && stack[top]!.end === d.end) top--;
    let parent = stack[top] ?? null;
    if (d.outer && parent?.type === 'enum') parent = stack[top - 1] ?? null;
    // A C typedef is no scope of the struct it names (`typedef struct node {…} node;`: `node` and its fields are the
    // file's, as `struct node` writes them); an unnamed one's fields are the typedef's.
    else if (parent?.type === 'type' && C_TAG_TYPES.has(d.type)) parent = stack[top - 1] ?? null;
    // A value written inside a function (a local, a field of a struct a function declares) is none of the file's.
    if (VALUES.has(d.type) && parent !== null && !SCOPES.has(parent.type)) continue;
    const scoped = scopedParts(d.name);
    const label = scoped[scoped.length - 1] ?? d.name;
    const scope = scoped.slice(0, -1).join('.');
    let qualified = parent ? `${parent.qualified}.${label}` : label;
    let parentName = parent?.qualified ?? null;
    const rooted = lexical && d.name.startsWith('::');
    // The qualified name's scope, where a scoped or rooted name puts it.
    let owner: string | null = null;
    if (scope !== '' || rooted) {
      const outer = parent && !rooted ? `${parent.qualified}.` : '';
      qualified = scope === '' ? label : `${outer}${scope}.${label}`;
      owner = qualified.slice(0, Math.max(0, qualified.length - label.length - 1));
      parentName = declared.has(owner) ? owner : null;
    }
    const inContainer = (parent && CONTAINERS.has(parent.type)) || scope !== '';
    const type = d.type === 'function' && inContainer ? 'method' : d.type === 'method' && !inContainer ? 'function' : d.type;
    d.qualified = qualified;
    declared.add(qualified);
    const sym = symbolAt(qualified, label, type, d.node.startPosition.row, d.node.endPosition.row, parentName);
    const within = parent?.qualified ?? '';
    if (lexical && owner !== null && within !== owner) sym.within = within;
    if (type === 'function' && lang.namesClass?.(d.node) === true) sym.namesClass = true;
    out.push(sym);
    // A value holds no definitions (`int a, b;` declares two fields side by side).
    if (!VALUES.has(d.type)) stack.push(d);
  }
  // Ruby keeps constants and methods apart (`MAIN_DOES_NOTHING` and `MAIN_DOES_NOTHING(…)`): both stay.
  return lexical ? out : withoutShadowedValues(out);
}

/**
 * Leaves out a member field, constant or enum member whose qualified name another definition of the file also has
 * (Java's `String name;` beside `String name()`): a use of the name finds the other one, as it did before such
 * members were definitions, rather than whichever was written first.
 */
function withoutShadowedValues(symbols: RawSymbol[]): RawSymbol[] {
  const isMemberValue = (s: RawSymbol) => s.parent !== null && VALUES.has(s.type);
  const others = new Set<string>();
  for (const s of symbols) if (!isMemberValue(s)) others.add(s.qualified);
  const kept = symbols.filter((s) => !isMemberValue(s) || !others.has(s.qualified));
  return kept.length === symbols.length ? symbols : kept;
}

/**
 * The parts of a name written with a scope (`A::B::f`, PHP's `A\\f`), each without the template arguments and
 * spaces C++ may write in it: `rc<_Node, _Alloc>::\n swap` is `rc` and `swap`, the names its class declares.
 */
export function scopedParts(name: string): string[] {
  const plain = name.includes('<') ? withoutTemplateArguments(name) : name;
  // A part that is several words comes of a macro the grammar took for a type (`_GLIBCXX_NODISCARD inline bool
  // rc<…>::empty`, where it reads `bool rc` as one name): its last word is the name.
  return plain.split(/::|\\/).map((p) => lastWord(p)).filter((p) => p !== '');
}

function lastWord(part: string): string {
  const words = part.trim().split(/\s+/);
  return words[words.length - 1]!;
}

/** `name` without its balanced `<…>` lists (an operator's lone `<`, as in `operator<`, stays). */
function withoutTemplateArguments(name: string): string {
  let out = '';
  let i = 0;
  while (i < name.length) {
    const c = name[i]!;
    if (c === '<' && !/operator\s*<*$/.test(out)) {
      let depth = 0;
      let j = i;
      for (; j < name.length; j++) {
        if (name[j] === '<') depth++;
        else if (name[j] === '>' && --depth === 0) break;
      }
      if (j < name.length) {
        i = j + 1;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}
