/** Epoch milliseconds as the RFC 3339 UTC text the store records (`2030-01-01T00:00:00.000Z`). */
export function instantOf(ms: number): string {
  return new Date(ms).toISOString();
}

/** An RFC 3339 instant (already validated by the schema) as epoch milliseconds. */
export function msOf(instant: string): number {
  return Date.parse(instant);
}
