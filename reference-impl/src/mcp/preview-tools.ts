// edit_preview and the xray dry runs: what a change would be, answered without writing anything.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { unifiedDiff } from '../edit/index.js';
import { canonicalise } from '../paths/index.js';
import { planApply, planRetag } from '../xray/index.js';
import { resolveInGrant } from './grant-path.js';
import { checkArgs } from './tool-args.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';
import { READ_ONLY_HINTS, type ToolSpec } from './tool-spec.js';
import { servingBrain } from './serving-brain.js';

const agent = { agent_id: z.string().optional() };
const EditPreviewInput = z.object({ file: z.string().min(1).optional(), file_path: z.string().min(1).optional(), new_content: z.string(), ...agent })
  .refine((a) => a.file !== undefined || a.file_path !== undefined, { message: 'no file was named', path: ['file'] });
const dryRun = z.literal('dry_run').optional();
const NODE_TYPES = ['file', 'function', 'method', 'class', 'struct', 'enum', 'trait', 'interface', 'type', 'module', 'variable', 'constant'] as const;
const RetagInput = z.object({
  selector: z.object({ path_prefix: z.string().optional(), node_type: z.enum(NODE_TYPES).optional(), filter_tags: z.array(z.string()).optional() }),
  op: z.enum(['add', 'remove', 'set']),
  tags: z.array(z.string()),
  mode: dryRun,
  ...agent,
});
const ApplyInput = z.object({
  selector: z.object({ path_prefix: z.string().optional(), extensions: z.array(z.string()).optional() }),
  transform: z.object({ kind: z.literal('ensure_header_tag'), tag: z.string().min(1) }),
  mode: dryRun,
  ...agent,
});

function readText(abs: string): string | null {
  try {
    return readFileSync(abs, 'utf8');
  } catch {
    return null;
  }
}

function editPreview(ctx: ToolContext, raw: unknown): ToolResult {
  const c = checkArgs('edit_preview', EditPreviewInput, raw, { file: 'pass file as a path relative to the granted root', new_content: 'pass new_content as the whole new text of the file' });
  if ('error' in c) return c.error;
  const spelled = (c.args.file ?? c.args.file_path)!;
  const roots = servingBrain(ctx).roots;
  const at = resolveInGrant(spelled, roots, ctx.runtime);
  let rel: string;
  let before: string;
  if ('code' in at) {
    if (at.code !== 'not_found') return toolError(`edit_preview_${at.code}: ${at.message}`);
    // A new file: its folder must exist inside the grant, judged canonically like any path.
    const parent = resolveParent(spelled, roots);
    if (parent === null) return toolError(`edit_preview_outside_grant: the folder of ${JSON.stringify(spelled)} is not inside the granted root`);
    rel = parent;
    before = '';
  } else {
    const text = readText(at.abs);
    if (text === null) return toolError(`edit_preview_not_found: ${JSON.stringify(spelled)} could not be read`);
    rel = at.rel;
    before = text;
  }
  const diff = unifiedDiff(before, c.args.new_content, { oldLabel: 'code' in at ? '/dev/null' : `a/${rel}`, newLabel: `b/${rel}` });
  return ok({ file_path: rel, new_file: 'code' in at, changed: before !== c.args.new_content, diff, written: false });
}

/** The root-relative path of a file that does not exist yet whose folder lies canonically inside a root. */
function resolveParent(spelled: string, roots: readonly string[]): string | null {
  for (const root of roots) {
    const abs = path.posix.isAbsolute(spelled) ? spelled : `${root}/${spelled}`;
    const dir = canonicalise(path.posix.dirname(abs), { expect: 'directory' });
    if (!('path' in dir) || !(dir.path === root || dir.path.startsWith(`${root}/`))) continue;
    const name = path.posix.basename(abs);
    if (name === '..' || name === '.') continue;
    return `${dir.path === root ? '' : `${dir.path.slice(root.length + 1)}/`}${name}`;
  }
  return null;
}

export function previewTools(ctx: ToolContext): ToolSpec[] {
  return [
    {
      name: 'edit_preview',
      description: "Preview replacing a file's content: a unified diff against the file on disk; nothing is written.",
      input: EditPreviewInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => editPreview(ctx, raw),
    },
    {
      name: 'xray_retag',
      description: 'Dry run of a tag change over the nodes a selector picks (path_prefix, node_type, filter_tags): counts and a sample. Commit is refused at the generic gate.',
      input: RetagInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('xray_retag', RetagInput, raw, { selector: 'pass selector as {path_prefix?, node_type?, filter_tags?}', op: 'pass op as add, remove or set', tags: 'pass tags as a list of strings', mode: 'pass mode dry_run or leave it out' });
        if ('error' in c) return c.error;
        return ok({ ...planRetag(servingBrain(ctx).graph, c.args), note: 'the reference graph keeps no tags: every node starts untagged' });
      },
    },
    {
      name: 'xray_apply',
      description: 'Dry run of a header-tag codemod over the granted files a selector picks (path_prefix, extensions): counts and a sample. Commit is refused at the generic gate.',
      input: ApplyInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('xray_apply', ApplyInput, raw, { selector: 'pass selector as {path_prefix?, extensions?}', transform: 'pass transform as {kind: "ensure_header_tag", tag}', mode: 'pass mode dry_run or leave it out' });
        if ('error' in c) return c.error;
        return ok({ ...planApply(servingBrain(ctx).graph, c.args, (root, rel) => readText(`${root}/${rel}`)) });
      },
    },
  ];
}
