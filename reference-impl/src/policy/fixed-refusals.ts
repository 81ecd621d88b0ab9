/** How a fixed refusal reads on the wire: an ordinary result `{ok: false, refused}` or an isError result naming the code. */
export type FixedRefusalShape = 'result' | 'error';

/** The codes a verb's own refusal may carry. */
export type FixedRefusalCode = 'human_gesture_required' | 'sovereign_authority_required';

/**
 * A verb whose only wire answer is a refusal of its own. The gate answers it in place of its generic refusal,
 * keyed by the classified action and before any admission, so it is a decision of the gate and never a handler
 * the gate admits to: no floor lowered and no allowlist widened can make such a verb run.
 */
export interface FixedRefusal {
  code: FixedRefusalCode;
  shape: FixedRefusalShape;
  reason: string;
}

export const FIXED_REFUSALS: Readonly<Record<string, FixedRefusal>> = Object.freeze({
  // Seed 001 advertises the birth verb so an agent can read this refusal; only the binary's own --birth is a ceremony.
  'brain.bootstrap.birth': Object.freeze({
    code: 'human_gesture_required',
    // Stryker disable next-line StringLiteral: any shape but 'error' is the ordinary result
    shape: 'result',
    reason: 'birth needs the human ceremony of the server binary (--birth <root>); no wire client can perform it, whatever origin it claims',
  } satisfies FixedRefusal),
  // Seed 003: direct ratification is disabled; a client string, `human-ui` included, is no evidence of a human.
  'system_blocks.ratify': Object.freeze({
    code: 'sovereign_authority_required',
    shape: 'error',
    reason: 'direct system_blocks_ratify is disabled; a client-supplied origin or ratifier (human-ui included) grants no authority, and no authority-bound ratification path is installed',
  } satisfies FixedRefusal),
});

/** The fixed refusal of `action`, if it has one; own keys only. */
export function findFixedRefusal(action: string, table: Readonly<Record<string, FixedRefusal>> = FIXED_REFUSALS): FixedRefusal | undefined {
  return Object.hasOwn(table, action) ? table[action] : undefined;
}
