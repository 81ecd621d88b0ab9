// Calls read from a script's use query (extract-uses.ts), for what asks about a call of one function by its name:
// the import forms `require(…)` (extract-typescript.ts) and an emitted `__awaiter(this, …)` (this-binding.ts).
// Reading them here rather than by patterns of their own keeps the query's compile cheap: tree-sitter works out the
// possible matches of every pattern rooted at an expression against the grammar as the query compiles, about 3 ms
// each on the baseline compiler, in every thread that parses.
import type { Node, QueryMatch } from 'web-tree-sitter';

/** A use match's call: its node, the name it calls, and whether it calls through a receiver (`x.f()`). */
export interface UseCall {
  call: Node;
  callee: Node;
  received: boolean;
}

/** The call a use match is (its @call, @name and @qualifier captures), or null for any other match. */
export function useCall(m: QueryMatch): UseCall | null {
  let call: Node | null = null;
  let callee: Node | null = null;
  let received = false;
  for (const c of m.captures) {
    if (c.name === 'call') call = c.node;
    else if (c.name === 'name') callee = c.node;
    else if (c.name === 'qualifier') received = true;
  }
  return call === null || callee === null ? null : { call, callee, received };
}

/** Whether `node`'s text is `name`, its length compared first (no text is made for most nodes). */
export function spells(node: Node, name: string): boolean {
  return node.endIndex - node.startIndex === name.length && node.text === name;
}

/**
 * The call node of a use match that calls the function `name` by its bare name: `require(…)`, not `x.require(…)`,
 * `new require(…)` or `requires(…)`; null for any other match.
 */
export function bareCall(m: QueryMatch, name: string): Node | null {
  const use = useCall(m);
  return use !== null && !use.received && use.call.type === 'call_expression' && spells(use.callee, name) ? use.call : null;
}
