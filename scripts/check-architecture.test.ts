import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CHECK = fileURLToPath(new URL('./check-architecture.mjs', import.meta.url));
const SCRATCH = mkdtempSync(join(tmpdir(), 'm1nd-architecture-'));
after(() => rmSync(SCRATCH, { recursive: true, force: true }));

/** A tree laid out like the project: one file per entry, each importing what it names (`type:` for a type-only import). */
function tree(name: string, files: Record<string, string[]>): string {
  const root = join(SCRATCH, name);
  for (const [path, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const lines = imports.map((spec, i) => (spec.startsWith('type:') ? `import type { X${i} } from '${spec.slice(5)}';\n` : `import { x${i} } from '${spec}';\n`));
    writeFileSync(join(root, path), `${lines.join('')}export const x = 1;\nexport type X = number;\n`);
  }
  return root;
}

/** The rules each import of the tree breaks, as `rule from` lines. */
function broken(root: string): { status: number | null; lines: string[] } {
  const run = spawnSync(process.execPath, [CHECK, '--base', root, '--json'], { encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { violations: { rule: string; from: string }[] };
  return { status: run.status, lines: report.violations.map((v) => `${v.rule} ${v.from}`) };
}

const CLEAN: Record<string, string[]> = {
  'harness/scenario/index.ts': ['./scenario.js'],
  'harness/scenario/scenario.ts': ['../probes/index.js'],
  'harness/probes/index.ts': [],
  'harness/areas/http/index.ts': ['./http-area.js'],
  'harness/areas/http/http-area.ts': ['../../scenario/index.js'],
  'steps/http.steps.ts': ['../harness/areas/http/index.js'],
  'reference-impl/src/graph/index.ts': ['./scan.js'],
  'reference-impl/src/graph/scan.ts': [],
  'reference-impl/src/mcp/index.ts': ['../graph/index.js'],
  'reference-impl/src/seams/index.ts': [],
  'reference-impl/src/agent-cli/index.ts': ['../seams/index.js'],
  'reference-impl/src/launcher/index.ts': [],
  'reference-impl/src/launcher/test-support.ts': [],
  'reference-impl/src/server/run.test.ts': ['../launcher/test-support.js'],
};

test('a tree that keeps the rules passes', () => {
  assert.deepEqual(broken(tree('clean', CLEAN)), { status: 0, lines: [] });
});

test('each forbidden import fails the check, naming its rule and the importing file', () => {
  const root = tree('forbidden', {
    ...CLEAN,
    'steps/leak.steps.ts': ['../reference-impl/src/graph/index.js'],
    'reference-impl/src/launcher/kit.ts': ['../../../harness/probes/index.js'],
    'reference-impl/src/graph/serve.ts': ['../mcp/index.js'],
    'reference-impl/src/agent-cli/peek.ts': ['../graph/index.js'],
    'harness/areas/http/reach.ts': ['../../scenario/scenario.js'],
    'harness/probes/a.ts': ['./b.js'],
    'harness/probes/b.ts': ['./a.js'],
    'harness/clients/c.ts': ['type:./d.js'],
    'harness/clients/d.ts': ['type:./c.js'],
    'harness/root.ts': ['./scenario/scenario.js'],
    'reference-impl/src/server/main.ts': ['../launcher/test-support.js'],
  });
  const { status, lines } = broken(root);
  assert.equal(status, 1);
  for (const line of [
    'kit-imports-reference steps/leak.steps.ts',
    'reference-imports-kit reference-impl/src/launcher/kit.ts',
    'graph-store-imports-transport reference-impl/src/graph/serve.ts',
    'agent-cli-imports-server reference-impl/src/agent-cli/peek.ts',
    'folder-reaches-inside harness/areas/http/reach.ts',
    'no-cycles harness/probes/a.ts',
    'no-cycles harness/clients/c.ts',
    'folder-reaches-inside harness/root.ts',
    'test-support-outside-tests reference-impl/src/server/main.ts',
  ]) assert.ok(lines.includes(line), `expected "${line}" among:\n${lines.join('\n')}`);
});
