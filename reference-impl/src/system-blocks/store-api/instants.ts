/**
 * Epoch milliseconds as the instant text the store records and answers: RFC 3339 UTC to the whole second
 * (`2030-01-01T00:00:00Z`), the form seed 003 writes. Truncated, never rounded, so an instant is never later
 * than the moment it stands for.
 */
export function instantOf(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** An RFC 3339 instant (already validated by the schema) as epoch milliseconds. */
export function msOf(instant: string): number {
  return Date.parse(instant);
}
