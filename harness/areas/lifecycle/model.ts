import { cp, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readHits } from '../../clients/index.js';
import { corruptModel, generateTinyModel, type ModelCorruption } from '../../model/index.js';
import { EMBEDDING_CACHE_DIR } from '../../probes/index.js';
import { holdSeamAsTripwire, requireRuntime, requireSnapshot, type Scenario } from '../../scenario/index.js';
import { lifecycleArea } from './lifecycle-area.js';

export const MODEL_VARIABLE = 'M1ND_EMBED_MODEL';
export const MODEL_LOAD_SEAM = 'bootstrap.model_load';
const WARNING = /embedding model unavailable: /;
const CACHE_FILE = /^embeddings-[0-9a-f]{12}\.bin$/;
const INDEX_LINE = /semantic index: (\d+) nodes \((\d+) from the embedding cache, (\d+) embedded\)/;

/** A damage the lifecycle scenarios do to a copy of the lane's model. */
export type ModelDamage = ModelCorruption;

export const MODEL_DAMAGES: Readonly<Record<string, ModelDamage>> = Object.freeze({
  'truncated weights': 'truncate',
  'a garbled weights header': 'bad-header',
  'no tokenizer': 'missing-tokenizer',
});

export function parseModelDamage(words: string): ModelCorruption {
  const found = MODEL_DAMAGES[words];
  if (!found) throw new Error(`unknown model damage ${JSON.stringify(words)}; use one of ${Object.keys(MODEL_DAMAGES).join(', ')}`);
  return found;
}

/** The lane's model directory: the user's M1ND_TEST_EMBED_MODEL, or the kit-generated one the runner sets there. */
export function laneModelDir(s: Scenario): string {
  const dir = s.harnessEnv.env.M1ND_TEST_EMBED_MODEL;
  if (!dir) throw new Error('M1ND_TEST_EMBED_MODEL is unset, so this @needs:model scenario should have been skipped; run through `m1nd-conformance run` or set it to a model2vec directory');
  return dir;
}

/** Servers started from now on get the lane's model (read-only use: it is never altered). */
export function useLaneModel(s: Scenario): void {
  s.launch.extraEnv[MODEL_VARIABLE] = laneModelDir(s);
}

export function useNoModel(s: Scenario): void {
  delete s.launch.extraEnv[MODEL_VARIABLE];
}

/** Which model a server runs with, as features say it. */
export const MODEL_CHOICES = ["the lane's embedding model", 'no embedding model'] as const;
export type ModelChoice = (typeof MODEL_CHOICES)[number];

export function parseModelChoice(words: string): ModelChoice {
  const found = MODEL_CHOICES.find((c) => c === words);
  if (!found) throw new Error(`unknown model choice ${JSON.stringify(words)}; use one of ${MODEL_CHOICES.join(', ')}`);
  return found;
}

export function useModel(s: Scenario, choice: ModelChoice): void {
  if (choice === 'no embedding model') useNoModel(s);
  else useLaneModel(s);
}

/** A copy of the lane's model inside the fixture home, damaged one way; the file a loader must name is remembered. */
export async function useDamagedModel(s: Scenario, how: ModelCorruption): Promise<void> {
  const dir = join((await s.prepareHome()).root, 'models', 'damaged');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await cp(laneModelDir(s), dir, { recursive: true });
  lifecycleArea(s).damagedModelFile = (await corruptModel(dir, how)).file;
  s.launch.extraEnv[MODEL_VARIABLE] = dir;
}

/** The kit's generated model with its default synonym pairs, written into the fixture home. */
export async function useFixtureModel(s: Scenario): Promise<void> {
  const dir = join((await s.prepareHome()).root, 'models', 'fixture');
  await generateTinyModel(dir);
  s.launch.extraEnv[MODEL_VARIABLE] = dir;
}

/** Holding the model-load seam turns any model load into a failure of the step that waits. */
export function catchModelLoad(s: Scenario, seam: string): Promise<void> {
  return holdSeamAsTripwire(s, seam, 'a start with no nodes to embed must not load the embedding model');
}

