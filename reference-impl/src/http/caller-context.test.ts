import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createRefreshDoor } from '../refresh/index.js';
import { noSeams } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { bindCaller } from './caller-context.js';
import { resolveCallerRoot, type CallerIdentity } from './caller-identity.js';
import { makeTinyBrain } from './owner-fixture.test-support.js';
import { dispatchToolCall } from './tool-dispatch.js';

const brain = makeTinyBrain();
after(() => rmSync(brain.base, { recursive: true, force: true }));
const door = createRefreshDoor({ actor: brain.ctx.actor, store: new CheckpointStore(brain.runtime, noSeams), runtime: brain.runtime, seams: noSeams, now: () => 1, pid: 7 });
const contextFor = bindCaller({ ...brain.ctx, refresh: door });
const restFor = (identity: CallerIdentity) => ({ ...contextFor(() => identity), ingress: 'rest' as const });

async function payloadOf(identity: CallerIdentity, tool: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = await dispatchToolCall(restFor(identity), tool, args);
  assert.ok(out.found);
  return out.result.structuredContent ?? {};
}

test('an unresolvable caller root has no canonical root: health keeps its shape and names none', async () => {
  const lost = resolveCallerRoot(join(brain.base, 'moved-away')) ?? null;
  const known = await payloadOf({ root: brain.root }, 'health', {});
  const unresolvable = await payloadOf(lost, 'health', {});
  assert.deepEqual(Object.keys(unresolvable), Object.keys(known));
  assert.equal(known.caller_root, brain.root);
  assert.equal(unresolvable.caller_root, null);
});

test('a refresh from an unresolvable caller root is refused refresh_root_unresolvable, never as an unknown caller', async () => {
  const missing = join(brain.base, 'moved-away');
  const refused = await payloadOf(resolveCallerRoot(missing) ?? null, 'ingest', { mode: 'refresh', agent_id: 'unit' });
  assert.equal(refused.refused, 'refresh_root_unresolvable');
  assert.match(String(refused.reason), new RegExp(`^caller root ${missing}: it does not resolve`));
  const unknown = await payloadOf(null, 'ingest', { mode: 'refresh', agent_id: 'unit' });
  assert.equal(unknown.refused, 'refresh_caller_root_unknown');
});
