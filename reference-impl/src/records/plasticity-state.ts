// `plasticity_state.json`: learned edge weights (none yet), kept beside the graph in every checkpoint.
import { z } from 'zod';
import { serializeRecord } from './serialize-record.js';

export const PLASTICITY_SCHEMA = 'm1nd-plasticity-v1';
export const PLASTICITY_FILE = 'plasticity_state.json';

export const PlasticityStateSchema = z.object({
  schema: z.literal(PLASTICITY_SCHEMA),
  weights: z.record(z.string(), z.number()),
});
export type PlasticityState = z.infer<typeof PlasticityStateSchema>;

export function serializePlasticityState(state: PlasticityState = { schema: PLASTICITY_SCHEMA, weights: {} }): string {
  return serializeRecord(PlasticityStateSchema.parse(state));
}
