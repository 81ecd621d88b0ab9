import type { Adapter } from '../adapter/index.js';
import type { Provisioning } from './provisioning.js';
import { LANE_ONLY_NEEDS, PLATFORMS, PROVISIONING_NEEDS } from './provisioning.js';

export type SkipDecision = null | { status: 'not claimed' | 'not provisioned'; reason: string };

/**
 * Whether a scenario with these tags runs on this lane. `@needs:<cap>` must be claimed by the adapter
 * (lane-only needs excepted) and, for provisioning needs, provided; `@platform:<os>` must be this lane's OS.
 * A missing claim wins over missing provisioning: it is the more fundamental answer.
 */
export function decideSkip(tags: string[], adapter: Adapter, prov: Provisioning): SkipDecision {
  const unclaimed: string[] = [];
  const unprovisioned: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('@needs:')) {
      const need = tag.slice('@needs:'.length);
      if (!LANE_ONLY_NEEDS.includes(need) && !adapter.capabilities.includes(need)) {
        unclaimed.push(`${adapter.name} does not claim capability "${need}"`);
        continue;
      }
      if (PROVISIONING_NEEDS.includes(need)) {
        const p = prov[need];
        if (!p) unprovisioned.push(`"${need}" was not probed on this lane`);
        else if (!p.provisioned) unprovisioned.push(`"${need}" is not provisioned: ${p.evidence}`);
      }
    } else if (tag.startsWith('@platform:')) {
      const os = tag.slice('@platform:'.length);
      if (!PLATFORMS.includes(os)) {
        unprovisioned.push(`unknown platform tag ${tag}: use one of ${PLATFORMS.map((p) => `@platform:${p}`).join(', ')}`);
        continue;
      }
      const p = prov[`platform:${os}`];
      if (!p?.provisioned) unprovisioned.push(`needs platform ${os}: ${p?.evidence ?? 'the platform was not probed'}`);
    }
  }
  if (unclaimed.length > 0) return { status: 'not claimed', reason: unclaimed.join('; ') };
  if (unprovisioned.length > 0) return { status: 'not provisioned', reason: unprovisioned.join('; ') };
  return null;
}
