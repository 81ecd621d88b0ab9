import { chmod, cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { referenceAdapter } from '../../adapter/index.js';
import { generateTinyModel } from '../../model/index.js';
import type { Mutant } from './mutant-catalogue.js';

/** A private copy of the built reference with a runnable server binary, to mutate and throw away. */
export interface ReferenceCopy {
  dir: string;
  /** an executable that runs the copy's server with this Node (what M1ND_TEST_BINARY names) */
  binary: string;
  /** the variables that make a run use the copy's agent CLI (and its server behind the CLI) and the kit's model */
  env: Record<string, string>;
  apply(mutant: Mutant): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Copies `<kitRoot>/reference-impl/dist` into a fresh folder under `scratch` beside a link to the kit's
 * node_modules (so bare imports resolve) and a package.json marking the files as ES modules.
 */
export async function copyReference(kitRoot: string, scratch: string, nodePath: string = process.execPath): Promise<ReferenceCopy> {
  const dir = await mkdtemp(join(scratch, 'm1nd-mutant-'));
  await cp(join(kitRoot, 'reference-impl', 'dist'), join(dir, 'dist'), { recursive: true });
  await symlink(join(kitRoot, 'node_modules'), join(dir, 'node_modules'));
  await writeFile(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  const binary = join(dir, 'm1nd-mcp');
  await writeFile(binary, `#!/bin/sh\nexec ${quote(nodePath)} ${quote(join(dir, 'dist', 'bin', 'm1nd-mcp.js'))} "$@"\n`);
  await chmod(binary, 0o755);
  // The reference adapter with the copy's entry points, so agent CLI mutants are what the battery runs, and the
  // kit's model, which the battery runner would otherwise provide to @needs:model scenarios.
  const server = join(dir, 'dist', 'bin', 'm1nd-mcp.js');
  const adapter = join(dir, 'adapter.json');
  await writeFile(adapter, JSON.stringify({ ...referenceAdapter(nodePath), server: { command: [nodePath, server] }, cli: { command: [nodePath, join(dir, 'dist', 'bin', 'm1nd.js')] } }));
  const model = join(dir, 'model');
  await generateTinyModel(model);
  return {
    dir,
    binary,
    env: { M1ND_TEST_ADAPTER: adapter, M1ND_TEST_AGENT_CACHE_BINARY: server, M1ND_TEST_EMBED_MODEL: model },
    apply: (mutant) => applyMutant(join(dir, 'dist'), mutant),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Applies one mutation; throws unless `find` occurs exactly once in the file. */
export async function applyMutant(distDir: string, mutant: Mutant): Promise<void> {
  const path = join(distDir, mutant.file);
  const text = await readFile(path, 'utf8');
  const count = text.split(mutant.find).length - 1;
  if (count !== 1) {
    throw new Error(`mutant ${mutant.name}: ${JSON.stringify(mutant.find)} occurs ${count} times in ${path}; update the catalogue to the built reference (it must occur exactly once)`);
  }
  await writeFile(path, text.replace(mutant.find, () => mutant.replace));
}

function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
