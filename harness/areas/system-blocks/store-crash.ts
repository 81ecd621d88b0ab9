import { canonicalJson } from '../../clients/index.js';
import { armSeam, type Scenario } from '../../scenario/index.js';
import { httpArea } from '../http/index.js';
import { readStoreSnapshot } from './edit-calls.js';
import { storeEditArea } from './edit-area.js';
import { seedBlockIds, seedDocument, type SeedName } from './fixtures.js';
import { systemBlocksArea } from './sb-area.js';
import type { Door } from './store-calls.js';
import { askStore, servedRoot } from './store-wire.js';

/**
 * A forced import of the kit seed `name` through `door`, parked at `seam`: it returns once the serving owner wrote
 * the reached marker with its own pid, the call still in flight (a later step kills the owner under it).
 */
export async function importSeedHeldAt(s: Scenario, name: SeedName, door: Door, seam: string): Promise<void> {
  await armSeam(s, seam, 'hold');
  const args = { seed_json: JSON.stringify(seedDocument(name, servedRoot(s))), force: true, agent_id: 'conformance' };
  const pending = askStore(s, door, 'system_blocks_seed_import', args);
  pending.catch(() => undefined); // the owner dies under it; nobody reads its answer
  systemBlocksArea(s).pending = pending;
  await s.seams.waitReached(seam, httpArea(s).current.child.pid, s.boundMs);
}

/**
 * After a crash mid-write the snapshot is either the one read before the write, byte for byte, or the seed `name`
 * whole at the version read plus one (a forced import continues the version): never a torn, empty or absent store.
 */
export async function expectSnapshotOldOrSeed(s: Scenario, name: SeedName): Promise<void> {
  const read = storeEditArea(s);
  if (read.snapshot === null || read.versionRead === null) throw new Error('no snapshot was read before the write; a step that reads the system-blocks snapshot comes first');
  const now = await readStoreSnapshot(s);
  if (canonicalJson(now) === canonicalJson(read.snapshot)) return;
  const store = (now.store ?? {}) as { blocks?: { block_id?: unknown }[] };
  const ids = (store.blocks ?? []).map((b) => String(b.block_id)).sort();
  const want = seedBlockIds(name).sort();
  const whole = now.present === true && JSON.stringify(ids) === JSON.stringify(want) && now.block_count === want.length && now.store_version === read.versionRead + 1;
  if (!whole) {
    throw new Error(`after the crash the snapshot is neither the one read (version ${read.versionRead}) nor the seed "${name}" [${want.join(', ')}] at version ${read.versionRead + 1}:\n    read: ${canonicalJson(read.snapshot).slice(0, 500)}\n    now:  ${canonicalJson(now).slice(0, 500)}`);
  }
}
