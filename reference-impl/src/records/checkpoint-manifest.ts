// `checkpoint-store/checkpoints/<id>/manifest.json`: every logical file of one checkpoint with its digest.
import { z } from 'zod';
import { Sha256Hex } from './shared-fields.js';

export const MANIFEST_SCHEMA = 'm1nd-checkpoint-manifest-v1';
export const MANIFEST_FILE = 'manifest.json';

/** A logical file name must stay a single path component inside `files/` and the runtime. */
export function isSafeFileName(name: string): boolean {
  return name.length > 0 && name !== '.' && name !== '..' && !/[/\\\0]/.test(name) && !name.startsWith('.');
}

export const ManifestEntrySchema = z.object({
  name: z.string().refine(isSafeFileName, 'an unsafe file name'),
  sha256: Sha256Hex,
  size: z.number(),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;

export const CheckpointManifestSchema = z.object({
  schema: z.literal(MANIFEST_SCHEMA),
  id: z.string(),
  seq: z.number(),
  files: z.array(ManifestEntrySchema),
});
export type CheckpointManifest = z.infer<typeof CheckpointManifestSchema>;
