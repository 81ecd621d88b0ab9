/**
 * The string `code` a thrown error carries: a failed system call's errno (`ENOENT`, `EACCES`) or a named
 * fault's stable code (`injected_fault`); null when it carries none. The one place such a code is read.
 */
export function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : null;
}
