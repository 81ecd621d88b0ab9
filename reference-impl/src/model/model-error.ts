// Local errors of model loading: a stable code plus a message naming the file at fault and the fix.

export type ModelErrorCode =
  | 'model_missing_file'
  | 'model_unreadable'
  | 'model_corrupt'
  | 'model_unsupported_dtype'
  | 'model_unsupported_tokenizer'
  | 'model_vocab_mismatch';

export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    readonly code: ModelErrorCode,
    /** The absolute path of the file at fault (or the model directory). */
    readonly file: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${file}: ${detail}`, options);
  }
}

export function isModelError(err: unknown): err is ModelError {
  return err instanceof ModelError;
}
