import { z } from 'zod';
import { RepoRelativePathSchema, type Block } from '../../records/index.js';
import { listRepoFiles, parseInput, readAtVersion, refuse, resolveMembers, type StoreRefusal, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'system_blocks_reconcile';

const ReconcileInput = z.strictObject({
  expected_store_version: z.number().int().min(1),
  file_list: z.array(RepoRelativePathSchema).optional(),
  agent_id: z.string().optional(),
});

/** The files to reconcile against: the caller's explicit list, else the code root's real files. */
async function filesOf(grant: string | null, list: string[] | undefined): Promise<{ files: string[]; source: string } | { refused: StoreRefusal }> {
  if (list !== undefined) return { files: [...new Set(list)].sort(), source: 'file_list' };
  if (grant === null) return refuse('no_workspace_root', 'no code root is bound to this brain, so its files cannot be listed; pass file_list explicitly');
  try {
    return await listRepoFiles(grant);
  } catch (error) {
    return refuse('path_unresolvable', `the files of the code root ${grant} cannot be listed (${error instanceof Error ? error.message : String(error)}); nothing was applied; pass file_list explicitly`);
  }
}

const same = (a: readonly string[] | undefined, b: readonly string[]) => a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

interface MovedBlock {
  block_id: string;
  boundary_version: number;
  added: string[];
  removed: string[];
}

/** Every block resolved against `files`: the blocks as they become, those that moved, and the unmapped files. */
function reconcileBlocks(blocks: readonly Block[], files: readonly string[]): { blocks: Block[]; moved: MovedBlock[]; unmapped: string[] } {
  const claimed = new Set<string>();
  const moved: MovedBlock[] = [];
  const next = blocks.map((b): Block => {
    const resolved = resolveMembers(b.membership, files);
    if (b.state !== 'archived') for (const f of resolved) claimed.add(f);
    if (same(b.resolved_files, resolved)) return b;
    const before = new Set(b.resolved_files ?? []);
    const now = new Set(resolved);
    moved.push({ block_id: b.block_id, boundary_version: b.boundary_version + 1, added: resolved.filter((f) => !before.has(f)), removed: [...before].filter((f) => !now.has(f)).sort() });
    return { ...b, resolved_files: resolved, boundary_version: b.boundary_version + 1 };
  });
  return { blocks: next, moved, unmapped: files.filter((f) => !claimed.has(f)) };
}

/**
 * `system_blocks_reconcile` (write, OCC): every block's members (exact paths and globs) resolved against the
 * real file list. A block whose resolved set differs from the one recorded at its last reconcile (or that has
 * none recorded yet: it cannot be shown not to have moved) records the new set and gets a new boundary version,
 * which leaves receipts earned at the old one stale by scope. Files no block claims are surfaced as unmapped.
 * One write for the whole reconcile; when no block moved nothing is written and the version stays.
 */
export const reconcileVerb: SystemBlockVerb = {
  name: TOOL,
  description: 'Resolve every block\'s membership (paths and globs) against file_list or the code root\'s files (git, else an ignore-honouring walk); blocks whose resolved set moved get a new boundary_version; unmapped files are listed. OCC on expected_store_version; a no-op changes nothing.',
  input: ReconcileInput,
  readOnly: false,
  async run(ctx, args) {
    const input = parseInput(TOOL, ReconcileInput, args);
    if ('refused' in input) return input;
    const listed = await filesOf(ctx.grant, input.data.file_list);
    if ('refused' in listed) return listed;
    const { files } = listed;
    const expected = input.data.expected_store_version;
    const seen = await readAtVersion(ctx.store, expected);
    if ('refused' in seen) return seen;
    if (seen.store === null) return refuse('unknown_block', 'there is no store to reconcile; import a seed or run a scan first');
    let plan = reconcileBlocks(seen.store.blocks, files);
    const answer = (version: number) => ({ answer: { ok: true, store_version: version, source: listed.source, file_count: files.length, moved_blocks: plan.moved, unmapped: plan.unmapped } });
    if (plan.moved.length === 0) return answer(seen.store.store_version);
    const written = await ctx.store.write(expected, (current) => {
      if (current === null) return refuse('unknown_block', 'there is no store to reconcile; import a seed or run a scan first');
      plan = reconcileBlocks(current.blocks, files);
      return { next: { ...current, blocks: plan.blocks } };
    });
    if ('refused' in written) return written;
    return answer(written.store.store_version);
  },
};
