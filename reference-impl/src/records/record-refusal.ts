/** Why a persisted record could not be used; a client matches the code, never the detail's prose. */
export const RECORD_REFUSAL_CODES = [
  'record_missing',
  'record_unreadable',
  'record_symlink',
  'record_not_a_file',
  'record_not_private',
  'record_not_json',
  'record_malformed',
] as const;

export type RecordRefusalCode = (typeof RECORD_REFUSAL_CODES)[number];

export interface RecordRefusal {
  code: RecordRefusalCode;
  /** The file at fault. */
  path: string;
  detail: string;
  /** The errno behind a failed open or read, else null. */
  errno: string | null;
  /** `record_malformed` only: where the first problem is (`runtime_dir`, `files.0.name`); '' for the whole value. */
  at?: string;
}

/** What a read answers: the validated record with the bytes it came from, or a refusal. */
export type RecordRead<T> = { data: T; bytes: Buffer } | RecordRefusal;

export function refuseRecord(code: RecordRefusalCode, path: string, detail: string, errno: string | null = null): RecordRefusal {
  return { code, path, detail, errno };
}

/** One line for logs and errors: `<code>: <path>: <detail>`. */
export function formatRecordRefusal(r: RecordRefusal): string {
  return `${r.code}: ${r.path}: ${r.detail}`;
}
