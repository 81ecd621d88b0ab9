import { execa } from 'execa';
import { z } from 'zod';
import type { SnapshotView } from './snapshot-view.js';
import { computeSnapshotDigest } from './snapshot-view.js';

const DumpSchema = z.object({
  roots: z.array(z.string()),
  workspace_root: z.string().nullable().optional(),
  nodes: z.array(z.object({
    id: z.string(),
    label: z.string(),
    path: z.string(),
    type: z.string().optional(),
    root: z.string().optional(),
  }).loose()),
  edges: z.array(z.object({ source: z.string(), target: z.string(), kind: z.string().optional() }).loose()).optional(),
  edge_count: z.number().int().nonnegative().optional(),
  digest: z.string().optional(),
}).loose();

/**
 * Adapter `snapshot.dump`: runs argv + [runtime] and parses canonical JSON {roots, nodes, edges?, edge_count?}.
 * A dump that prints `null` means "no persisted snapshot". The digest is recomputed, never trusted.
 */
export async function readDumpSnapshot(argv: string[], runtime: string, env: Record<string, string>, boundMs = 30_000): Promise<SnapshotView | null> {
  const [file, ...args] = argv;
  if (!file) throw new Error('adapter snapshot.dump argv is empty: give the dump command');
  const r = await execa(file, [...args, runtime], { env, extendEnv: false, reject: false, timeout: boundMs, stdin: 'ignore' });
  const shown = [...argv, runtime].join(' ');
  if (r.timedOut) throw new Error(`snapshot dump ${shown} did not finish within ${boundMs} ms`);
  if (r.exitCode !== 0) throw new Error(`snapshot dump ${shown} exited ${r.exitCode ?? r.signal}: ${String(r.stderr).trim() || '(no stderr)'}`);
  let json: unknown;
  try {
    json = JSON.parse(String(r.stdout));
  } catch (cause) {
    throw new Error(`snapshot dump ${shown} printed no JSON: ${(cause as Error).message}`, { cause });
  }
  if (json === null) return null;
  const parsed = DumpSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`snapshot dump ${shown} output is not {roots, nodes:[{id,label,path}], edges?:[{source,target,kind}]} at ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
  }
  const nodes = parsed.data.nodes.map((n) => ({ id: n.id, label: n.label, type: n.type ?? '', path: n.path, root: n.root ?? '' }));
  const edges = (parsed.data.edges ?? []).map((e) => ({ source: e.source, target: e.target, kind: e.kind ?? '' }));
  return {
    roots: parsed.data.roots,
    workspaceRoot: parsed.data.workspace_root ?? null,
    nodes,
    edges,
    edgeCount: parsed.data.edge_count ?? edges.length,
    digest: computeSnapshotDigest(parsed.data.roots, nodes, edges),
    currentId: null,
  };
}
