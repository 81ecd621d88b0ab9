import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_FILE_NAMES } from '../../model/index.js';
import type { Scenario, ServerRun } from '../../scenario/index.js';
import { lifecycleArea, type SilentWeights } from './lifecycle-area.js';
import { MODEL_VARIABLE, laneModelDir } from './model.js';
import { SilentPipe } from './silent-pipe.js';

// Seed 000: "the populated-graph regression checks both SIGTERM paths with a real snapshot and a blocked model
// read". A model whose weights file is a pipe nobody writes blocks any implementation's model read for real,
// and the battery sees from outside when the read began: no seam is needed to put a signal there.

/**
 * Servers started from now on get a copy of the lane's model (its config and tokenizer) whose weights file is
 * a silent pipe: reading it blocks until the weights are put in place or the scenario ends.
 */
export async function useModelWithSilentWeights(s: Scenario): Promise<void> {
  const lane = laneModelDir(s);
  const dir = join((await s.prepareHome()).root, 'models', 'silent-weights');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await copyFile(join(lane, MODEL_FILE_NAMES.config), join(dir, MODEL_FILE_NAMES.config));
  await copyFile(join(lane, MODEL_FILE_NAMES.tokenizer), join(dir, MODEL_FILE_NAMES.tokenizer));
  const pipe = await SilentPipe.create(join(dir, MODEL_FILE_NAMES.weights));
  lifecycleArea(s).silentWeights = { dir, pipe, realWeights: join(lane, MODEL_FILE_NAMES.weights) };
  s.launch.extraEnv[MODEL_VARIABLE] = dir;
}

function requireSilentWeights(s: Scenario): SilentWeights {
  const found = lifecycleArea(s).silentWeights;
  if (!found) throw new Error('the server was not given a model whose weights never arrive in this scenario; add that Given step first');
  return found;
}

/** Rejects as soon as `run` exits: a process that ended can no longer reach what the step waits for. */
function exitOf(run: ServerRun): Promise<never> {
  const ended = new Promise<never>((_, reject) => run.child.onExit((st) => reject(new Error(`${run.label} exited (code ${st.code}, signal ${st.signal}) first; stderr: ${run.child.stderrLines.slice(-5).join(' | ') || '(none)'}`))));
  ended.catch(() => undefined);
  return ended;
}

/** Starts with the grant and returns once the server opened the model's weights: its model read is now blocked. */
export async function startBlockedOnWeights(s: Scenario, repo: string): Promise<ServerRun> {
  const { pipe } = requireSilentWeights(s);
  const run = await s.start(s.repo(repo));
  await pipe.waitForReader(s.boundMs, `${run.label} opening the model's weights ${pipe.path} for reading`, exitOf(run));
  return run;
}

/** The weights arrive: the pipe is closed and the lane's real weights take its place, so later starts load the model. */
export async function putWeightsInPlace(s: Scenario): Promise<void> {
  const silent = requireSilentWeights(s);
  await silent.pipe.close();
  await rm(silent.pipe.path, { force: true });
  await copyFile(silent.realWeights, silent.pipe.path);
  lifecycleArea(s).silentWeights = null;
}

/** After the server ended: it never opened the model's weights (a read of them would have been seen). */
export function expectWeightsNeverOpened(s: Scenario): void {
  const run = s.current;
  if (run.child.exitStatus() === null) throw new Error(`${run.label} still runs; end it before judging what it read`);
  const { pipe } = requireSilentWeights(s);
  if (pipe.opened) throw new Error(`${run.label} opened the model's weights ${pipe.path} although it had no nodes to embed`);
}
