import type { Graph } from '../graph/index.js';
import { loadBornBrain, resolveBrainForCaller } from '../brains/index.js';
import type { ToolContext } from './tool-context.js';

/** The brain a read is served from: the development brain, or a born brain the caller's root lies in. */
export interface ServingBrain {
  brain: 'dev' | string;
  graph: Graph;
  workspaceRoot: string | null;
  roots: string[];
  checkpointId: string | null;
  /** Where this brain keeps its own state (memories): the runtime for the development brain, else its brain directory. */
  stateDir: string | null;
}

// Born brains are never refreshed in place, so one verified load per brain directory serves every call.
const bornCache = new Map<string, ServingBrain>();

/**
 * Routes a read by the caller's root with the reception rule (equal to or inside a brain's root). On stdio
 * with a grant the caller is the grant, so reads always reach the development brain.
 */
export function servingBrain(ctx: ToolContext): ServingBrain {
  const dev = ctx.actor.read();
  const devView: ServingBrain = { brain: 'dev', graph: dev.graph, workspaceRoot: dev.workspaceRoot, roots: dev.roots, checkpointId: dev.checkpointId, stateDir: ctx.runtime };
  const caller = ctx.callerRoot?.() ?? null;
  if (ctx.runtime === null || caller === null || caller === ctx.grant) return devView;
  const target = resolveBrainForCaller(ctx.runtime, ctx.grant, caller);
  if (target.kind !== 'born') return devView;
  const cached = bornCache.get(target.brain.dir);
  if (cached) return cached;
  const loaded = loadBornBrain(target.brain.dir);
  const view: ServingBrain = { brain: target.brain.brainId, graph: loaded.graph, workspaceRoot: target.brain.root, roots: [target.brain.root], checkpointId: loaded.checkpointId, stateDir: target.brain.dir };
  bornCache.set(target.brain.dir, view);
  return view;
}
