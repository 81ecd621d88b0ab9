// Reading a scan's answer: the candidate seed's blocks and members, and the naming report.

export interface CandidateBlock {
  block_id: string;
  members: string[];
}

function obj(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`${what} is not an object: ${JSON.stringify(v)?.slice(0, 300)}`);
  return v as Record<string, unknown>;
}

/** The blocks of a landed scan's `candidate_seed`, each with its member paths (globs are not paths). */
export function candidateBlocks(payload: unknown): CandidateBlock[] {
  const seed = obj(obj(payload, 'the scan answer').candidate_seed, 'the scan answer\'s candidate_seed');
  if (!Array.isArray(seed.blocks)) throw new Error(`candidate_seed.blocks is not a list: ${JSON.stringify(seed).slice(0, 300)}`);
  return seed.blocks.map((b, i) => {
    const block = obj(b, `candidate_seed.blocks[${i}]`);
    if (typeof block.block_id !== 'string' || !Array.isArray(block.membership)) throw new Error(`candidate_seed.blocks[${i}] has no block_id or membership: ${JSON.stringify(block)}`);
    const members = block.membership.map((m) => (obj(m, `a member of ${block.block_id}`).path)).filter((p): p is string => typeof p === 'string');
    return { block_id: block.block_id, members: members.sort() };
  });
}

/** `report.naming` of a landed scan. */
export function namingReport(payload: unknown): Record<string, unknown> {
  return obj(obj(obj(payload, 'the scan answer').report, 'the scan answer\'s report').naming, 'report.naming');
}

/** Who named each block, from `report.blocks[].named_by`. */
export function namedByOf(payload: unknown): Map<string, string> {
  const report = obj(obj(payload, 'the scan answer').report, 'the scan answer\'s report');
  if (!Array.isArray(report.blocks)) throw new Error(`report.blocks is not a list: ${JSON.stringify(report).slice(0, 300)}`);
  return new Map(report.blocks.map((b, i) => {
    const block = obj(b, `report.blocks[${i}]`);
    return [String(block.block_id), String(block.named_by)];
  }));
}

/** The same multiset of strings. */
export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
}
