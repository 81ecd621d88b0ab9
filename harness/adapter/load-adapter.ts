import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { HarnessEnv } from '../env/index.js';
import type { Adapter } from './adapter-schema.js';
import { parseAdapter } from './adapter-schema.js';
import { referenceAdapter } from './reference-adapter.js';
import { checkRefusalTexts } from './refusal-texts.js';

/**
 * The adapter under test: `path`, else $M1ND_TEST_ADAPTER, else the bundled reference. Then
 * $M1ND_TEST_BINARY (the seed-named lane) replaces server.command with that one binary.
 */
export function loadAdapter(env: HarnessEnv, path?: string): Adapter {
  const file = path ?? (env.env.M1ND_TEST_ADAPTER || undefined);
  const adapter = file ? readAdapterFile(file) : referenceAdapter();
  const binary = env.env.M1ND_TEST_BINARY;
  if (binary) {
    if (!isAbsolute(binary)) throw new Error(`M1ND_TEST_BINARY=${binary} is not absolute: give the absolute path of the m1nd-mcp binary`);
    return { ...adapter, server: { command: [binary] } };
  }
  return adapter;
}

/**
 * Reads and validates an adapter file; argv entries written './x' or '../x' resolve against the file's
 * folder, so `["node", "./server.js"]` works from any working directory.
 */
export function readAdapterFile(file: string): Adapter {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`cannot read adapter ${file}: ${(cause as Error).message}; pass an existing JSON file with --impl or M1ND_TEST_ADAPTER`, { cause });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new Error(`adapter ${file} is not valid JSON: ${(cause as Error).message}`, { cause });
  }
  const adapter = parseAdapter(json, file);
  const base = dirname(resolve(file));
  const fix = (argv: string[]) => argv.map((a) => (a.startsWith('./') || a.startsWith('../') ? resolve(base, a) : a));
  const texts = adapter.refusal_texts === undefined ? undefined : resolve(base, adapter.refusal_texts);
  if (texts !== undefined) {
    const problems = checkRefusalTexts(texts);
    if (problems.length > 0) throw new Error(`adapter ${file} is invalid: ${problems.join('; ')}. The adapter fields are listed in harness/README.md (the implementation adapter).`);
  }
  return {
    ...adapter,
    server: { command: fix(adapter.server.command) },
    ...(adapter.cli ? { cli: { command: fix(adapter.cli.command) } } : {}),
    ...(texts === undefined ? {} : { refusal_texts: texts }),
    snapshot: adapter.snapshot.kind === 'dump' ? { kind: 'dump', argv: fix(adapter.snapshot.argv) } : adapter.snapshot,
  };
}
