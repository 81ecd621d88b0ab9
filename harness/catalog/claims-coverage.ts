import { LANE_ONLY_NEEDS } from '../lanes/index.js';
import type { Catalog, Clause, RefusalNamer } from './catalog-schema.js';
import type { ScenarioRef } from './read-scenarios.js';

/** One clause under a set of claims: how many of its scenarios would run, and why none might. */
export interface ClauseCoverage {
  id: string;
  level: Clause['level'];
  kind: Clause['kind'];
  scenarios: number;
  runnable: number;
  /** the capability the catalog says the clause cannot be observed without, when that one is not claimed */
  unobservableWithout: { capability: string; reason: string } | null;
  /** the refusal code the clause asserts, and who named its spelling */
  refusal: { code: string; named_by: RefusalNamer; seed?: string } | null;
}

export interface ClaimsCoverage {
  claims: string[];
  clauses: ClauseCoverage[];
  /** MUST wire clauses with no runnable scenario and no catalogued reason */
  mustWireWithout: string[];
  /** MUST wire clauses with no runnable scenario because the catalog says only a capability observes them */
  mustWireUnobservable: string[];
  /** MUST wire clauses whose verdict asserts a kit-defined spelling: another implementation may name its own */
  mustWireKitCodes: string[];
}

/** Whether a scenario would run under `claims`: every `@needs` is claimed or lane-only; platforms are ignored. */
export function runsUnder(tags: readonly string[], claims: readonly string[]): boolean {
  return tags.every((tag) => {
    if (!tag.startsWith('@needs:')) return true;
    const need = tag.slice('@needs:'.length);
    return LANE_ONLY_NEEDS.includes(need) || claims.includes(need);
  });
}

/** Per clause, the scenarios that would run under `claims` (lane-only needs counted as provided). */
export function coverUnderClaims(catalog: Catalog, scenarios: readonly ScenarioRef[], claims: readonly string[]): ClaimsCoverage {
  const clauses = catalog.clauses.map((c): ClauseCoverage => {
    const mine = scenarios.filter((s) => s.tags.includes(`@clause:${c.id}`));
    const runnable = mine.filter((s) => runsUnder(s.tags, claims)).length;
    const needed = c.observable?.slice('needs-'.length) ?? null;
    const unobservable = runnable === 0 && needed !== null && !claims.includes(needed) ? { capability: needed, reason: c.observable_reason ?? '' } : null;
    const code = c.refusal_code === undefined ? undefined : catalog.refusal_codes[c.refusal_code];
    const refusal = c.refusal_code !== undefined && code !== undefined ? { code: c.refusal_code, named_by: code.named_by, ...(code.seed === undefined ? {} : { seed: code.seed }) } : null;
    return { id: c.id, level: c.level, kind: c.kind, scenarios: mine.length, runnable, unobservableWithout: unobservable, refusal };
  });
  const mustWire = clauses.filter((c) => c.level === 'MUST' && c.kind === 'wire' && c.runnable === 0);
  return {
    claims: [...claims],
    clauses,
    mustWireWithout: mustWire.filter((c) => c.unobservableWithout === null).map((c) => c.id),
    mustWireUnobservable: mustWire.filter((c) => c.unobservableWithout !== null).map((c) => c.id),
    mustWireKitCodes: clauses.filter((c) => c.level === 'MUST' && c.kind === 'wire' && c.refusal?.named_by === 'kit').map((c) => c.id),
  };
}
