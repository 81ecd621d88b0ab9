/** A named point where a test protocol may hold or fail an operation; it throws on an injected fault. */
export type SeamHook = (name: string) => Promise<void>;

/** The seams a checkpoint commit passes, in order. */
export const CHECKPOINT_SEAMS = ['checkpoint.write', 'checkpoint.publish', 'checkpoint.mirror'] as const;
