export type CheckpointErrorCode =
  | 'checkpoint_current_corrupt'
  | 'checkpoint_digest_mismatch'
  | 'checkpoint_missing_file'
  | 'checkpoint_invalid_name';

/** A checkpoint store that cannot be trusted as written; `path` names the file at fault. */
export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
  constructor(
    readonly code: CheckpointErrorCode,
    readonly path: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${path}: ${detail}`, options);
  }
}
