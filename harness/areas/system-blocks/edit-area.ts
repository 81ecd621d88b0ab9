import type { ToolResult } from '../../clients/index.js';
import { defineArea, type Scenario } from '../../scenario/index.js';

/** What the store-mutating verbs' scenarios remember: the snapshot a client read, and the latest answer. */
export class StoreEditArea {
  /** the snapshot payload read last (what a client saw), and its store version */
  snapshot: Record<string, unknown> | null = null;
  versionRead: number | null = null;
  /** the latest positive answer and the call that gave it */
  answer: { call: string; payload: Record<string, unknown> } | null = null;
  /** answers of a refused call, by door */
  refusals = new Map<string, ToolResult>();
  /** the snapshot a write leaves when it runs to completion on a copy of the runtime (canonical, instants read alike) */
  completed: string | null = null;
}

const STORE_EDIT_AREA = defineArea('system-blocks-edit', () => new StoreEditArea());

export function storeEditArea(s: Scenario): StoreEditArea {
  return s.area(STORE_EDIT_AREA);
}
