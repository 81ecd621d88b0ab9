import { rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JOURNAL_DIR } from '../../probes/index.js';
import { requireRuntime, type Scenario } from '../../scenario/index.js';
import { latestAnswers } from './refresh-answers.js';

/**
 * Puts a plain file where the kit layout's journal folder belongs, so no journal line can be appended. File modes
 * cannot do it: the battery may run as root. Only a folder that holds nothing yet can be replaced.
 */
export async function blockJournalFolder(s: Scenario): Promise<void> {
  const path = join(requireRuntime(s), JOURNAL_DIR);
  const found = await stat(path).catch(() => null);
  if (found !== null && !found.isDirectory()) throw new Error(`${path} is already something other than the journal folder`);
  if (found !== null) {
    await rmdir(path).catch((cause: unknown) => {
      throw new Error(`the journal folder ${path} already holds journals, so it cannot be replaced; block it before the first journaled call`, { cause });
    });
  }
  await writeFile(path, 'a plain file where the journal folder belongs\n', { mode: 0o600 });
}

/** Every answer of the latest action is a tool error: neither a receipt (ok true) nor a policy refusal (ok false). */
export function expectAllFaulted(s: Scenario): void {
  for (const [label, result] of latestAnswers(s)) {
    if (!result.isError) {
      throw new Error(`the refresh over ${label} must fail as a tool error, since its receipt could not be journaled; it answered ${JSON.stringify(result.payload ?? result.raw).slice(0, 400)}`);
    }
  }
}
