import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { KIT_ROOT } from '../../adapter/index.js';

/** The kit's routing table (features/policy/routing-table.yaml): the oracle of the gate sweep. */
export const ROUTING_TABLE_FILE = join(KIT_ROOT, 'features', 'policy', 'routing-table.yaml');

export const FLOORS = ['Ordinary', 'ScopedGrantA2', 'PositiveSovereign'] as const;
export type Floor = (typeof FLOORS)[number];

const NAME = /^[a-z][a-z0-9_]*$/;
const ACTION = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

const CallSchema = z.strictObject({
  tool: z.string().regex(NAME, 'tools are bare snake_case names'),
  arguments: z.record(z.string(), z.unknown()),
  action: z.string().regex(ACTION, 'actions look like graph.ingest.replace').optional(),
  waits_on: z.string().regex(NAME).optional(),
  actions: z.array(z.string().regex(ACTION)).min(2).optional(),
  floor: z.enum(FLOORS),
  refusal: z.string().regex(NAME).optional(),
  writes: z.literal(true).optional(),
}).refine((c) => (c.waits_on === undefined) === (c.actions === undefined) && (c.waits_on === undefined) === (c.action !== undefined), {
  message: 'a call names its action, or (waiting on an owner fact) waits_on with the actions it can reach, never both',
});
export type RoutingCall = z.infer<typeof CallSchema>;

const TableSchema = z.strictObject({
  floors: z.tuple([z.literal('Ordinary'), z.literal('ScopedGrantA2'), z.literal('PositiveSovereign')]),
  floor_rule: z.string().min(1),
  allowlist: z.array(z.string().regex(ACTION)),
  calls: z.array(CallSchema).min(1),
});
export type RoutingTable = z.infer<typeof TableSchema>;

/** Whether a call that passes the gate writes: a server attached read-only must refuse it instead. */
export function writesWhenAdmitted(call: RoutingCall): boolean {
  return call.writes === true;
}

/** What a call of the table must answer, on both doors. */
export type ExpectedAnswer =
  | { kind: 'passes' }
  | { kind: 'gate'; action: string; floor: Floor }
  | { kind: 'gate-unproven'; tool: string; actions: string[]; fact: string; floor: Floor }
  | { kind: 'fixed'; code: string; action: string; floor: Floor };

/** Reads the call's expected answer off the table's rule (the file's header says it in words). */
export function expectedAnswer(call: RoutingCall, table: Pick<RoutingTable, 'allowlist'>): ExpectedAnswer {
  if (call.refusal !== undefined) return { kind: 'fixed', code: call.refusal, action: call.action ?? call.tool, floor: call.floor };
  if (call.waits_on !== undefined) {
    if (call.floor === 'Ordinary') return { kind: 'passes' };
    return { kind: 'gate-unproven', tool: call.tool, actions: call.actions ?? [], fact: call.waits_on, floor: call.floor };
  }
  const action = call.action as string;
  if (call.floor === 'Ordinary' || table.allowlist.includes(action)) return { kind: 'passes' };
  return { kind: 'gate', action, floor: call.floor };
}

/** The name of the call's refusal text in an adapter's folder: its action, or the first it may reach. */
export function refusalTextName(call: RoutingCall): string {
  return call.action ?? call.actions?.[0] ?? call.tool;
}

/** One line naming the call, for messages: `tool {"arguments"}`. */
export function describeCall(call: Pick<RoutingCall, 'tool' | 'arguments'>): string {
  return `${call.tool} ${JSON.stringify(call.arguments)}`;
}

/** Parses the table; errors name the file, the call and the field. Coherence: one floor per action. */
export function parseRoutingTable(text: string, source: string): RoutingTable {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (cause) {
    throw new Error(`${source}: not valid YAML; fix the syntax reported here`, { cause });
  }
  const checked = TableSchema.safeParse(raw);
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => `  at ${i.path.join('.') || '(top)'}: ${i.message}`);
    throw new Error(`${source}: is not a routing table:\n${issues.join('\n')}`);
  }
  const floors = new Map<string, Floor>();
  for (const [i, call] of checked.data.calls.entries()) {
    if (call.action === undefined) continue;
    const seen = floors.get(call.action);
    if (seen !== undefined && seen !== call.floor) throw new Error(`${source}: calls.${i} (${describeCall(call)}) gives ${call.action} the floor ${call.floor}, another call gives it ${seen}; one action has one floor`);
    floors.set(call.action, call.floor);
  }
  return checked.data;
}

export function loadRoutingTable(path: string = ROUTING_TABLE_FILE): RoutingTable {
  return parseRoutingTable(readFileSync(path, 'utf8'), path);
}
