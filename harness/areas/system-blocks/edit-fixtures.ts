import { rename, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { execa } from 'execa';
import { requirePositive } from '../../clients/index.js';
import { fixtureGitEnv, SAMPLE_REPO } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { callRest } from '../http/index.js';
import { readStoreSnapshot } from './edit-calls.js';

/** The seed the edit scenarios start from: four blocks over the sample repository, exact paths and globs, one seam (README.md). */
export const EDIT_SEED = Object.freeze({
  schema: 'm1nd-system-blocks-seed-v0',
  skeleton_id: 'app',
  blocks: [
    { block_id: 'greeting', name: 'Greeting', membership: [{ path: 'src/greeter.ts' }, { path: 'README.md' }] },
    { block_id: 'ledger', name: 'Ledger', membership: [{ glob: 'src/*.rs' }] },
    { block_id: 'reports', name: 'Reports', membership: [{ glob: 'tools/**' }] },
    { block_id: 'entry', name: 'Entry point', membership: [{ path: 'cmd/main.go' }, { path: 'README.md' }] },
  ],
});

/** Lands the edit seed as a fresh store through the seed import verb (over REST). */
export async function importEditSeed(s: Scenario): Promise<void> {
  const call = 'system_blocks_seed_import of the edit seed over REST';
  const answer = requirePositive(await callRest(s, 'system_blocks_seed_import', { seed_json: JSON.stringify(EDIT_SEED) }, null), call);
  if (answer.store_version !== 1) throw new Error(`${call} answered store_version ${JSON.stringify(answer.store_version)}; a fresh store starts at 1`);
}

/** The sample repository as a plain folder: the same files, its .gitignore included, but no git work tree. */
export async function addPlainSampleRepo(s: Scenario, name: string): Promise<void> {
  await addRepo(s, name, { files: SAMPLE_REPO.files });
}

/** Moves one file of a repository on the disk (a real move, not a list edit); the source baseline follows. */
export async function moveRepoFile(s: Scenario, repo: string, from: string, to: string, commit: boolean): Promise<void> {
  const root = s.repo(repo);
  await mkdir(dirname(join(root, to)), { recursive: true });
  await rename(join(root, from), join(root, to));
  if (commit) {
    const env = fixtureGitEnv({ path: s.harnessEnv.env.PATH, home: s.fixtureHome.home, date: '2024-01-03T00:00:00+0000' });
    for (const args of [['add', '--all'], ['-c', 'commit.gpgsign=false', 'commit', '--quiet', '--message', `move ${from} to ${to}`]]) {
      const r = await execa('git', args, { cwd: root, env, extendEnv: false, reject: false, stdin: 'ignore' });
      if (r.exitCode !== 0) throw new Error(`git ${args.join(' ')} failed in ${root} (exit ${r.exitCode}): ${String(r.stderr).trim()}`);
    }
  }
  await s.guard.rebaseline(repo);
}

/** A receipt for `blockId` bound to the block's current versions, landed by a human origin over REST. */
export async function landReceipt(s: Scenario, blockId: string, receiptId: string): Promise<void> {
  const snapshot = await readStoreSnapshot(s);
  const store = snapshot.store as { blocks?: { block_id: string; boundary_version: number; contract_version: number }[] } | undefined;
  const block = store?.blocks?.find((b) => b.block_id === blockId);
  if (!block) throw new Error(`the snapshot holds no block ${blockId} to earn a receipt for`);
  const receipt = {
    receipt_id: receiptId,
    scope: { block_id: blockId, boundary_version: block.boundary_version, contract_version: block.contract_version },
    evidence: { kind: 'command', summary: 'the block\'s tests pass', command: 'npm test', exit_code: 0 },
    execution_window: { started_at: '2020-01-01T00:00:00Z', finished_at: '2020-01-01T00:01:00Z' },
    captured_at: '2020-01-01T00:02:00Z',
    expires_on: null,
  };
  const args = { expected_store_version: snapshot.store_version, block_id: blockId, receipt, imported_via: 'human-ui' };
  const answer = requirePositive(await callRest(s, 'receipt_import', args, null), `receipt_import for ${blockId} over REST`);
  if (answer.ok === false) throw new Error(`receipt_import for ${blockId} was declined: ${JSON.stringify(answer)}`);
}

