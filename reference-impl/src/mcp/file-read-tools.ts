// view, missing and drift: the read tools that look at the files themselves, always inside the grant.
import { lstatSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { compiledModuleBase, diskProbe, MAX_FILE_BYTES, walkTree } from '../graph/index.js';
import { driftOf, fileByPath, indexGraph, missingImports, nodeView, resolveNodeRef, sliceLines } from '../graph-query/index.js';
import { resolveInGrant } from './grant-path.js';
import { checkArgs } from './tool-args.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';
import { READ_ONLY_HINTS, type ToolSpec } from './tool-spec.js';
import { servingBrain } from './serving-brain.js';

const agent = { agent_id: z.string().optional() };
const line = z.number().int().min(1).optional();
const ViewInput = z.object({ file_path: z.string().min(1).optional(), node_id: z.string().min(1).optional(), start_line: line, end_line: line, ...agent })
  .refine((a) => a.file_path !== undefined || a.node_id !== undefined, { message: 'neither file_path nor node_id was given', path: ['file_path'] });
const MissingInput = z.object({ query: z.string().optional(), file_path: z.string().min(1).optional(), ...agent });

function readBytes(abs: string): Buffer | null {
  try {
    return readFileSync(abs);
  } catch {
    return null;
  }
}

function view(ctx: ToolContext, raw: unknown): ToolResult {
  const c = checkArgs('view', ViewInput, raw, {
    file_path: 'pass file_path relative to the granted root (or absolute inside it), or node_id',
    node_id: 'pass a node id from search or seek',
    start_line: 'pass start_line as a line number from 1',
    end_line: 'pass end_line as a line number at or after start_line',
  });
  if ('error' in c) return c.error;
  const b = servingBrain(ctx);
  const idx = indexGraph(b.graph);
  let spelled = c.args.file_path;
  let range: [number | undefined, number | undefined] = [c.args.start_line, c.args.end_line];
  let shown: ReturnType<typeof nodeView> | null = null;
  if (spelled === undefined) {
    const r = resolveNodeRef(idx, c.args.node_id!);
    if ('error' in r) return toolError(`invalid_argument: view argument node_id: ${r.error}`);
    shown = nodeView(r.node);
    spelled = `${r.node.root}/${r.node.path}`;
    range = [c.args.start_line ?? r.node.line_start, c.args.end_line ?? (c.args.start_line === undefined ? r.node.line_end : undefined)];
  }
  const at = resolveInGrant(spelled, b.roots, ctx.runtime);
  if ('code' in at) return toolError(`view_${at.code}: ${at.message}`);
  // Version-control internals lie inside the grant but are no source: they can carry credentials (a remote URL
  // with a token), and the scan never ingests them.
  if (at.rel.split('/').includes('.git')) return toolError(`view_not_served: ${JSON.stringify(spelled)} is inside .git, whose files view does not serve; view a source file instead`);
  const bytes = readBytes(at.abs);
  if (bytes === null) return toolError(`view_not_found: ${JSON.stringify(spelled)} could not be read; glob for the file first`);
  if (bytes.includes(0)) return toolError(`view_not_text: ${JSON.stringify(spelled)} holds binary content; view shows text files only`);
  try {
    const lines = sliceLines(bytes.toString('utf8'), range[0], range[1]);
    return ok({ file_path: at.rel, root: at.root, ingested: fileByPath(idx, at.abs) !== undefined, ...(shown ? { node: shown } : {}), ...lines });
  } catch (error) {
    return toolError(`invalid_argument: view argument ${/end_line/.test((error as Error).message) ? 'end_line' : 'start_line'}: ${(error as Error).message}`);
  }
}

async function missing(ctx: ToolContext, raw: unknown): Promise<ToolResult> {
  const c = checkArgs('missing', MissingInput, raw, { query: 'pass query as text a file path or import contains', file_path: 'pass file_path relative to the granted root' });
  if ('error' in c) return c.error;
  const b = servingBrain(ctx);
  let only: ((file: string, specs: readonly string[]) => boolean) | undefined;
  if (c.args.file_path !== undefined) {
    const file = fileByPath(indexGraph(b.graph), c.args.file_path);
    if (!file) return toolError(`invalid_argument: missing argument file_path: ${JSON.stringify(c.args.file_path)} is no ingested file; glob for it first`);
    only = (f) => f === file.path;
  } else if (c.args.query) {
    const q = c.args.query.toLowerCase();
    only = (f, specs) => f.toLowerCase().includes(q) || specs.some((s) => s.toLowerCase().includes(q));
  }
  const answer = missingImports(b.graph, only);
  return ok({ ...answer, roots: b.roots, rule: 'missing: an import written as a file of the tree (or a Rust mod, or a name of a namespace the tree declares) that names none; unresolved: a use of a name defined nowhere, or in several candidates, among its own file and the files it imports; package imports are counted, not listed' });
}

/** As the scan judges a file it reads: a regular file of at most MAX_FILE_BYTES whose first 8 KiB hold no NUL. */
function scanWouldTake(abs: string): boolean {
  try {
    const st = lstatSync(abs);
    if (!st.isFile() || st.size > MAX_FILE_BYTES) return false;
    return !readFileSync(abs).subarray(0, 8 * 1024).includes(0);
  } catch {
    return false;
  }
}

/** One walk per root finds what went away and what appeared; only present files of an unchanged size are digested. */
async function drift(ctx: ToolContext): Promise<ToolResult> {
  const b = servingBrain(ctx);
  const known = new Set(b.graph.files.map((f) => `${f.root}\u0000${f.path}`));
  const onDisk = new Map<string, string[]>();
  for (const root of b.roots) {
    const paths: string[] = [];
    try {
      for await (const entry of walkTree(root)) {
        // A file the graph never held counts as new only when the scan would take it: text, not too large, or a
        // compiled module's, taken by its name (and only so: never as a text file).
        const compiled = compiledModuleBase(entry.relPath) !== null;
        if (known.has(`${root}\u0000${entry.relPath}`) || compiled || scanWouldTake(entry.absPath)) paths.push(entry.relPath);
      }
    } catch (error) {
      return toolError(`drift_unreadable_root: the granted root ${root} could not be walked: ${(error as Error).message}`);
    }
    onDisk.set(root, paths);
  }
  return ok({ ...driftOf(b.graph, b.checkpointId, diskProbe, onDisk), roots: b.roots });
}

export function fileReadTools(ctx: ToolContext): ToolSpec[] {
  return [
    {
      name: 'view',
      description: "Show a file's numbered lines, whole or start_line..end_line, or a node's lines by node_id; only files inside the granted root.",
      input: ViewInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => view(ctx, raw),
    },
    {
      name: 'missing',
      description: 'List the imports written in ingested files that resolve to no file of the graph (never guessed); query or file_path narrows it.',
      input: MissingInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => missing(ctx, raw),
    },
    {
      name: 'drift',
      description: 'Which ingested files changed or went away since the checkpoint, and which new files appeared (judged by content digest).',
      input: z.object({ ...agent }),
      annotations: READ_ONLY_HINTS,
      run: () => drift(ctx),
    },
  ];
}
