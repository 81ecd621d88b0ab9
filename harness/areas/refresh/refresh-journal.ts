import { readJournalRecords } from '../../probes/index.js';
import { requireBaseline, requireRuntime, type Scenario } from '../../scenario/index.js';

/** The refresh journal records appended since the baseline. */
export async function journalSinceBaseline(s: Scenario): Promise<Record<string, unknown>[]> {
  const baseline = requireBaseline(s);
  return (await readJournalRecords(requireRuntime(s), 'refresh.')).slice(baseline.journalRecords);
}
