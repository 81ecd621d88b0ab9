/** Refusal codes of the birth ceremony; the spellings are part of the reference server's contract. */
export const BIRTH_REFUSAL_CODES = [
  'birth_root_unresolvable',
  'birth_root_inside_runtime',
  'birth_destination_not_empty',
  'birth_root_overlaps_bound_root',
  'birth_bound_roots_unreadable',
  'birth_in_flight',
  'birth_produced_empty_graph',
] as const;

export type BirthRefusalCode = (typeof BIRTH_REFUSAL_CODES)[number];

/** Same shape as a launcher refusal, so the server prints both the same way. */
export interface BirthRefusal {
  code: string;
  detail: string;
}

export function refuseBirth(code: BirthRefusalCode, detail: string): BirthRefusal {
  return { code, detail };
}
