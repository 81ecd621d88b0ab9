// `registry/instances/<instance_id>.json`: a serving owner, published for discovery.
import { z } from 'zod';
import { EpochMs, Pid } from './shared-fields.js';
import { serializeRecord } from './serialize-record.js';

export const INSTANCE_SCHEMA = 'm1nd-instance-v1';
/** A runtime's registry folder; a registry keeps its instance records in `instances/`. */
export const REGISTRY_DIR = 'registry';
export const INSTANCES_DIR = 'instances';

/** An instance id is also its file name: letters, digits, '.', '_' or '-'. */
export const INSTANCE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const InstanceRecordSchema = z.object({
  schema: z.literal(INSTANCE_SCHEMA),
  instance_id: z.string().regex(INSTANCE_ID_PATTERN, 'expected a plain file name'),
  workspace_root: z.string().nullable(),
  runtime_root: z.string(),
  pid: Pid,
  transport: z.enum(['stdio', 'http']),
  /** The listening address (http); null for stdio. */
  bind: z.string().nullable(),
  port: z.number().int().min(0).max(65535).nullable(),
  status: z.literal('serving'),
  started_at_ms: EpochMs,
  /** The owner process's start time (field 22 of /proc/<pid>/stat), telling it apart from a later process reusing its pid; null where unknown. */
  proc_start: z.number().int().min(0).nullable().optional(),
});
export type InstanceRecord = z.infer<typeof InstanceRecordSchema>;

export function serializeInstanceRecord(record: InstanceRecord): string {
  return serializeRecord(record);
}
