import { writeFile, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { callRest, httpArea } from '../http/index.js';
import { EventStream } from './event-stream.js';
import { FakeNamingDaemon, newRunnerSecret } from './fake-naming-daemon.js';
import { legacySeed, MODULAR_REPO, ratifiedStore, STORE_FILE } from './scan-fixtures.js';
import { scanArea } from './scan-area.js';
import type { DaemonBehaviour } from './fake-naming-daemon.js';

/** The variables an implementation claiming `naming-runner` reads (harness/README.md, the adapter contract). */
export const NAMING_RUNNER_URL_VARIABLE = 'M1ND_NAMING_RUNNER_URL';
export const NAMING_RUNNER_SECRET_FILE_VARIABLE = 'M1ND_NAMING_RUNNER_SECRET_FILE';

/** The skeleton slug the kit expects of a repository: its folder name lowercased, other runs `-`. */
export function skeletonSlugOf(root: string): string {
  const slug = basename(root).toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return slug === '' ? 'repo' : slug.slice(0, 64);
}

/** Builds the modular repository (six folders, every file carrying the body marker). */
export async function addModularRepo(s: Scenario, name: string): Promise<void> {
  await addRepo(s, name, MODULAR_REPO);
}

/**
 * Starts a fake naming daemon on loopback and announces it to the next server start: its URL in one variable,
 * a fixture-owned 0600 file holding the shared secret in another. The secret never enters an environment.
 */
export async function startNamingDaemon(s: Scenario, behaviour: DaemonBehaviour): Promise<void> {
  const area = scanArea(s);
  if (area.daemon) throw new Error('a naming daemon already runs in this scenario; start one only');
  const fixture = await s.prepareHome();
  const secret = newRunnerSecret();
  const dir = join(fixture.root, 'naming-runner');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'secret');
  await writeFile(file, secret, { mode: 0o600 });
  area.daemon = await FakeNamingDaemon.start(secret, behaviour);
  s.launch.extraEnv[NAMING_RUNNER_URL_VARIABLE] = area.daemon.url;
  s.launch.extraEnv[NAMING_RUNNER_SECRET_FILE_VARIABLE] = file;
}

/** The one repository of the scenario (the scan scenarios build exactly one). */
function onlyRepo(s: Scenario): string {
  const all = [...s.repos.values()];
  const [only] = all;
  if (all.length !== 1 || only === undefined) throw new Error(`this step needs exactly one repository in the scenario; it has ${all.length}`);
  return only;
}

/** Puts a ratified store of one block into the runtime, in the reference layout, before the server starts. */
export async function placeRatifiedStore(s: Scenario): Promise<void> {
  const fixture = await s.prepareHome();
  const store = ratifiedStore(skeletonSlugOf(onlyRepo(s)), '2029-12-01T00:00:00.000Z');
  await writeFile(join(fixture.runtime, STORE_FILE), `${JSON.stringify(store)}\n`, { mode: 0o600 });
}

/** Imports the one-block seed `legacy` over REST: the store is then a candidate at version 1. */
export async function importLegacySeed(s: Scenario): Promise<void> {
  const result = await callRest(s, 'system_blocks_seed_import', { seed_json: JSON.stringify(legacySeed(skeletonSlugOf(onlyRepo(s)))) }, null);
  if (result.isError) throw new Error(`the legacy seed was not imported: ${result.text ?? JSON.stringify(result.payload)}`);
}

/** Subscribes to the owner's event stream with its bearer; anything but a 200 event stream fails the step. */
export async function listenToEvents(s: Scenario): Promise<void> {
  const area = scanArea(s);
  const owner = httpArea(s).current;
  const stream = await EventStream.open(await owner.baseUrl(), { authorization: `Bearer ${await owner.bearer()}` }, s.boundMs);
  const type = String(stream.response.headers['content-type'] ?? '');
  if (stream.response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
    stream.close();
    throw new Error(`GET /api/events with the bearer answered ${stream.response.statusCode} ${type}; expected 200 text/event-stream`);
  }
  area.stream = stream;
}
