import type { Adapter } from '../adapter/index.js';
import { decideSkip, type Provisioning } from '../lanes/index.js';
import type { ScenarioOutcome } from './messages.js';

/**
 * A reasoned skip must agree with the lane probed for this run (harness/README.md, "Tags, lanes and skips").
 * A skip the probe does not explain (every need was claimed and provisioned, or the reason kind differs) is a
 * harness error: it becomes a reasonless `skipped`, which makes the verdict non-conformant.
 */
export function checkSkips(outcomes: ScenarioOutcome[], adapter: Adapter, prov: Provisioning): { outcomes: ScenarioOutcome[]; errors: string[] } {
  const errors: string[] = [];
  const checked = outcomes.map((o) => {
    if (o.status !== 'not provisioned' && o.status !== 'not claimed') return o;
    const decision = decideSkip(o.tags, adapter, prov);
    if (decision?.status === o.status) return o;
    const probe = decision ? `the probe says "${decision.status}: ${decision.reason}"` : 'the probe found every need claimed and provisioned';
    const error = `harness error: "${o.name}" (${o.uri}) was skipped as ${o.status} (${o.reason}) but ${probe}; the Before hook must skip exactly what decideSkip decides for lane.json`;
    errors.push(error);
    return { ...o, status: 'skipped' as const, reason: error };
  });
  return { outcomes: checked, errors };
}
