import { diffTreeListings, listTree } from '../probes/index.js';

/**
 * Remembers every repository a scenario built, byte for byte, so the end of the scenario can prove the
 * implementation treated sources as inputs only. Deliberate edits by the scenario move the baseline.
 */
export class SourceGuard {
  private readonly baselines = new Map<string, { path: string; listing: string[] }>();

  async record(name: string, path: string): Promise<void> {
    this.baselines.set(name, { path, listing: await listTree(path) });
  }

  /** Call after the scenario itself changed the repository on purpose. */
  async rebaseline(name: string): Promise<void> {
    const known = this.baselines.get(name);
    if (!known) throw new Error(`repository "${name}" was never built in this scenario; build it first`);
    known.listing = await listTree(known.path);
  }

  /** One problem per repository whose tree differs from its baseline, naming the entries that changed. */
  async verify(): Promise<string[]> {
    const problems: string[] = [];
    for (const [name, { path, listing }] of this.baselines) {
      let now: string[];
      try {
        now = await listTree(path);
      } catch (cause) {
        problems.push(`repository "${name}" (${path}) can no longer be read: ${(cause as Error).message}`);
        continue;
      }
      const diff = diffTreeListings(listing, now);
      if (diff.length > 0) {
        problems.push(`repository "${name}" (${path}) changed; sources are inputs only:\n  ${diff.slice(0, 20).join('\n  ')}`);
      }
    }
    return problems;
  }
}
