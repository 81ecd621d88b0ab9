import { z } from 'zod';
import { nameBlocks, namingWaves, type NamingPacket, type RunnerAnnouncement, type RunnerName } from '../naming/index.js';
import { clusterFiles, type DraftBlock, type ScanDeps } from '../scan/index.js';
import { formatStoreRefusal, instantOf, parseInput, refuse, SEED_SCHEMA, slugOfRoot, type StoreBody, type SystemBlockVerb, type VerbOutcome } from '../store-api/index.js';

const TOOL = 'skeleton_candidate';
// A per-block bound on the runner: a block it does not name in time keeps its heuristic name.
const RUNNER_BLOCK_TIMEOUT_MS = 10_000;
const DEFAULT_REVIEW_LIMIT = 16;

const SkeletonCandidateInput = z.strictObject({
  agent_id: z.string().optional(),
  expected_store_version: z.number().int().min(1).optional(),
  review_limit: z.number().int().min(1).max(10_000).optional(),
  naming: z.enum(['auto', 'heuristic']).optional(),
});

type Block = StoreBody['blocks'][number];
type NamedBy = 'runner' | 'heuristic';
interface NamingOutcome {
  report: { mode: string; applied: 'runner' | 'runner_partial' | 'heuristic'; runner_available: boolean; named: number; total: number; note: string };
  names: Map<string, RunnerName>;
}

/** Names the drafts through the announced runner when `auto` asks for it and one is usable; else the heuristic's. */
async function nameDrafts(scan: ScanDeps, mode: 'auto' | 'heuristic', drafts: DraftBlock[]): Promise<NamingOutcome> {
  const total = drafts.length;
  const heuristic = (note: string, runnerAvailable = false): NamingOutcome => ({ report: { mode, applied: 'heuristic', runner_available: runnerAvailable, named: 0, total, note }, names: new Map() });
  if (mode === 'heuristic') return heuristic('heuristic naming was asked; no naming runner was called');
  const runner: RunnerAnnouncement | null = scan.namingRunner();
  if (runner === null) return heuristic('no naming runner is announced; heuristic provisional names were used');
  if ('unusable' in runner) return heuristic(`the announced naming runner cannot be used (${runner.unusable}); heuristic provisional names were used`);
  scan.events.emit({ phase: 'naming', block_count: total, naming_waves: namingWaves(total) });
  const packets: NamingPacket[] = drafts.map((d) => ({ block_id: d.block_id, member_paths: [...d.members], heuristic_name: d.name }));
  const run = await nameBlocks(runner, packets, RUNNER_BLOCK_TIMEOUT_MS);
  // A runner that answered no request is not available, whatever the announcement said: say so and why.
  if (run.answered === 0) return heuristic(`the naming runner answered no request (${run.firstFailure ?? 'no request was sent'}); heuristic provisional names were used`);
  const names = run.names;
  const named = names.size;
  const applied = named === total ? 'runner' : named === 0 ? 'heuristic' : 'runner_partial';
  const note = named === 0 ? `the naming runner named 0/${total} blocks; heuristic provisional names were used` : `the naming runner named ${named}/${total} blocks${named < total ? `; ${total - named} kept their heuristic names` : ''}`;
  return { report: { mode, applied, runner_available: true, named, total, note }, names };
}

function storeBlock(d: DraftBlock, runnerName: RunnerName | undefined): Block {
  const namedBy: NamedBy = runnerName ? 'runner' : 'heuristic';
  return {
    block_id: d.block_id,
    name: runnerName?.name ?? d.name,
    purpose: runnerName?.purpose || d.purpose,
    state: 'candidate',
    prior_state: null,
    membership: d.members.map((path) => ({ path, state: 'proposed' as const })),
    boundary_version: 1,
    contract_version: 1,
    receipts: [],
    candidate_meta: { named_by: namedBy, needs_owner_naming: namedBy !== 'runner' },
  };
}

/**
 * `skeleton_candidate` (write): scans the brain's code root (the granted repository, never the runtime) into a
 * candidate seed and lands it. No store: a candidate at version 1 (only then may the version be omitted). A
 * candidate store: replaced whole, nothing inherited. A ratified store: its blocks stay, the candidate is written
 * beside them as the candidate revision. Each phase is narrated on the brain's event bus with its counts.
 */
