/** The `code` of a Node system error (ENOENT, EEXIST, ...), if any. */
export function errnoOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}
