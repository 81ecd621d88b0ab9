import type { Mutant } from './mutant.js';

// Each mutant's tags select only scenarios that show its rule: an outline's examples are tagged by block, so a
// loosened predicate is judged by the rows that must not collide and a tightened one by the rows that must.

/** Mutants of the presence code: each must be killed by the scenarios its tags select. */
export const PRESENCE_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'presence-ttl-boundary-inclusive',
    file: 'presence/timing.js',
    find: 'return now - lastBeatMs > ttlMs;',
    replace: 'return now - lastBeatMs >= ttlMs;',
    tags: '@clause:PRES-TTL-1',
    breaks: 'a presence whose last beat is exactly two minutes old is dropped, though it is not older than its TTL',
  },
  {
    name: 'presence-drill-cap-off-by-one',
    file: 'presence/cockpit.js',
    find: 'drill: mine.slice(0, PRESENCE_DRILL_CAP)',
    replace: 'drill: mine.slice(0, PRESENCE_DRILL_CAP + 1)',
    tags: '@clause:PRES-COCKPIT-2',
    breaks: 'the cockpit drill shows seven rows where the cap is six',
  },
  {
    name: 'presence-collision-either-side-mutating',
    file: 'presence/collision.js',
    find: 'if (!isMutating(a) || !isMutating(b))',
    replace: 'if (!isMutating(a) && !isMutating(b))',
    tags: '@clause:PRES-COLLIDE-3',
    breaks: 'one mutating side is enough for a collision (OR where the predicate says AND)',
  },
  {
    name: 'presence-collision-place-and-overlap',
    file: 'presence/collision.js',
    find: 'if (!samePlace && overlap.length === 0)',
    replace: 'if (!samePlace || overlap.length === 0)',
    tags: '@clause:PRES-COLLIDE-1',
    breaks: 'a collision needs the same place AND overlapping working sets, where either is enough',
  },
  {
    name: 'presence-mutation-stamped-on-reads',
    file: 'mcp/presence-tools.js',
    find: 'observedMutation: admitted !== null && writeEffects(admitted).length > 0',
    replace: 'observedMutation: admitted !== null',
    tags: '@clause:PRES-COLLIDE-3',
    breaks: 'every admitted call, a read included, is stamped as an observed mutation',
  },
  {
    name: 'presence-no-beat-over-rest',
    file: 'mcp/presence-tools.js',
    find: 'if (!ctx.presence || agentId === null)',
    replace: "if (!ctx.presence || agentId === null || ctx.ingress === 'rest')",
    tags: '@clause:PRES-HEALTH-1 or @clause:PRES-COCKPIT-2',
    breaks: 'a call naming an agent over the REST tool route keeps no presence',
  },
  {
    name: 'presence-id-from-agent-only',
    file: 'presence/presence-id.js',
    find: 'sha256Hex(`${agentId}\\0${brain}`)',
    replace: 'sha256Hex(`${agentId}`)',
    tags: '@clause:PRES-ID-1 and @needs:birth',
    breaks: 'the presence id ignores the brain, so one agent on two brains is one presence',
  },
  {
    name: 'presence-throttle-window-exclusive',
    file: 'presence/presence-store.js',
    find: 'now - last >= PRESENCE_BEAT_THROTTLE_MS',
    replace: 'now - last > PRESENCE_BEAT_THROTTLE_MS',
    tags: '@clause:PRES-BEAT-2 and not @clause:PRES-DECLARE-1 and not @clause:PRES-MUTATION-1',
    breaks: 'a call exactly five seconds after the last write is still throttled',
  },
  {
    name: 'presence-first-write-not-forced',
    file: 'presence/presence-store.js',
    find: 'before === null || signalChanged(before, next) ||',
    replace: 'before === null ||',
    tags: '@clause:PRES-MUTATION-1',
    breaks: 'a first observed write inside the throttle window waits for the window to end before it is written',
  },
  {
    name: 'presence-declaration-not-forced',
    file: 'presence/presence-store.js',
    find: '|| b.declaration !== undefined;',
    replace: ';',
    tags: '@clause:PRES-BEAT-2 and @clause:PRES-DECLARE-1',
    breaks: 'a declaration inside the throttle window waits for the window to end before it is written',
  },
  {
    name: 'presence-boot-reclaims-nothing',
    file: 'server/brain-context.js',
    find: 'store.reclaimStale();',
    replace: 'void store.dir;',
    tags: '@clause:PRES-GC-1',
    breaks: 'an owner boots without reclaiming the stale sidecars an earlier owner left',
  },
  {
    name: 'presence-beat-not-fail-open',
    file: 'presence/presence-store.js',
    find: 'catch {\n            return null;\n        }\n    }\n    /** Every live presence',
    replace: 'catch (error) {\n            throw error;\n        }\n    }\n    /** Every live presence',
    tags: '@clause:PRES-FAILOPEN-1 and not @clause:PRES-UNREADABLE-1',
    breaks: 'a sidecar write that fails throws out of the beat, so a declaration over a broken sidecar is answered with an error',
  },
]);
