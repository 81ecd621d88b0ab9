/** One line of the check:mcp verdict. */
export interface CheckOutcome {
  name: string;
  ok: boolean;
  detail: string;
}

/** `N passed, N failed` over the outcomes. */
export function summarize(outcomes: readonly CheckOutcome[]): string {
  const passed = outcomes.filter((o) => o.ok).length;
  return `${passed} passed, ${outcomes.length - passed} failed`;
}
