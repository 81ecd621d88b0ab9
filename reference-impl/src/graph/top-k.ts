// The best `k` of a stream of items, kept in answer order as they are offered: what search and seek keep of
// every hit they find, without sorting them all.

export class TopK<T> {
  private readonly kept: T[] = [];

  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** Keeps `item` if it ranks among the best `k`; of items that compare equal, the one offered first stays ahead. */
  offer(item: T): void {
    const kept = this.kept;
    if (kept.length === this.k && this.compare(item, kept[kept.length - 1]!) >= 0) return;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(item, kept[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    kept.splice(lo, 0, item);
    if (kept.length > this.k) kept.pop();
  }

  /** The least of the kept items once `k` are kept; until then undefined, as anything offered is kept. */
  get worstWhenFull(): T | undefined {
    return this.kept.length === this.k ? this.kept[this.kept.length - 1] : undefined;
  }

  /** The kept items, best first. */
  get items(): readonly T[] {
    return this.kept;
  }
}
