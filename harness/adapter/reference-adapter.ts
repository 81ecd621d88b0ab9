import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Adapter } from './adapter-schema.js';

/** The kit checkout: harness/adapter/ is two levels below it. */
export const KIT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REFERENCE_SERVER_ENTRY = join(KIT_ROOT, 'reference-impl', 'dist', 'bin', 'm1nd-mcp.js');
export const REFERENCE_CLI_ENTRY = join(KIT_ROOT, 'reference-impl', 'dist', 'bin', 'm1nd.js');
/** The reference's refusal texts: the golden files the policy features compare with. */
export const REFERENCE_REFUSAL_TEXTS = join(KIT_ROOT, 'features', 'policy', 'golden');

/** What the bundled reference claims: everything the battery checks. */
export const REFERENCE_CAPABILITIES: readonly string[] = Object.freeze([
  'stdio', 'http', 'agent-cli', 'agent-test-budgets', 'seams', 'birth', 'system-blocks', 'model',
  'introspection', 'snapshot-layout', 'native-binary', 'container', 'naming-runner', 'presence',
]);

/** The default adapter: the bundled reference server run by this Node. */
export function referenceAdapter(nodePath: string = process.execPath): Adapter {
  return {
    name: 'm1nd-reference',
    version: '0.1.0',
    server: { command: [nodePath, REFERENCE_SERVER_ENTRY] },
    cli: { command: [nodePath, REFERENCE_CLI_ENTRY] },
    capabilities: [...REFERENCE_CAPABILITIES],
    refusal_texts: REFERENCE_REFUSAL_TEXTS,
    snapshot: { kind: 'reference' },
  };
}
