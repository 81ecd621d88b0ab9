import type { BrainActor } from '../actor/index.js';
import type { SeekRanker } from '../graph/index.js';
import type { PresenceStore } from '../presence/index.js';
import type { RefreshDoor } from '../refresh/index.js';
import type { SystemBlocksContext } from '../system-blocks/index.js';

/** The co-change graph as `seek` shows it: files that changed together with a hit's file. */
export interface CochangeView {
  status: 'built' | 'skipped';
  edgeCount: number;
  /** Why it was skipped; null when built. */
  reason: string | null;
  /** Repo-relative paths that changed with `path`, heaviest first. */
  partners(path: string): { file_path: string; weight: number }[];
}

/** What a tool handler may see: the brain through its actor, and where derived state lives. */
export interface ToolContext {
  actor: BrainActor;
  runtime: string | null;
  grant: string | null;
  /** Which ingress delivered the call; the gate refuses actions not reachable from it. */
  ingress?: 'mcp' | 'rest';
  /** The caller's canonical root as this ingress knows it (an HTTP session's header; on stdio the grant); null when unknown. */
  callerRoot?(): string | null;
  /** The exact-root refresh door, present when the brain is persisted in a runtime. */
  refresh?: RefreshDoor;
  /** How `seek` ranks now: a semantic ranker when the model's index exists, else null and why not. */
  seekRanking?(): { ranker: SeekRanker | null; modelError: string | null };
  /** The granted root's co-change graph, once the bootstrap phase ran. */
  cochange?: CochangeView;
  /** The brain's system-blocks store (seed 003), present when the brain has a runtime directory. */
  systemBlocks?: SystemBlocksContext;
  /** The runtime's presence sidecars (seed 004), present when the brain has a runtime directory. */
  presence?: PresenceStore;
  /** Attached read-only: the dispatch refuses every admitted action that writes (`readOnlyRefusal`). */
  readOnly?: boolean;
  /** Commits the current state as a checkpoint through the actor; returns the checkpoint id. */
  checkpoint(): Promise<string | null>;
}

export type ToolPayload = Record<string, unknown>;

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: ToolPayload;
  isError?: boolean;
}

/** A positive result: the payload as structured content and as JSON text. */
export function ok(payload: ToolPayload): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload };
}

/** A failing tool: a result with `isError`, text starting `Error:` (never a JSON-RPC error). */
export function toolError(message: string): ToolResult {
  return { content: [{ type: 'text', text: `Error: ${message}` }], isError: true };
}