export const skeletonCandidateVerb: SystemBlockVerb = {
  name: TOOL,
  description: 'Scan the code root into a candidate skeleton and land it under OCC: no store → version 1; a candidate store is replaced whole; a ratified store receives only a candidate revision. naming: auto (a live naming runner when one is announced, per-block heuristic fallback) or heuristic.',
  input: SkeletonCandidateInput,
  readOnly: false,
  async run(ctx, args): Promise<VerbOutcome> {
    const input = parseInput(TOOL, SkeletonCandidateInput, args);
    if ('refused' in input) return input;
    if (ctx.grant === null) return refuse('no_workspace_root', `${TOOL}: no code root is bound to this brain, so there is nothing to scan; start it with a workspace grant`);
    const scan = ctx.scan;
    if (!scan) return refuse('store_unavailable', `${TOOL}: this brain offers no scan of its code root`);
    const graph = scan.codeGraph();
    scan.events.emit({ phase: 'file_list', file_count: graph.files.length });
    scan.events.emit({ phase: 'clustering', node_count: graph.nodeCount, edge_count: graph.edgeCount });
    const drafts = clusterFiles(graph.files);
    if (drafts.length === 0) {
      const refused = refuse('no_workspace_root', `${TOOL}: the code root ${ctx.grant} holds no file to scan; nothing was applied`);
      scan.events.emit({ phase: 'failed', error: formatStoreRefusal(refused.refused) });
      return refused;
    }
    const naming = await nameDrafts(scan, input.data.naming ?? 'auto', drafts);
    const blocks = drafts.map((d) => storeBlock(d, naming.names.get(d.block_id)));
    const skeletonId = slugOfRoot(ctx.grant);
    scan.events.emit({ phase: 'persisting', block_count: blocks.length });
    const expected = input.data.expected_store_version ?? null;
    type Transaction = 'created' | 'replaced' | 'candidate_revision';
    let transaction = 'created' as Transaction;
    const written = await ctx.store.write(expected, (current) => {
      if (current === null) {
        transaction = 'created';
        return { next: { skeleton: { skeleton_id: skeletonId, state: 'candidate', source: 'scan', ratification: null }, blocks, lease: null } };
      }
      if (expected === null) return refuse('conflict', `expected_store_version is absent but a store exists at version ${current.store_version}; nothing was applied; read the snapshot and name its store_version`);
      if (current.skeleton.state === 'ratified') {
        transaction = 'candidate_revision';
        return { next: { skeleton: current.skeleton, blocks: current.blocks, lease: current.lease, candidate_revision: { revised_at: instantOf(ctx.now()), source: 'scan', blocks } } };
      }
      transaction = 'replaced';
      return { next: { skeleton: { skeleton_id: skeletonId, state: 'candidate', source: 'scan', ratification: null }, blocks, lease: null } };
    });
    if ('refused' in written) {
      scan.events.emit({ phase: 'failed', error: formatStoreRefusal(written.refused) });
      return written;
    }
    scan.events.emit({ phase: 'done', block_count: blocks.length });
    return {
      answer: {
        present: true,
        store_version: written.store.store_version,
        transaction_state: transaction,
        candidate_revision_written: transaction === 'candidate_revision',
        block_count: blocks.length,
        review_limit: input.data.review_limit ?? DEFAULT_REVIEW_LIMIT,
        candidate_seed: { schema: SEED_SCHEMA, skeleton_id: skeletonId, blocks: blocks.map((b) => ({ block_id: b.block_id, name: b.name, purpose: b.purpose, membership: b.membership.map((m) => ('path' in m ? { path: m.path } : { glob: m.glob })) })) },
        report: {
          naming: naming.report,
          blocks: blocks.map((b) => ({ block_id: b.block_id, named_by: b.candidate_meta?.named_by ?? 'heuristic', needs_owner_naming: b.candidate_meta?.needs_owner_naming ?? true, member_count: b.membership.length })),
        },
      },
    };
  },
};
