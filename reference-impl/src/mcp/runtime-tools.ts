// boot_memory, memorize and the background-ingest verbs: memory kept in the runtime, honest answers about ingest.
import { z } from 'zod';
import { appendMemory, BootMemoryStore } from '../memory/index.js';
import { servingBrain } from './serving-brain.js';
import { checkArgs } from './tool-args.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';
import { READ_ONLY_HINTS, type ToolSpec } from './tool-spec.js';

const agent = { agent_id: z.string().optional() };
const BootMemoryInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('get'), key: z.string().min(1), ...agent }),
  z.object({ action: z.literal('set'), key: z.string().min(1), value: z.string(), ...agent }),
  z.object({ action: z.literal('delete'), key: z.string().min(1), ...agent }),
  z.object({ action: z.literal('list'), ...agent }),
  z.object({ action: z.literal('status'), ...agent }),
]);
const MemorizeInput = z.object({ text: z.string().min(1), ...agent });
const NO_RUNTIME = 'this brain has no runtime directory to keep memory in; launch with --runtime-dir';

function bootMemory(ctx: ToolContext, raw: unknown): ToolResult {
  const c = checkArgs('boot_memory', BootMemoryInput, raw, {
    action: 'pass action as get, set, delete, list or status',
    key: 'pass key as a non-empty string',
    value: 'pass value as a string (set stores text)',
  });
  if ('error' in c) return c.error;
  const dir = servingBrain(ctx).stateDir;
  if (dir === null) return toolError(`boot_memory_unavailable: ${NO_RUNTIME}`);
  const store = new BootMemoryStore(dir);
  try {
    const a = c.args;
    switch (a.action) {
      case 'get':
        return ok({ action: 'get', key: a.key, value: store.get(a.key) });
      case 'set':
        store.set(a.key, a.value);
        return ok({ action: 'set', key: a.key, stored: true });
      case 'delete':
        return ok({ action: 'delete', key: a.key, deleted: store.delete(a.key) });
      case 'list':
        return ok({ action: 'list', keys: store.list() });
      case 'status':
        return ok({ action: 'status', entries: store.list().length, file: store.file });
    }
  } catch (error) {
    return toolError(`boot_memory_unreadable: ${(error as Error).message}`);
  }
}

function memorize(ctx: ToolContext, raw: unknown): ToolResult {
  const c = checkArgs('memorize', MemorizeInput, raw, { text: 'pass text as the note to keep' });
  if ('error' in c) return c.error;
  const dir = servingBrain(ctx).stateDir;
  if (dir === null) return toolError(`memorize_unavailable: ${NO_RUNTIME}`);
  const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const count = appendMemory(dir, { agent_id: c.args.agent_id ?? null, text: c.args.text, at });
  return ok({ stored: true, count, at });
}

const NOTHING_RUNS = 'the reference runs no background ingest; ask ingest with mode "refresh" to take changes in';

export function runtimeTools(ctx: ToolContext): ToolSpec[] {
  return [
    {
      name: 'boot_memory',
      description: "A small key-value memory kept in the brain's runtime directory: action get, set, delete, list or status.",
      input: BootMemoryInput,
      raw: true,
      run: (raw: unknown) => bootMemory(ctx, raw),
    },
    {
      name: 'memorize',
      description: "Keep a note: appended to a memory journal in the brain's runtime directory; answers how many notes it holds.",
      input: MemorizeInput,
      raw: true,
      run: (raw: unknown) => memorize(ctx, raw),
    },
    {
      name: 'auto_ingest_status',
      description: 'Whether a background ingest runs: in the reference, never.',
      input: z.object({ ...agent }),
      annotations: READ_ONLY_HINTS,
      run: () => ok({ running: false, status: 'not_running', reason: NOTHING_RUNS }),
    },
    {
      name: 'auto_ingest_stop',
      description: 'Stop a background ingest: in the reference none runs, so nothing is stopped.',
      input: z.object({ ...agent }),
      run: () => ok({ ok: true, stopped: false, was_running: false, reason: NOTHING_RUNS }),
    },
  ];
}
