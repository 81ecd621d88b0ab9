import type { Adapter } from '../adapter/index.js';
import { readFinishedCases } from '../reports/index.js';
import { bundleDir, replayCommand } from './bundle-paths.js';
import { writeBundleFile, writeBundleText } from './write-bundle.js';

export interface RunnerBundleInputs {
  ndjson: string;
  replayDir: string;
  adapter: Adapter;
  env: Record<string, string>;
  /** where the printed command is meant to be run from */
  cwd: string;
}

/** `uri:line:name` of a scenario, the key the runner matches outcomes on. */
export function scenarioKey(s: { uri: string; line: number | null; name: string }): string {
  return `${s.uri}:${s.line ?? ''}:${s.name}`;
}

/**
 * The runner's side of the replay bundles: for every failed test case, bundle.json, the failure messages and
 * the transcripts the After hook attached. The hook side (leaveReplayBundle) adds the fixture home when wired.
 */
export function writeBundlesFromMessages(input: RunnerBundleInputs): Map<string, string> {
  const commands = new Map<string, string>();
  for (const c of readFinishedCases(input.ndjson)) {
    if (c.status === 'PASSED' || c.status === 'SKIPPED') continue;
    const dir = bundleDir(input.replayDir, c.pickle.name, c.pickle.id);
    const scenario = { name: c.pickle.name, uri: c.pickle.uri, line: c.pickle.location?.line ?? null, tags: c.pickle.tags.map((t) => t.name) };
    writeBundleText(dir, 'failure.txt', c.messages.join('\n\n') || `the scenario ended ${c.status} without a message`);
    if (c.texts.length > 0) writeBundleText(dir, 'transcript.txt', c.texts.join('\n\n'));
    writeBundleFile(dir, scenario, input.adapter, input.env);
    commands.set(scenarioKey(scenario), replayCommand(dir, input.cwd));
  }
  return commands;
}
