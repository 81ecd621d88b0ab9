// The type a Rust `impl` block is for, as extraction names it (its methods become that type's members).
import type { Node } from 'web-tree-sitter';
import { fieldText } from './extract-common.js';

/** `Foo`, `Foo<T>`, `crate::a::Foo` and `&Foo` all name `Foo`. */
export function implTypeName(node: Node | null): string | null {
  if (!node) return null;
  if (node.type === 'type_identifier') return node.text;
  if (node.type === 'generic_type') return implTypeName(node.childForFieldName('type'));
  if (node.type === 'scoped_type_identifier') return fieldText(node);
  if (node.type === 'reference_type') return implTypeName(node.childForFieldName('type'));
  return null;
}
