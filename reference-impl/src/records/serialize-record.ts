/** The bytes of a record file: 2-space JSON and a final newline, so the same content always gives the same bytes. */
export function serializeRecord(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** One journal or lock line: compact JSON and a newline. */
export function serializeRecordLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
