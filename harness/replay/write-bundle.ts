import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Adapter } from '../adapter/index.js';
import { BUNDLE_FILE, ReplayBundleSchema, type ReplayBundle } from './bundle-schema.js';

export interface BundleScenario {
  name: string;
  uri: string;
  line: number | null;
  tags: string[];
}

/**
 * Writes (or completes) bundle.json in `dir`: the hook side and the runner side may both write into one
 * bundle, whichever comes first; `contents` always lists what the folder holds.
 */
export function writeBundleFile(dir: string, scenario: BundleScenario, adapter: Adapter, env: Record<string, string>): ReplayBundle {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, BUNDLE_FILE);
  const previous = existsSync(file) ? ReplayBundleSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))) : null;
  const bundle: ReplayBundle = {
    ...(previous?.success ? previous.data : { schema: 'm1nd-replay-bundle-v1', scenario, adapter, env }),
    contents: readdirSync(dir).filter((n) => n !== BUNDLE_FILE).sort(),
  };
  writeFileSync(file, `${JSON.stringify(bundle, null, 2)}\n`);
  return bundle;
}

/** Writes a text file of the bundle unless the other side already did. */
export function writeBundleText(dir: string, name: string, text: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

/** Reads and validates a bundle folder (or its bundle.json); errors name the path and the fix. */
export function readBundle(path: string): { dir: string; bundle: ReplayBundle } {
  const dir = path.endsWith(BUNDLE_FILE) ? path.slice(0, -BUNDLE_FILE.length - 1) : path;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, BUNDLE_FILE), 'utf8'));
  } catch (cause) {
    throw new Error(`cannot read the replay bundle ${join(dir, BUNDLE_FILE)}: ${(cause as Error).message}; pass the folder a failed run printed after "replay:"`, { cause });
  }
  const parsed = ReplayBundleSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
    throw new Error(`replay bundle ${dir} is not a m1nd-replay-bundle-v1: ${where}; re-run the battery to leave a fresh bundle`);
  }
  return { dir, bundle: parsed.data };
}
