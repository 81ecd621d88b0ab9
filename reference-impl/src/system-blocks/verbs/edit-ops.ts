import { z } from 'zod';
import { RepoRelativePathSchema, SlugSchema, type Block } from '../../records/index.js';
import { memberKey } from '../store-api/index.js';

const MemberRef = z.union([z.strictObject({ path: RepoRelativePathSchema }), z.strictObject({ glob: RepoRelativePathSchema })]);
type MemberRef = z.infer<typeof MemberRef>;

/** The typed edit ops of `candidate_edit`, told apart by `op`. */
export const EditOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('rename'), block_id: z.string().min(1), name: z.string().min(1), purpose: z.string().optional() }),
  z.strictObject({ op: z.literal('merge'), block_ids: z.array(z.string().min(1)).min(2, 'a merge names at least two blocks'), into: z.string().min(1), name: z.string().min(1).optional() }),
  z.strictObject({ op: z.literal('split'), block_id: z.string().min(1), new_block_id: SlugSchema, name: z.string().min(1), members: z.array(MemberRef).min(1, 'a split moves at least one member') }),
  z.strictObject({ op: z.literal('move_member'), from_block_id: z.string().min(1), to_block_id: z.string().min(1), member: MemberRef }),
  z.strictObject({ op: z.literal('resolve_seam'), member: MemberRef, keep_in: z.string().min(1) }),
  z.strictObject({ op: z.literal('assign_unmapped'), block_id: z.string().min(1), paths: z.array(RepoRelativePathSchema).min(1, 'name at least one unmapped path') }),
]);
export type EditOp = z.infer<typeof EditOpSchema>;

export type Seat = 'owner' | 'runner';

/** One op applied to a working copy of the blocks: the next blocks, or why the op cannot apply. */
export function applyOp(blocks: Block[], op: EditOp, seat: Seat): { blocks: Block[] } | { why: string } {
  const find = (id: string) => blocks.find((b) => b.block_id === id);
  const missing = (id: string) => ({ why: `block ${JSON.stringify(id)} is not in the store` });
  const named = { named_by: seat, needs_owner_naming: false } as const;
  const has = (b: Block, m: MemberRef) => b.membership.some((x) => memberKey(x) === memberKey(m));
  const without = (b: Block, m: MemberRef): Block => ({ ...b, membership: b.membership.filter((x) => memberKey(x) !== memberKey(m)) });
  const withMember = (b: Block, m: MemberRef): Block => (has(b, m) ? b : { ...b, membership: [...b.membership, { ...m, state: 'proposed' }] });
  const replace = (next: Block[]) => ({ blocks: next });
  switch (op.op) {
    case 'rename': {
      const b = find(op.block_id);
      if (!b) return missing(op.block_id);
      return replace(blocks.map((x) => (x === b ? { ...b, name: op.name, purpose: op.purpose ?? b.purpose, candidate_meta: named } : x)));
    }
    case 'merge': {
      if (!op.block_ids.includes(op.into)) return { why: `into ${JSON.stringify(op.into)} is not one of block_ids; merge into one of the merged blocks` };
      const absent = op.block_ids.find((id) => !find(id));
      if (absent !== undefined) return missing(absent);
      const merged = blocks.filter((b) => op.block_ids.includes(b.block_id));
      const holding = merged.find((b) => b.block_id !== op.into && b.receipts.length > 0);
      if (holding) return { why: `block ${holding.block_id} holds ${holding.receipts.length} receipt(s), which a merge would orphan; archive it instead` };
      const into = merged.find((b) => b.block_id === op.into) as Block;
      const survivor = merged.reduce((acc, b) => b.membership.reduce((s, m) => withMember(s, 'path' in m ? { path: m.path } : { glob: m.glob }), acc), into);
      const renamed = op.name === undefined ? survivor : { ...survivor, name: op.name, candidate_meta: named };
      return replace(blocks.filter((b) => b.block_id === op.into || !op.block_ids.includes(b.block_id)).map((b) => (b.block_id === op.into ? renamed : b)));
    }
    case 'split': {
      const b = find(op.block_id);
      if (!b) return missing(op.block_id);
      if (find(op.new_block_id)) return { why: `new_block_id ${JSON.stringify(op.new_block_id)} is already a block; choose a new id` };
      const stray = op.members.find((m) => !has(b, m));
      if (stray) return { why: `${memberKey(stray)} is not a member of ${b.block_id}; a split moves members the block has` };
      const left = op.members.reduce(without, b);
      if (left.membership.length === 0) return { why: `the split would leave ${b.block_id} without members; rename it instead` };
      const fresh: Block = { ...b, block_id: op.new_block_id, name: op.name, purpose: '', state: 'candidate', prior_state: null, membership: op.members.map((m) => ({ ...m, state: 'proposed' as const })), boundary_version: 1, receipts: [], candidate_meta: named, resolved_files: undefined };
      const at = blocks.indexOf(b);
      return replace([...blocks.slice(0, at), left, fresh, ...blocks.slice(at + 1)]);
    }
    case 'move_member': {
      const from = find(op.from_block_id);
      const to = find(op.to_block_id);
      if (!from) return missing(op.from_block_id);
      if (!to) return missing(op.to_block_id);
      if (from === to) return { why: 'from_block_id and to_block_id name the same block' };
      if (!has(from, op.member)) return { why: `${memberKey(op.member)} is not a member of ${from.block_id}` };
      return replace(blocks.map((x) => (x === from ? without(from, op.member) : x === to ? withMember(to, op.member) : x)));
    }
    case 'resolve_seam': {
      const keep = find(op.keep_in);
      if (!keep) return missing(op.keep_in);
      const claimants = blocks.filter((b) => has(b, op.member));
      if (!has(keep, op.member)) return { why: `${memberKey(op.member)} is not a member of ${keep.block_id}; keep it in a block that claims it` };
      if (claimants.length < 2) return { why: `${memberKey(op.member)} is claimed by ${keep.block_id} alone, so there is no seam to resolve` };
      return replace(blocks.map((b) => (b !== keep && has(b, op.member) ? without(b, op.member) : b)));
    }
    case 'assign_unmapped': {
      const b = find(op.block_id);
      if (!b) return missing(op.block_id);
      const taken = op.paths.find((p) => blocks.some((x) => has(x, { path: p })));
      if (taken !== undefined) return { why: `path ${JSON.stringify(taken)} is already a member of a block; move_member moves it` };
      return replace(blocks.map((x) => (x === b ? op.paths.reduce((s, p) => withMember(s, { path: p }), b) : x)));
    }
  }
}

/** Blocks whose membership an edit changed get a new boundary version once, and forget their last resolved set. */
export function bumpMovedBoundaries(before: readonly Block[], after: Block[]): Block[] {
  const keys = (b: Block) => b.membership.map(memberKey).sort().join('\n');
  return after.map((b) => {
    const old = before.find((x) => x.block_id === b.block_id);
    if (!old || keys(old) === keys(b)) return b;
    const { resolved_files: _dropped, ...rest } = b;
    return { ...rest, boundary_version: old.boundary_version + 1 };
  });
}
