/**
 * The stable codes of the store's own refusals (seed 003 names `conflict`, `stale_scope`, `already_present`,
 * `skeleton_not_candidate`; the rest are the kit's). Each reaches the wire as a tool error whose text starts
 * `<code>:`, so a client acts on the keyword, never on the prose after it.
 */
export const STORE_REFUSAL_CODES = [
  'invalid_input',
  'conflict',
  'stale_scope',
  'already_present',
  'unknown_block',
  'bad_evidence',
  'incoherent_window',
  'duplicate_receipt',
  'skeleton_not_candidate',
  'store_corrupt',
  'store_write_failed',
  'store_unavailable',
  'path_not_repo_relative',
  'path_escapes_root',
  'path_unresolvable',
  'no_workspace_root',
  'injected_fault',
  'internal_error',
  'force_required',
  'invalid_edit',
  'lease_held',
  'lease_not_held',
] as const;

export type StoreRefusalCode = (typeof STORE_REFUSAL_CODES)[number];

export interface StoreRefusal {
  code: StoreRefusalCode;
  detail: string;
}

export function refuse(code: StoreRefusalCode, detail: string): { refused: StoreRefusal } {
  return { refused: { code, detail } };
}

/** The one line a refusal reads as: `<code>: <detail>`. */
export function formatStoreRefusal(r: StoreRefusal): string {
  return `${r.code}: ${r.detail}`;
}
