// C keeps the names of structs, unions and enums apart from those of functions, variables and typedefs (its tag
// namespace), and C++ lets a function or variable hide a class of its name: `struct stat` and `stat()` are two
// symbols, and `stat(p, &st)` calls the function. A C or C++ file's structs, unions, enums and classes are marked
// (FileDef `tag`), and so is a name written after one of those keywords (RawRef `tag`); the resolver reads a name
// written alone as a tag only when nothing else in reach has it (resolve-uses.ts IdentityIndex).
import type { Node } from 'web-tree-sitter';
import type { FileDef } from '../records/index.js';
import type { GraphNode } from './types.js';

const CPP = 'cpp';
/** The symbol types a C or C++ struct, union, enum or class is given (extract-cpp.ts: a union is a `struct`). */
export const C_TAG_TYPES: ReadonlySet<string> = new Set(['class', 'struct', 'enum']);
/** The nodes whose `name` is a tag when written with their keyword (`struct stat`, `enum color`, `class Box`). */
const TAG_SPECIFIERS: ReadonlySet<string> = new Set(['struct_specifier', 'union_specifier', 'enum_specifier', 'class_specifier']);

/** The file's definitions, each struct, union, enum and class of a C or C++ file marked as a tag. */
export function withCTags(lang: string, defs: FileDef[], nodes: readonly GraphNode[]): FileDef[] {
  if (lang !== CPP) return defs;
  const tags = new Set<string>();
  for (const n of nodes) if (C_TAG_TYPES.has(n.type)) tags.add(n.id);
  if (tags.size === 0) return defs;
  return defs.map((d) => (tags.has(d.id) ? { ...d, tag: true } : d));
}

/**
 * What the C or C++ type name `node` is: `tag` written after `struct`, `union`, `enum` or `class` (an elaborated
 * type's name, or the name a struct is defined with); `typedef` the name a typedef defines (`} node;` of `typedef
 * struct node {…} node;`, `*nodeptr` of `typedef struct node *nodeptr;`), which is no use; `plain` any other.
 */
export function typeNameRole(node: Node): 'tag' | 'typedef' | 'plain' {
  let parent = node.parent;
  if (parent === null) return 'plain';
  if (TAG_SPECIFIERS.has(parent.type)) return parent.childForFieldName('name')?.startIndex === node.startIndex ? 'tag' : 'plain';
  // `struct ::stat st;`: a name from the global scope, after the keyword.
  if (parent.type === 'qualified_identifier' && parent.childForFieldName('scope') === null && TAG_SPECIFIERS.has(parent.parent?.type ?? '')) return 'tag';
  let named = node;
  while (parent !== null && parent.type === 'pointer_declarator') {
    named = parent;
    parent = parent.parent;
  }
  return parent?.type === 'type_definition' && parent.childrenForFieldName('declarator').some((d) => d.startIndex === named.startIndex) ? 'typedef' : 'plain';
}
