import type { Provisioning } from '../lanes/index.js';

/**
 * One lane record for shards that may have run on different machines: a need is provisioned only where every
 * shard had it; its evidence is the shards' own, prefixed with the shard when they differ.
 */
export function mergeLanes(lanes: readonly { shard: string; provisioning: Provisioning }[]): Provisioning {
  const needs = [...new Set(lanes.flatMap((l) => Object.keys(l.provisioning)))].sort();
  const merged: Provisioning = {};
  for (const need of needs) {
    const seen = lanes.map((l) => ({ shard: l.shard, p: l.provisioning[need] }));
    const evidence = new Set(seen.map((s) => (s.p ? `${s.p.provisioned ? 'provisioned' : 'not provisioned'}: ${s.p.evidence}` : 'not probed')));
    const provisioned = seen.every((s) => s.p?.provisioned === true);
    merged[need] = {
      ...(seen[0]?.p ?? {}),
      provisioned,
      evidence: evidence.size === 1 && seen[0]?.p ? seen[0].p.evidence : seen.map((s) => `shard ${s.shard}: ${s.p ? `${s.p.provisioned ? '' : 'not provisioned — '}${s.p.evidence}` : 'not probed'}`).join('; '),
    };
  }
  return merged;
}
