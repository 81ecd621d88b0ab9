import { REFRESH_ACTION, type RefreshRefusalCode } from './refresh-codes.js';

/** A policy refusal: an ordinary result. Nothing transport-specific, so MCP and REST answer the same bytes. */
export interface RefreshRefusal {
  [key: string]: unknown;
  ok: false;
  mode: 'refresh';
  action: typeof REFRESH_ACTION;
  refused: RefreshRefusalCode;
  reason: string;
  node_count_before: number;
  node_count_candidate?: number;
}

export interface RefreshReceipt {
  [key: string]: unknown;
  ok: true;
  mode: 'refresh';
  action: typeof REFRESH_ACTION;
  refreshed_root: string;
  node_count_before: number;
  node_count: number;
  root_set_unchanged: true;
  checkpoint: string;
  /** sha256 of the receipt's journal line (without its newline): it names that line. */
  receipt_id: string;
}

export type RefreshPayload = RefreshRefusal | RefreshReceipt;

export function refusalPayload(code: RefreshRefusalCode, reason: string, before: number, candidate?: number): RefreshRefusal {
  return {
    ok: false,
    // Stryker disable next-line StringLiteral: the kit's own echo of the request; seed 002 and upstream name only ok and refused for a refusal, so no portable check reads it
    mode: 'refresh',
    action: REFRESH_ACTION,
    refused: code,
    reason,
    node_count_before: before,
    // Stryker disable next-line ConditionalExpression: a node_count_candidate of undefined is dropped when the answer is serialised, so it reads as absent
    ...(candidate === undefined ? {} : { node_count_candidate: candidate }),
  };
}