/** After the server ended: no stderr line mentions the model, and the model-load seam was never reached. */
export function expectModelUntouched(s: Scenario): void {
  const run = s.current;
  if (run.child.exitStatus() === null) throw new Error(`${run.label} still runs; end it before checking what it printed`);
  const dir = s.launch.extraEnv[MODEL_VARIABLE];
  const said = run.child.stderrLines.filter((l) => /embedding model|semantic index/.test(l) || (dir !== undefined && l.includes(dir)));
  if (said.length > 0) throw new Error(`${run.label} touched the embedding model although it had no nodes to embed: ${said.join(' | ')}`);
  if (s.seams.wasReached(MODEL_LOAD_SEAM)) throw new Error(`${run.label} reached ${MODEL_LOAD_SEAM} although it had no nodes to embed`);
}

function requireDamagedFile(s: Scenario): string {
  const file = lifecycleArea(s).damagedModelFile;
  if (file === null) throw new Error('no damaged model was configured in this scenario');
  return file;
}

export async function expectModelWarning(s: Scenario): Promise<void> {
  const file = requireDamagedFile(s);
  const line = await s.current.child.waitForStderr(WARNING, s.boundMs);
  if (!line.includes(file)) throw new Error(`the model warning does not name the damaged file ${file}: ${line}`);
}

async function seek(s: Scenario, query: string): Promise<Record<string, unknown>> {
  return s.positive('seek', { query });
}

export async function expectSeekLexicalNamingFile(s: Scenario, query: string): Promise<void> {
  const file = requireDamagedFile(s);
  const payload = await seek(s, query);
  if (payload.mode !== 'lexical' || typeof payload.model_error !== 'string' || !payload.model_error.includes(file)) {
    throw new Error(`seek "${query}" must answer mode "lexical" with a model_error naming ${file}; it answered mode ${JSON.stringify(payload.mode)}, model_error ${JSON.stringify(payload.model_error)}`);
  }
}

export async function expectSeekWithoutModelError(s: Scenario, query: string): Promise<void> {
  const payload = await seek(s, query);
  if (payload.model_error !== undefined && payload.model_error !== null) {
    throw new Error(`seek "${query}" reports model_error ${JSON.stringify(payload.model_error)}, so the model was loaded although nothing needed it`);
  }
}

/** Semantic mode, and `label` among the first `within` hits. */
export async function expectSeekSemanticRanks(s: Scenario, query: string, label: string, within: number): Promise<void> {
  const payload = await seek(s, query);
  const hits = readHits(payload, `seek "${query}"`);
  const top = hits.slice(0, within).map((h) => h.label);
  if (payload.mode !== 'semantic' || !top.includes(label)) {
    throw new Error(`seek "${query}" must rank ${label} within the first ${within} hits in mode "semantic"; it answered mode ${JSON.stringify(payload.mode)} with ${hits.slice(0, 5).map((h) => h.label).join(', ') || 'no hits'}`);
  }
}

export async function expectSeekSemantic(s: Scenario, query: string): Promise<void> {
  const payload = await seek(s, query);
  if (payload.mode !== 'semantic') throw new Error(`seek "${query}" answered mode ${JSON.stringify(payload.mode)}; with a loaded model it ranks semantically`);
}

export async function expectOneCacheFile(s: Scenario): Promise<void> {
  const dir = join(requireRuntime(s), EMBEDDING_CACHE_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length !== 1 || !CACHE_FILE.test(names[0] ?? '')) {
    throw new Error(`${dir} holds ${JSON.stringify(names)}; expected exactly one embeddings-<12 hex>.bin for the model`);
  }
}

/** The index line says N nodes, all N from the cache, 0 embedded, with N the persisted node count. */
export async function expectWarmIndex(s: Scenario): Promise<void> {
  const line = await s.current.child.waitForStderr(INDEX_LINE, s.boundMs);
  const [, size, cached, embedded] = (INDEX_LINE.exec(line) ?? []).map(Number);
  const nodes = (await requireSnapshot(s)).nodes.length;
  if (size !== nodes || cached !== nodes || embedded !== 0) {
    throw new Error(`a warm start must read all ${nodes} vectors from the embedding cache and embed none; it said: ${line}`);
  }
}
