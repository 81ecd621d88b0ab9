// The xray verbs' dry runs: what a tag change over graph nodes, or a header tag over files, would do.
import { createHash } from 'node:crypto';
import { compareCodeUnits, type Graph, type NodeType } from '../graph/index.js';

const SAMPLE_CAP = 5;

export interface RetagRequest {
  selector: { path_prefix?: string; node_type?: NodeType; filter_tags?: string[] };
  op: 'add' | 'remove' | 'set';
  tags: string[];
}

export interface XrayPlan {
  verb: 'xray_retag' | 'xray_apply';
  status: 'dry_run';
  counts: { selected: number; planned: number; skipped_noop: number; conflicts: 0; applied: 0 };
  planned_sample: { id: string; before?: string[]; after?: string[] }[];
  /** A fingerprint of what was planned, to compare a later plan with. */
  version: string;
}

function fingerprint(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

/**
 * The reference graph keeps no tags, so every node starts untagged: `filter_tags` selects nothing, `remove`
 * changes nothing, `add` and `set` of a non-empty set change every selected node.
 */
export function planRetag(g: Graph, req: RetagRequest): XrayPlan {
  const tagsOf = (): string[] => [];
  const selected = g.nodes.filter((n) =>
    (req.selector.path_prefix === undefined || n.path.startsWith(req.selector.path_prefix) || n.id.startsWith(req.selector.path_prefix))
    && (req.selector.node_type === undefined || n.type === req.selector.node_type)
    && (req.selector.filter_tags === undefined || req.selector.filter_tags.length === 0 || req.selector.filter_tags.some((t) => tagsOf().includes(t))));
  const planned: XrayPlan['planned_sample'] = [];
  let changes = 0;
  for (const n of [...selected].sort((a, b) => compareCodeUnits(a.id, b.id))) {
    const before = tagsOf();
    const after = req.op === 'set' ? [...new Set(req.tags)] : req.op === 'add' ? [...new Set([...before, ...req.tags])] : before.filter((t) => !req.tags.includes(t));
    if (JSON.stringify(after) === JSON.stringify(before)) continue;
    changes++;
    if (planned.length < SAMPLE_CAP) planned.push({ id: n.id, before, after });
  }
  return {
    verb: 'xray_retag',
    status: 'dry_run',
    counts: { selected: selected.length, planned: changes, skipped_noop: selected.length - changes, conflicts: 0, applied: 0 },
    planned_sample: planned,
    version: fingerprint(selected.map((n) => n.id)),
  };
}

export interface ApplyRequest {
  selector: { path_prefix?: string; extensions?: string[] };
  transform: { kind: 'ensure_header_tag'; tag: string };
}

/** The header-tag transform: a no-op (null) when the tag is already in the first three lines. */
export function ensureHeaderTag(content: string, tag: string): string | null {
  const lines = content.split(/(?<=\n)/);
  if (lines.slice(0, 3).join('').includes(tag)) return null;
  const at = lines[0]?.startsWith('#!') || lines[0]?.startsWith('//') ? 1 : 0;
  return [...lines.slice(0, at), `${tag}\n`, ...lines.slice(at)].join('');
}

/** Plans over the graph's files (so only files of the grant), reading each through `read`; writes nothing. */
export function planApply(g: Graph, req: ApplyRequest, read: (root: string, rel: string) => string | null): XrayPlan {
  const exts = (req.selector.extensions ?? []).map((e) => e.replace(/^\./, ''));
  const matched = g.files
    .filter((f) => (req.selector.path_prefix === undefined || f.path.startsWith(req.selector.path_prefix)) && (exts.length === 0 || exts.some((e) => f.path.endsWith(`.${e}`))))
    .sort((a, b) => compareCodeUnits(a.path, b.path));
  const planned: XrayPlan['planned_sample'] = [];
  const digests: string[] = [];
  let changes = 0;
  for (const f of matched) {
    const content = read(f.root, f.path);
    if (content === null || ensureHeaderTag(content, req.transform.tag) === null) continue;
    changes++;
    digests.push(`${f.path}:${fingerprint([content])}`);
    if (planned.length < SAMPLE_CAP) planned.push({ id: f.path });
  }
  return {
    verb: 'xray_apply',
    status: 'dry_run',
    counts: { selected: matched.length, planned: changes, skipped_noop: matched.length - changes, conflicts: 0, applied: 0 },
    planned_sample: planned,
    version: fingerprint(digests),
  };
}
