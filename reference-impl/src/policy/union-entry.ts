import type { ActionEntry, Effect, Ingress, RiskClass } from './types.js';

// Stryker disable all: reached only for a tool waiting on a fact whose branches are all Ordinary, which no shipped table has; unit tests pin it
const RISK_ORDER: readonly RiskClass[] = ['low', 'medium', 'high', 'critical'];

/**
 * A conservative stand-in for "one of these actions": every effect any of them has, the worst risk,
 * the strongest floor, and only the ingresses all of them share. Used when the exact pick waits on a fact.
 */
export function unionEntry(entries: readonly ActionEntry[]): ActionEntry {
  const effects = new Set<Effect>();
  let risk = 0;
  let floor: ActionEntry['floor'] = 'Ordinary';
  for (const e of entries) {
    for (const effect of e.effects) effects.add(effect);
    risk = Math.max(risk, RISK_ORDER.indexOf(e.risk));
    if (e.floor === 'PositiveSovereign' || (e.floor === 'ScopedGrantA2' && floor === 'Ordinary')) floor = e.floor;
  }
  const ingresses = (['mcp', 'rest', 'cli'] as Ingress[]).filter((i) => entries.every((e) => e.ingresses.includes(i)));
  return { action: entries.map((e) => e.action).join('|'), effects: [...effects], risk: RISK_ORDER[risk] ?? 'critical', floor, ingresses };
}
// Stryker restore all
