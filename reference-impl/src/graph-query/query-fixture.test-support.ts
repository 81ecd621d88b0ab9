// Test support: a hand-built graph whose import chains are known (a -> b -> c <- d; e alone; run.py -> report.py).
import type { Graph, GraphNode } from '../graph/index.js';

export const ROOT = '/repo';

function file(path: string, lines: number): GraphNode {
  return { id: `file::${path}`, label: path.slice(path.lastIndexOf('/') + 1), type: 'file', root: ROOT, path, line_start: 1, line_end: lines };
}

function sym(path: string, qualified: string, type: GraphNode['type'], from: number, to: number): GraphNode {
  return { id: `sym::${path}::${qualified}`, label: qualified.slice(qualified.lastIndexOf('.') + 1), type, root: ROOT, path, line_start: from, line_end: to };
}

export function makeChainGraph(): Graph {
  const nodes = [
    file('README.md', 3), file('py/report.py', 2), file('py/run.py', 4),
    file('src/a.ts', 4), file('src/b.ts', 2), file('src/c.ts', 6), file('src/d.ts', 3), file('src/e.ts', 3),
    sym('src/a.ts', 'start', 'function', 2, 4),
    sym('src/c.ts', 'Core', 'class', 1, 6),
    sym('src/c.ts', 'Core.run', 'method', 2, 4),
    sym('src/d.ts', 'helper', 'function', 1, 3),
    sym('src/e.ts', 'helper', 'function', 1, 3),
  ];
  const imports = (a: string, b: string) => ({ source: `file::${a}`, target: `file::${b}`, kind: 'imports' as const });
  const contains = (a: string, b: string) => ({ source: a, target: b, kind: 'contains' as const });
  return {
    roots: [ROOT],
    nodes,
    edges: [
      imports('py/run.py', 'py/report.py'),
      imports('src/a.ts', 'src/b.ts'),
      imports('src/b.ts', 'src/c.ts'),
      imports('src/d.ts', 'src/c.ts'),
      contains('file::src/a.ts', 'sym::src/a.ts::start'),
      contains('file::src/c.ts', 'sym::src/c.ts::Core'),
      contains('sym::src/c.ts::Core', 'sym::src/c.ts::Core.run'),
      contains('file::src/d.ts', 'sym::src/d.ts::helper'),
      contains('file::src/e.ts', 'sym::src/e.ts::helper'),
    ],
    files: nodes.filter((n) => n.type === 'file').map((n) => ({ root: ROOT, path: n.path, sha256: 'a'.repeat(64), size: 10 })),
  };
}
