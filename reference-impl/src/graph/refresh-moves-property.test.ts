// Files joining, leaving, renamed and moved, in every language the reference parses, held to a full scan after each
// step: a refresh that splices such moves (splice-graph.ts) must give what resolving every file gives. The sources
// name one another in each language's ways (imports, includes, packages, namespaces, modules, star re-exports, a
// Python module's `__all__`, a compiled Python module), from a small pool of file names, so a move often changes what another file's import
// or name reaches.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { listTreeFiles, makeFixtureTree } from './fixture-tree.js';
import { rescanLikeFull } from './rescan.test-support.js';
import { scanRoot } from './index.js';

const DIRS = ['', 'x', 'src'];
const NAMES = ['a', 'b', 'index', 'mod'];
const EXTS = ['.ts', '.py', '.pyi', '.abi3.so', '.go', '.java', '.rb', '.h', '.cpp', '.rs', '.cs', '.php', '.sh'];

/** A file's text from its extension, its directory and a choice of the names it defines, uses and imports. */
function render(rel: string, c: { n: number; m: number; imp: number; star: boolean }): string {
  const ext = path.posix.extname(rel);
  const dir = path.posix.dirname(rel);
  const other = NAMES[c.imp % NAMES.length]!;
  const pkg = dir === '.' ? 'root' : path.posix.basename(dir);
  switch (ext) {
    case '.ts':
      return `${c.star ? `export * from './${other}';` : `import { f${c.m} } from './${c.imp % 3 === 0 ? '.' : other}';`}\nexport function f${c.n}() { return f${c.m}(); }\n`;
    case '.py':
    case '.pyi': {
      // A third of the modules list their names in `__all__`: their own, or theirs and the one they import.
      const listed = [null, `__all__ = ['f${c.n}']\n`, `__all__ = ['f${c.m}', 'f${c.n}']\n`][Math.floor(c.imp / 4) % 3] ?? '';
      return `${c.star ? `from .${other} import *` : `from ${other} import f${c.m}`}\n${listed}\ndef f${c.n}():\n    return f${c.m}()\n`;
    }
    case '.so':
      // A compiled module: found by its name, never read.
      return `\u007fELF\u0002\u0001\u0001\u0000${c.n}`;
    case '.go':
      return `package ${pkg}\n\n${c.star ? `import "example.com/app/${other}"\n\nfunc F${c.n}() int { return ${other}.F${c.m}() }\n` : `func F${c.n}() int { return F${c.m}() }\n`}`;
    case '.java':
      return `package com.acme${c.star ? '' : `.${pkg}`};\nimport com.acme.*;\npublic class C${c.n} {\n  int r() { return C${c.m}.make(); }\n  public static int make() { return 1; }\n}\n`;
    case '.rb':
      return `${c.star ? `require_relative "${other}"` : `require "${other}"`}\nclass C${c.n}\n  def self.make\n    C${c.m}.make\n  end\nend\n`;
    case '.h':
    case '.cpp':
      return `#include "${other}.h"\nint f${c.n}() { return f${c.m}(); }\n`;
    case '.rs':
      return `${c.star ? `mod ${other};\npub use crate::${other}::*;\n` : `use crate::${other}::r${c.m};\n`}pub fn r${c.n}() { crate::${other}::r${c.m}(); }\n`;
    case '.cs':
      return `using Acme.${c.star ? 'X' : 'Y'};\nnamespace Acme.${c.imp % 2 === 0 ? 'X' : 'Y'} {\n  class C${c.n} {\n    int R() { return C${c.m}.Make(); }\n    public static int Make() { return 1; }\n  }\n}\n`;
    case '.php':
      return `<?php\nnamespace Acme;\ninclude "${other}.php";\nfunction f${c.n}() { return f${c.m}(); }\n`;
    default:
      return `source ./${other}.sh\nf${c.n}() {\n  f${c.m}\n}\n`;
  }
}

const contentArb = fc.record({ n: fc.integer({ min: 0, max: 2 }), m: fc.integer({ min: 0, max: 2 }), imp: fc.integer({ min: 0, max: 11 }), star: fc.boolean() });
const pathArb = fc.record({ dir: fc.constantFrom(...DIRS), name: fc.constantFrom(...NAMES), ext: fc.constantFrom(...EXTS) });
const opArb = fc.oneof(
  fc.record({ op: fc.constant('add' as const), at: pathArb, content: contentArb }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom(...NAMES) }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), dir: fc.constantFrom(...DIRS) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Applies one operation; one onto an existing path, or on an empty tree, does nothing. */
async function apply(root: string, op: Op): Promise<void> {
  const files = await listTreeFiles(root);
  const abs = (rel: string) => path.join(root, rel);
  if (op.op === 'add') {
    const rel = path.posix.join(op.at.dir, op.at.name + op.at.ext);
    if (files.includes(rel)) return;
    await mkdir(path.dirname(abs(rel)), { recursive: true });
    await writeFile(abs(rel), render(rel, op.content));
    return;
  }
  const target = files[op.pick % Math.max(1, files.length)];
  if (target === undefined || target === 'go.mod') return;
  if (op.op === 'delete') return rm(abs(target));
  const to = op.op === 'rename' ? path.posix.join(path.posix.dirname(target), op.name + path.posix.extname(target)) : path.posix.join(op.dir, path.posix.basename(target));
  if (files.includes(to)) return;
  await mkdir(path.dirname(abs(to)), { recursive: true });
  await rename(abs(target), abs(to));
}

test('refreshes that files join, leave, or are renamed or moved in, in every parsed language, equal full rescans', async () => {
  const t = await makeFixtureTree();
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), fc.array(fc.tuple(pathArb, contentArb), { minLength: 3, maxLength: 12 }), async (ops, seed) => {
        await rm(t.root, { recursive: true, force: true });
        await mkdir(t.root);
        await writeFile(path.join(t.root, 'go.mod'), 'module example.com/app\n\ngo 1.21\n');
        for (const [at, content] of seed) await apply(t.root, { op: 'add', at, content });
        let live = await scanRoot(t.root);
        for (const op of ops) {
          await apply(t.root, op);
          live = await rescanLikeFull(t.root, live, `after ${JSON.stringify(op)}`);
        }
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 60) },
    );
  } finally {
    await t.remove();
  }
});
