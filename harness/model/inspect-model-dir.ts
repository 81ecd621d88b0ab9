// Provisioning evidence for a model lane: is the directory in the model2vec layout at all?
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_FILE_NAMES } from './generate-tiny-model.js';

export interface ModelDirEvidence {
  dir: string;
  ok: boolean;
  /** Layout files that are absent or not regular files. */
  missing: string[];
  /** Size in bytes of model.safetensors when present. */
  weightsBytes: number | null;
}

/** Checks only presence (no parsing): the implementation under test is what loads the model. */
export async function inspectModelDir(dir: string): Promise<ModelDirEvidence> {
  const missing: string[] = [];
  let weightsBytes: number | null = null;
  for (const name of Object.values(MODEL_FILE_NAMES)) {
    try {
      const s = await stat(join(dir, name));
      if (!s.isFile()) missing.push(name);
      else if (name === MODEL_FILE_NAMES.weights) weightsBytes = s.size;
    } catch {
      missing.push(name);
    }
  }
  return { dir, ok: missing.length === 0, missing, weightsBytes };
}
