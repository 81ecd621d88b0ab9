// Damages a generated model in one named way, for the "clear error naming the file" scenarios.
import { readFile, truncate, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_FILE_NAMES } from './generate-tiny-model.js';

export type ModelCorruption = 'truncate' | 'bad-header' | 'missing-tokenizer';

export const MODEL_CORRUPTIONS: readonly ModelCorruption[] = ['truncate', 'bad-header', 'missing-tokenizer'];

/** Applies the damage and returns the absolute path of the file a loader must name in its error. */
export async function corruptModel(dir: string, how: ModelCorruption): Promise<{ file: string }> {
  switch (how) {
    case 'truncate': {
      // Cut into the tensor data: the header still parses, its offsets now point past the end.
      const file = join(dir, MODEL_FILE_NAMES.weights);
      const bytes = await readFile(file);
      const dataStart = 8 + Number(bytes.readBigUInt64LE(0));
      await truncate(file, dataStart + Math.floor((bytes.length - dataStart) / 2));
      return { file };
    }
    case 'bad-header': {
      // Keep the length prefix, garble the JSON header it announces.
      const file = join(dir, MODEL_FILE_NAMES.weights);
      const bytes = await readFile(file);
      const len = Number(bytes.readBigUInt64LE(0));
      bytes.fill(0x7b, 8, 8 + Math.min(len, 16));
      await writeFile(file, bytes);
      return { file };
    }
    case 'missing-tokenizer': {
      const file = join(dir, MODEL_FILE_NAMES.tokenizer);
      await unlink(file);
      return { file };
    }
    default:
      throw new Error(`unknown model corruption ${JSON.stringify(how)}; use one of ${MODEL_CORRUPTIONS.join(', ')}`);
  }
}
