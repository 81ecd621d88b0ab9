import { defineArea, type Scenario } from '../../scenario/index.js';

/** One system-blocks answer as the battery keeps it: the door, whether it was an error, its text and payload. */
export interface StoreAnswer {
  door: string;
  isError: boolean;
  text: string;
  payload: unknown;
  /** canonical JSON of isError and payload: "the same bytes" compares these */
  canonical: string;
}

/** What the system-blocks scenarios remember between steps. */
export class SystemBlocksArea {
  /** the answer of the latest write a When step made */
  latest: StoreAnswer | null = null;
  /** the store_version the snapshot reported before that write (null: no store) */
  versionBefore: number | null = null;
  /** the store_version each named client read */
  readonly clientVersions = new Map<string, number>();
  /** the snapshot (canonical) a step remembered */
  rememberedSnapshot: string | null = null;
  /** a write left in flight at a seam (a later step kills its server or awaits it) */
  pending: Promise<StoreAnswer> | null = null;
  /** the receipt a step imported: block and id */
  receipt: { blockId: string; receiptId: string } | null = null;
}

const SYSTEM_BLOCKS_AREA = defineArea('system-blocks', () => new SystemBlocksArea());

export function systemBlocksArea(s: Scenario): SystemBlocksArea {
  return s.area(SYSTEM_BLOCKS_AREA);
}
