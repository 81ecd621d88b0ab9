import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileLinks } from '../records/index.js';
import { linkGraph } from './link-graph.js';

test('hundreds of thousands of resolved uses link without overflowing the stack', () => {
  const USES = 300_000;
  const lib: FileLinks = { root: '/r', path: 'lib.ts', lang: 'typescript', imports: [], mod_decls: [], refs: [], bindings: [], defs: [{ qualified: 'f', id: 'sym::lib.ts::f' }] };
  const use: FileLinks = {
    root: '/r',
    path: 'use.ts',
    lang: 'typescript',
    imports: ['./lib'],
    mod_decls: [],
    refs: Array.from({ length: USES }, (_, i) => ({ from: `sym::use.ts::g${i}`, name: 'f', qualifier: null, line: i + 1, kind: 'call' as const })),
    bindings: [{ local: 'f', imported: 'f', from: './lib', space: 'path' }],
    defs: [],
  };
  const files = [lib, use].map((l) => ({ root: '/r', path: l.path, sha256: '0'.repeat(64), size: 1 }));
  const edges = linkGraph([lib, use], files);
  assert.equal(edges.filter((e) => e.kind === 'calls').length, USES);
  assert.ok(edges.some((e) => e.kind === 'imports' && e.source === 'file::use.ts' && e.target === 'file::lib.ts'));
});
