// Calls read from a script's use query (extract-uses.ts), for what asks about a call of one function by its name:
// the import forms `require(…)` (extract-typescript.ts) and an emitted `__awaiter(this, …)` (this-binding.ts).
// Reading them here rather than by patterns of their own keeps the query's compile cheap: tree-sitter works out the
// possible matches of every pattern rooted at an expression against the grammar as the query compiles, about 3 ms
// each on the baseline compiler, in every thread that parses.
import type { Node, QueryMatch } from 'web-tree-sitter';

/**
 * The call node of a use match that calls the function `name` by its bare name: `require(…)`, not `x.require(…)`,
 * `new require(…)` or `requires(…)`; null for any other match.
 */
export function bareCall(m: QueryMatch, name: string): Node | null {
  let call: Node | null = null;
  let callee: Node | null = null;
  for (const c of m.captures) {
    if (c.name === 'call') call = c.node;
    else if (c.name === 'name') callee = c.node;
    else if (c.name === 'qualifier') return null;
  }
  if (call === null || callee === null || call.type !== 'call_expression') return null;
  return callee.endIndex - callee.startIndex === name.length && callee.text === name ? call : null;
}
