import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseExpectations, type ExpectationsFile } from './expectations-schema.js';

export interface LoadedExpectations {
  file: string;
  sha256: string;
  content: ExpectationsFile;
}

/** Reads and validates an expectations file (JSON); errors name the file and the fix. */
export function loadExpectations(file: string): LoadedExpectations {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (cause) {
    throw new Error(`cannot read expectations ${file}: ${(cause as Error).message}; pass an existing JSON file with --expectations`, { cause });
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (cause) {
    throw new Error(`expectations ${file} are not valid JSON: ${(cause as Error).message}`, { cause });
  }
  return { file, sha256: createHash('sha256').update(bytes).digest('hex'), content: parseExpectations(json, file) };
}
