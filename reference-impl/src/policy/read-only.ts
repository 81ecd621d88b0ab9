import type { RefusalResult } from './generic-gate.js';
import type { ActionEntry } from './types.js';

/** The effects a read-only attach still admits: anything else is a write. */
const READ_EFFECTS: ReadonlySet<string> = new Set(['read']);

/** The effects of `entry` a read-only attach refuses; empty for a read. */
export function writeEffects(entry: ActionEntry): string[] {
  return entry.effects.filter((effect) => !READ_EFFECTS.has(effect));
}

/**
 * The read-only attach's one rule, applied after the generic gate admitted a call: an action with any effect
 * beyond `read` is refused `read_only`, naming the action and the fix; a read passes (null). A union entry (the
 * exact action waits on an owner fact) carries every branch's effects, so it is refused when any branch writes.
 */
export function readOnlyRefusal(entry: ActionEntry): RefusalResult | null {
  const writes = writeEffects(entry);
  if (writes.length === 0) return null;
  // Stryker disable next-line StringLiteral: the separator of the listed effects is prose
  const listed = writes.join(', ');
  const text = `Error: read_only: semantic action '${entry.action}' writes (${listed}) and this server is attached read-only; restart it without --read-only and with M1ND_READ_ONLY unset to write`;
  return { content: [{ type: 'text', text }], isError: true };
}
