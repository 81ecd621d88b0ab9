// `checkpoint-store/CURRENT`: the pointer naming the authoritative checkpoint; moving it is the commit point.
import { z } from 'zod';
import { Sha256Hex } from './shared-fields.js';

export const CURRENT_SCHEMA = 'm1nd-checkpoint-current-v1';
export const CURRENT_FILE = 'CURRENT';

/** `ckpt-<sequence, six digits at least>-<8 hex>`; the capture is the sequence. */
export const CHECKPOINT_ID_PATTERN = /^ckpt-(\d{6,})-[0-9a-f]{8}$/;
export const CheckpointId = z.string().regex(CHECKPOINT_ID_PATTERN, 'expected a checkpoint id ckpt-<seq>-<8 hex>');

export const CurrentPointerSchema = z.object({
  schema: z.literal(CURRENT_SCHEMA),
  current: CheckpointId,
  fallback: CheckpointId.nullable(),
  /** sha256 of the manifest's bytes. */
  manifest_sha256: Sha256Hex,
});
export type CurrentPointer = z.infer<typeof CurrentPointerSchema>;
