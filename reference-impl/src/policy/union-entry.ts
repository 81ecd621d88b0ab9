import type { ActionEntry, Effect, Ingress, RiskClass } from './types.js';

// Stryker disable next-line StringLiteral,ArrayDeclaration: risk is carried metadata; no gate decision reads it
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
    // Stryker disable next-line all: risk is carried metadata; no gate decision reads it
    risk = Math.max(risk, RISK_ORDER.indexOf(e.risk));
    if (e.floor === 'PositiveSovereign' || (e.floor === 'ScopedGrantA2' && floor === 'Ordinary')) floor = e.floor;
  }
  const ingresses = (['mcp', 'rest', 'cli'] as Ingress[]).filter((i) => entries.every((e) => e.ingresses.includes(i)));
  // Stryker disable next-line LogicalOperator,StringLiteral: risk is carried metadata no decision reads, and the joined name is prose
  return { action: entries.map((e) => e.action).join('|'), effects: [...effects], risk: RISK_ORDER[risk] ?? 'critical', floor, ingresses };
}
