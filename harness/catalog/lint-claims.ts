import type { LintProblem } from './catalog-schema.js';
import type { FeatureSource } from './read-scenarios.js';

/** Capabilities a whole run is provisioned with rather than proven by scenarios of their own (the container lane). */
export const RUN_LEVEL_CAPABILITIES: readonly string[] = Object.freeze(['container']);

/** Every `@needs:<capability>` a feature file names, at feature or scenario level. */
export function neededCapabilities(features: readonly FeatureSource[]): Set<string> {
  const needs = new Set<string>();
  for (const f of features) for (const m of f.text.matchAll(/@needs:([a-z0-9-]+)/g)) needs.add(m[1] as string);
  return needs;
}

/**
 * An adapter claims only capabilities some scenario needs: a claim with nothing behind it would read as conformance
 * nobody checked. Run-level capabilities are exempt.
 */
export function lintClaims(adapter: string, claims: readonly string[], features: readonly FeatureSource[]): LintProblem[] {
  const needs = neededCapabilities(features);
  return claims
    .filter((c) => !RUN_LEVEL_CAPABILITIES.includes(c) && !needs.has(c))
    .map((c) => ({ where: `adapter ${adapter}`, message: `claims ${c}, which no scenario needs (@needs:${c}); stop claiming it until scenarios prove it` }));
}
