import { mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode, PRESENCE_ID_PATTERN, PRESENCE_SCHEMA, PresenceRecordSchema, readRecordSync, serializePresenceRecord, type PresenceRecord } from '../records/index.js';
import { writeFileAtomic } from '../store/index.js';
import { presenceIdOf } from './presence-id.js';
import { isStale, PRESENCE_BEAT_THROTTLE_MS, PRESENCE_TTL_MS } from './timing.js';

/** What a session_handshake declares; every field replaces the one declared before. */
export interface Declaration {
  kind: string | null;
  theme: string | null;
  worktree: string | null;
  working_set: string[];
  intent: 'read' | 'mutate' | null;
}

/** One tool call naming an agent: who, on which brain, from where, and whether it was seen writing. */
export interface Beat {
  agentId: string;
  brain: string;
  callerRoot: string | null;
  observedMutation: boolean;
  declaration?: Declaration;
}

/** The live roster as the sidecars hold it, or why the registry could not be read (then no roster at all). */
export type Roster = { presences: PresenceRecord[] } | { unavailable: string };

/**
 * The presence sidecars of one runtime (`registry/presences/<presence_id>.json`). A beat upserts the agent's one
 * file, at most once per throttle window unless its signal changed; a failing write is swallowed, so a broken
 * sidecar never changes or blocks the tool call that beat. Reads skip stale and unreadable files.
 */
export class PresenceStore {
  private readonly live = new Map<string, PresenceRecord>();
  private readonly written = new Map<string, number>();

  constructor(
    readonly dir: string,
    private readonly now: () => number,
    /** The only owner of a sidecar this store trusts: the user the owner runs as. */
    private readonly uid: number = process.getuid?.() ?? 0,
  ) {}

  /** The clock presences are judged on (the test clock under the seam protocol). */
  clock(): number {
    return this.now();
  }

  /** Records one call; returns the presence id, or null when the sidecar could not be written. Never throws. */
  beat(b: Beat): string | null {
    try {
      const now = this.now();
      const id = presenceIdOf(b.agentId, b.brain);
      const kept = this.live.get(id);
      // A presence silent past its TTL starts afresh, as if it had never been seen.
      const before = kept && !isStale(kept.last_beat_ms, kept.ttl_ms, now) ? kept : this.readLive(id, b, now);
      const next = advance(before, id, b, now);
      this.live.set(id, next);
      const changed = before === null || signalChanged(before, next) || b.declaration !== undefined;
      const last = this.written.get(id);
      if (changed || last === undefined || now - last >= PRESENCE_BEAT_THROTTLE_MS) this.write(next, now);
      return id;
    } catch {
      return null;
    }
  }

  /** Every live presence, or `unavailable` when the folder exists but cannot be listed. */
  roster(): Roster {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return { presences: [] };
      return { unavailable: `the presence registry ${this.dir} cannot be read (${errorCode(error) ?? String(error)})` };
    }
    let now: number;
    try {
      now = this.now();
    } catch (error) {
      return { unavailable: `the clock cannot be read (${error instanceof Error ? error.message : String(error)})` };
    }
    const presences: PresenceRecord[] = [];
    for (const name of names.sort()) {
      const rec = this.readFile(name);
      if (rec && !isStale(rec.last_beat_ms, rec.ttl_ms, now)) presences.push(rec);
    }
    return { presences };
  }

  /** Removes stale sidecars and leftover temp files (an owner's boot); what cannot be read or removed stays. */
  reclaimStale(): number {
    let removed = 0;
    try {
      const now = this.now();
      for (const name of readdirSync(this.dir)) {
        const leftover = name.startsWith('.prs_') && name.includes('.tmp-');
        const rec = leftover ? null : this.readFile(name);
        if (leftover || (rec && isStale(rec.last_beat_ms, rec.ttl_ms, now))) {
          try {
            unlinkSync(join(this.dir, name));
            removed += 1;
          } catch {
            // Another process may have removed it; reclaiming is best effort.
          }
        }
      }
    } catch {
      // No folder, or one that cannot be listed: nothing to reclaim.
    }
    return removed;
  }

  private readFile(name: string): PresenceRecord | null {
    if (!name.endsWith('.json') || !PRESENCE_ID_PATTERN.test(name.slice(0, -'.json'.length))) return null;
    // A sidecar someone else could have written or rewritten is never trusted: it names no presence.
    const read = readRecordSync(join(this.dir, name), PresenceRecordSchema, { follow: false, ownedBy: this.uid });
    return 'data' in read && `${read.data.presence_id}.json` === name ? read.data : null;
  }

  /** A sidecar a previous owner left for this agent, when it still names the pair and is not stale. */
  private readLive(id: string, b: Beat, now: number): PresenceRecord | null {
    const rec = this.readFile(`${id}.json`);
    if (!rec || rec.agent_id !== b.agentId || rec.brain !== b.brain || isStale(rec.last_beat_ms, rec.ttl_ms, now)) return null;
    return rec;
  }

  private write(rec: PresenceRecord, now: number): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    writeFileAtomic(join(this.dir, `${rec.presence_id}.json`), serializePresenceRecord(rec));
    this.written.set(rec.presence_id, now);
  }
}

function advance(before: PresenceRecord | null, id: string, b: Beat, now: number): PresenceRecord {
  const base: PresenceRecord = before ?? {
    schema: PRESENCE_SCHEMA,
    presence_id: id,
    agent_id: b.agentId,
    brain: b.brain,
    caller_root: b.callerRoot,
    kind: null,
    theme: null,
    worktree: null,
    working_set: [],
    mutation: { observed_at_ms: null, declared_intent: null },
    first_seen_ms: now,
    last_beat_ms: now,
    query_count: 0,
    ttl_ms: PRESENCE_TTL_MS,
  };
  const d = b.declaration;
  return {
    ...base,
    caller_root: b.callerRoot,
    ...(d ? { kind: d.kind, theme: d.theme, worktree: d.worktree, working_set: [...d.working_set] } : {}),
    mutation: {
      observed_at_ms: b.observedMutation ? now : base.mutation.observed_at_ms,
      declared_intent: d ? d.intent : base.mutation.declared_intent,
    },
    last_beat_ms: now,
    query_count: base.query_count + 1,
  };
}

/** A new place or a first observed mutation is news a collision may hang on: it is written at once. */
function signalChanged(before: PresenceRecord, next: PresenceRecord): boolean {
  return before.caller_root !== next.caller_root || (before.mutation.observed_at_ms === null && next.mutation.observed_at_ms !== null);
}
