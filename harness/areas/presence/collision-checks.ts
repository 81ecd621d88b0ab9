import type { Scenario } from '../../scenario/index.js';
import { callPositive } from './presence-calls.js';
import { readRoster, type Entry } from './presence-reads.js';

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

function pairOf(c: Entry): string[] {
  return Array.isArray(c.agents) ? (c.agents as unknown[]).map(String).sort() : [];
}

/** The gaps north answers `agent` on its own session that name `other`. */
async function gapsNaming(s: Scenario, agent: string, other: string): Promise<string[]> {
  const north = await callPositive(s, agent, 'MCP', 'north', {});
  if (!Array.isArray(north.honest_gaps)) throw new Error(`north for "${agent}" answered no honest_gaps list: ${JSON.stringify(north).slice(0, 300)}`);
  return (north.honest_gaps as unknown[]).map(String).filter((g) => g.includes(other));
}

/**
 * Whether `a` and `b` collide, judged on every surface: the pair in /api/presences' collisions, one line of north's
 * honest_gaps naming the other agent on both sides, and the cockpit's presences label warning of a collision.
 */
export async function expectCollision(s: Scenario, a: string, b: string, collides: boolean): Promise<void> {
  const problems: string[] = [];
  const roster = await readRoster(s);
  const pairs = roster.collisions.filter((c) => JSON.stringify(pairOf(c)) === JSON.stringify([a, b].sort()));
  if (collides && pairs.length !== 1) problems.push(`/api/presences lists the pair ${pairs.length} times among its collisions, not once: ${JSON.stringify(roster.collisions)}`);
  if (!collides && roster.collisions.length > 0) problems.push(`/api/presences lists collisions: ${JSON.stringify(roster.collisions)}`);
  for (const [me, other] of [[a, b], [b, a]] as const) {
    const gaps = await gapsNaming(s, me, other);
    if (collides && gaps.length !== 1) problems.push(`north for "${me}" has ${gaps.length} honest gaps naming "${other}", not one`);
    if (!collides && gaps.length > 0) problems.push(`north for "${me}" names "${other}" in a gap: ${JSON.stringify(gaps)}`);
  }
  const cockpit = await callPositive(s, a, 'MCP', 'cockpit', {});
  const slot = (Array.isArray(cockpit.slots) ? (cockpit.slots as Entry[]) : []).find((x) => x.slot === 'presences');
  const warns = /collision/i.test(String(slot?.label ?? ''));
  if (!slot) problems.push('the cockpit has no presences slot');
  else if (warns !== collides) problems.push(`the cockpit's presences label is ${JSON.stringify(slot.label)}`);
  // A presence gates nothing: while they collide, a write by either agent is still answered.
  if (collides) for (const agent of [a, b]) await callPositive(s, agent, 'MCP', 'persist', { action: 'checkpoint' }).catch((e: Error) => problems.push(`a checkpoint by "${agent}" was not answered: ${e.message}`));
  fail(`"${a}" and "${b}" ${collides ? 'do not collide' : 'collide'} on the surfaces`, problems);
}
