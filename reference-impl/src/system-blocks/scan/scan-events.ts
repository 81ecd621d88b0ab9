/**
 * One phase of a skeleton scan as the event stream carries it: the phase and the counts it knows, never a
 * fraction (a phase says what is being done and how much there is, not how far along it is).
 */
export type ScanPhaseEvent =
  | { phase: 'file_list'; file_count: number }
  | { phase: 'clustering'; node_count: number; edge_count: number }
  | { phase: 'naming'; block_count: number; naming_waves: number }
  | { phase: 'persisting'; block_count: number }
  | { phase: 'done'; block_count: number }
  | { phase: 'failed'; error: string };

export type ScanEventListener = (event: ScanPhaseEvent) => void;

/**
 * The brain's scan narration: listeners subscribe (the event stream route), the scan emits. Emitting is
 * fail-open: a listener that throws is dropped, and with no listener an emit does nothing, so narration can
 * never change or break a scan.
 */
export class ScanEventBus {
  private readonly listeners = new Set<ScanEventListener>();

  subscribe(listener: ScanEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: ScanPhaseEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        this.listeners.delete(listener);
      }
    }
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
