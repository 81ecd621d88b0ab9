import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Adapter } from './adapter-schema.js';

/** The kit checkout: harness/adapter/ is two levels below it. */
export const KIT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(KIT_ROOT, 'reference-impl', 'dist');
export const REFERENCE_SERVER_ENTRY = join(DIST, 'bin', 'm1nd-mcp.js');
export const REFERENCE_CLI_ENTRY = join(DIST, 'bin', 'm1nd.js');
/** Each form of the reference's agent CLI with the server it runs behind it: the bundle's, then the modules'. */
export const REFERENCE_ENTRY_PAIRS: ReadonlyArray<{ cli: string; server: string }> = Object.freeze([
  { cli: join(DIST, 'bundle', 'm1nd.js'), server: join(DIST, 'bundle', 'm1nd-mcp.js') },
  { cli: REFERENCE_CLI_ENTRY, server: REFERENCE_SERVER_ENTRY },
]);
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
    server: { command: [nodePath, entryOf('m1nd-mcp')] },
    cli: { command: [nodePath, entryOf('m1nd')] },
    capabilities: [...REFERENCE_CAPABILITIES],
    refusal_texts: REFERENCE_REFUSAL_TEXTS,
    snapshot: { kind: 'reference' },
  };
}

/**
 * The bundled entry (dist/bundle/, one file that loads fast) when it is at least as new as every module it was
 * built from, else the module entry under dist/bin/: a reference rebuilt with tsc alone is never run stale.
 * M1ND_REFERENCE_BUNDLE=0 always picks the modules (coverage maps them to the sources).
 */
function entryOf(name: 'm1nd-mcp' | 'm1nd'): string {
  const modules = join(DIST, 'bin', `${name}.js`);
  if (process.env.M1ND_REFERENCE_BUNDLE === '0') return modules;
  const bundled = join(DIST, 'bundle', `${name}.js`);
  const built = mtimeOrNull(bundled);
  return built !== null && built >= newestModule(DIST) ? bundled : modules;
}

let newest: number | null = null;

function newestModule(dir: string): number {
  if (newest !== null) return newest;
  let latest = 0;
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'bundle') walk(join(d, entry.name));
      } else if (entry.name.endsWith('.js')) latest = Math.max(latest, statSync(join(d, entry.name)).mtimeMs);
    }
  };
  try {
    walk(dir);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
  newest = latest;
  return latest;
}

function mtimeOrNull(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
