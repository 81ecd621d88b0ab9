import { defineArea, type Scenario, type ScenarioPart } from '../../scenario/index.js';
import type { EventStream } from './event-stream.js';
import type { FakeNamingDaemon } from './fake-naming-daemon.js';
import type { ScanDoor } from './scan-words.js';

/** One answer of a scan as the battery keeps it: the door, whether it was an error, its text and payload. */
export interface ScanAnswer {
  door: ScanDoor;
  isError: boolean;
  text: string;
  payload: unknown;
  /** canonical JSON of isError and payload: "the same bytes" compares these */
  canonical: string;
  /** how many phase events the listening stream held when the call was made (null: nobody listened) */
  mark: number | null;
}

/** What the scan scenarios remember between steps; the stream and the daemon end with the scenario. */
export class ScanArea implements ScenarioPart {
  stream: EventStream | null = null;
  daemon: FakeNamingDaemon | null = null;
  /** the scans the When steps made, in order */
  readonly answers: ScanAnswer[] = [];
  /** the answer of the scan nobody listened to */
  unlistened: ScanAnswer | null = null;
  /** the snapshot (canonical) read just before the latest scan */
  snapshotBefore: string | null = null;

  get latest(): ScanAnswer {
    const a = this.answers.at(-1);
    if (!a) throw new Error('no skeleton candidate was scanned in this scenario; add a When step that scans');
    return a;
  }

  transcript(): string {
    const lines = [this.daemon?.describe() ?? 'no naming daemon'];
    if (this.stream) lines.push(`event stream: ${JSON.stringify(this.stream.phases())}`);
    lines.push(...this.answers.map((a) => `scan over ${a.door}: ${a.text.slice(0, 2000)}`));
    return lines.join('\n');
  }

  async close(): Promise<void> {
    this.stream?.close();
    this.stream = null;
    await this.daemon?.stop();
  }
}

const SCAN_AREA = defineArea('system-blocks-scan', () => new ScanArea());

export function scanArea(s: Scenario): ScanArea {
  return s.area(SCAN_AREA);
}
