import type { Scenario } from '../../scenario/index.js';
import { bootstrapArea } from './bootstrap-area.js';
import { defineSymbolIn } from './launch-setups.js';

/**
 * A new source file appears while the server serves; health's counts are noted first. A server that
 * answers from the graph it prepared shows neither the file nor other counts; one that scans again does.
 */
export async function defineSymbolWhileServing(s: Scenario, repo: string, rel: string, symbol: string): Promise<void> {
  const health = await s.positive('health', {});
  bootstrapArea(s).countsBeforeChange = { nodeCount: health.node_count, edgeCount: health.edge_count };
  await defineSymbolIn(s, repo, rel, symbol);
}

/** Health still reports the node and edge counts it reported before the repository changed. */
export async function expectCountsUnchanged(s: Scenario): Promise<void> {
  const before = bootstrapArea(s).countsBeforeChange;
  if (before === null) throw new Error('no counts were noted before the repository changed; the step that changes it notes them');
  const health = await s.positive('health', {});
  const now = { nodeCount: health.node_count, edgeCount: health.edge_count };
  if (typeof before.nodeCount !== 'number' || before.nodeCount <= 0) throw new Error(`health reported node_count ${JSON.stringify(before.nodeCount)} before the change; a prepared graph has nodes`);
  if (now.nodeCount !== before.nodeCount || now.edgeCount !== before.edgeCount) {
    throw new Error(`health moved from ${JSON.stringify(before)} to ${JSON.stringify(now)} after a file appeared; later calls must answer from the prepared graph, not a new scan`);
  }
}
