import { z } from 'zod';

const Argv = z.array(z.string().min(1, 'an argv entry is empty')).min(1, 'give at least the program to run');

/** The implementation adapter file (harness/README.md, the implementation adapter); strict, so a misspelt key is an error, not a silent default. */
export const AdapterSchema = z.strictObject({
  name: z.string().min(1),
  /** free text for readers (why a capability is absent, how the binary was built); never interpreted */
  notes: z.union([z.string(), z.array(z.string())]).optional(),
  version: z.string().min(1),
  server: z.strictObject({ command: Argv }),
  cli: z.strictObject({ command: Argv }).optional(),
  capabilities: z.array(z.string().regex(/^[a-z0-9:_-]+$/, 'capabilities are lower-case words such as "http" or "seams"')),
  /**
   * a folder of the implementation's own refusal texts, `<name>.txt` each holding one refusal's exact text (one
   * line); the byte comparisons use them where a scenario names one, else only "equal across doors and calls"
   */
  refusal_texts: z.string()
    .refine((p) => p.startsWith('/') || p.startsWith('./') || p.startsWith('../'), 'refusal_texts is a folder: an absolute path, or ./x or ../x against the adapter file')
    .optional(),
  snapshot: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('reference') }),
    /** argv + [runtime] prints `null` or `{roots, workspace_root?, nodes:[{id,label,path,type?,root?}], edges?:[{source,target,kind}], edge_count?}` */
    z.strictObject({ kind: z.literal('dump'), argv: Argv }),
  ]),
});

export type Adapter = z.infer<typeof AdapterSchema>;

/** Validates `value`; the error names the source, every field at fault and what was expected. */
export function parseAdapter(value: unknown, source: string): Adapter {
  const parsed = AdapterSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')}; remove or rename them)` : '';
    return `${field}: ${issue.message}${keys}`;
  });
  return invalid(source, problems);
}

function invalid(source: string, problems: string[]): never {
  throw new Error(`adapter ${source} is invalid: ${problems.join('; ')}. The adapter fields are listed in harness/README.md (the implementation adapter).`);
}
