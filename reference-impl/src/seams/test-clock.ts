import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from '../records/index.js';

/** The file of the seam folder whose content, when present, is the time: epoch milliseconds. */
export const TEST_CLOCK_FILE = 'clock';

/**
 * The clock of lease and receipt expiry. Under the seam protocol (`dir` set) a `<dir>/clock` file holding epoch
 * milliseconds is now, read at every call so a scenario moves time without sleeping; otherwise `fallback`.
 * A clock file that is not a whole number is a broken test setup and throws, naming the file.
 */
export function createTestClock(dir: string | null, fallback: () => number): () => number {
  if (!dir) return fallback;
  const path = join(dir, TEST_CLOCK_FILE);
  return () => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return fallback();
      throw error;
    }
    const trimmed = text.trim();
    if (!/^\d{1,16}$/.test(trimmed)) throw new Error(`the test clock ${path} holds ${JSON.stringify(trimmed.slice(0, 40))}; write epoch milliseconds as digits`);
    return Number(trimmed);
  };
}
