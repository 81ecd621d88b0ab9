import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ScanEventBus, ScanPhaseEvent } from '../system-blocks/index.js';

/** The SSE event name scan phases travel under on `/api/events`. */
export const SCAN_PROGRESS_EVENT = 'scan_progress';

/** One phase as an SSE frame: JSON text never holds a raw newline, so one data line carries it. */
export function scanEventFrame(event: ScanPhaseEvent): string {
  return `event: ${SCAN_PROGRESS_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /api/events` (behind the boundary and bearer checks like every `/api/*` route): a Server-Sent-Events stream
 * of the brain's scan phases. The listener is subscribed before the head is sent, so a client that has the
 * answer's status is already listening; it is dropped when either side closes.
 */
export function serveScanEvents(req: IncomingMessage, res: ServerResponse, bus: ScanEventBus | null): void {
  const unsubscribe = bus ? bus.subscribe((event) => void res.write(scanEventFrame(event))) : () => false;
  req.once('close', unsubscribe);
  res.once('close', unsubscribe);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.write(': subscribed\n\n');
}
