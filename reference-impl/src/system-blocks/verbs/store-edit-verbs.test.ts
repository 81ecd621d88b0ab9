import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { openSystemBlocks } from '../index.js';
import { archiveVerb } from './archive.js';
import { candidateEditVerb } from './candidate-edit.js';
import { candidateLeaseVerb } from './candidate-lease.js';
import { deleteVerb } from './delete.js';
import { reconcileVerb } from './reconcile.js';
import { seedImportVerb } from './seed-import.js';

const base = mkdtempSync('/var/tmp/m1nd-sb-edit-');
const SEED = JSON.stringify({ schema: 'm1nd-system-blocks-seed-v0', skeleton_id: 'app', blocks: [
  { block_id: 'a', name: 'A', membership: [{ path: 'src/a.ts' }, { path: 'README.md' }] },
  { block_id: 'b', name: 'B', membership: [{ glob: 'lib/**' }, { path: 'README.md' }] },
] });

async function fresh(now = () => Date.parse('2030-01-01T00:00:00Z')) {
  const ctx = openSystemBlocks({ runtime: mkdtempSync(join(base, 'rt-')), grant: null, seams: async () => {}, now });
  await seedImportVerb.run(ctx, { seed_json: SEED });
  const version = async () => ((await ctx.store.read()) as { store: { store_version: number } }).store.store_version;
  return { ctx, version };
}

test('an edit batch failing at op 1 lands nothing and names ops[1]; a whole batch bumps the version once', async () => {
  const { ctx, version } = await fresh();
  const bad = await candidateEditVerb.run(ctx, { expected_store_version: 1, ops: [{ op: 'rename', block_id: 'a', name: 'X' }, { op: 'move_member', from_block_id: 'a', to_block_id: 'b', member: { path: 'nope.ts' } }] });
  assert.ok('refused' in bad && bad.refused.code === 'invalid_edit' && bad.refused.detail.startsWith('ops[1]'));
  assert.equal(await version(), 1);
  const good = await candidateEditVerb.run(ctx, { expected_store_version: 1, by: 'runner', ops: [{ op: 'resolve_seam', member: { path: 'README.md' }, keep_in: 'a' }, { op: 'rename', block_id: 'b', name: 'Lib' }] });
  assert.ok('answer' in good);
  assert.deepEqual(good.answer.changed_block_ids, ['b']);
  assert.equal(await version(), 2);
});

test('the lease never bumps the version, and an expired lease is anyone\'s', async () => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const { ctx, version } = await fresh(() => now);
  assert.ok('answer' in (await candidateLeaseVerb.run(ctx, { agent_id: 'x', action: 'acquire', ttl_secs: 60 })));
  const denied = await candidateLeaseVerb.run(ctx, { agent_id: 'y', action: 'acquire' });
  assert.ok('refused' in denied && denied.refused.code === 'lease_held');
  now += 61_000;
  const taken = await candidateLeaseVerb.run(ctx, { agent_id: 'y', action: 'acquire' });
  assert.ok('answer' in taken && taken.answer.curating_by === 'y');
  assert.equal(await version(), 1);
});

test('archive is refused on an empty list; delete needs force; a no-op reconcile keeps the version', async () => {
  const { ctx, version } = await fresh();
  const empty = await archiveVerb.run(ctx, { expected_store_version: 1, mode: 'archive', block_ids: [] });
  assert.ok('refused' in empty && /block_ids/.test(empty.refused.detail));
  const unforced = await deleteVerb.run(ctx, { expected_store_version: 1, block_id: 'a' });
  assert.ok('refused' in unforced && unforced.refused.code === 'force_required');
  const files = ['README.md', 'lib/x.ts', 'src/a.ts'];
  const first = await reconcileVerb.run(ctx, { expected_store_version: 1, file_list: files });
  assert.ok('answer' in first && first.answer.store_version === 2);
  const again = await reconcileVerb.run(ctx, { expected_store_version: 2, file_list: [...files, 'extra.md'] });
  assert.ok('answer' in again);
  assert.deepEqual([again.answer.store_version, again.answer.moved_blocks, again.answer.unmapped], [2, [], ['extra.md']]);
  assert.equal(await version(), 2);
});
