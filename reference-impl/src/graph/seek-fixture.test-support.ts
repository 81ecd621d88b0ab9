// A graph for the seek index's tests: the sample graph with many more symbols over several paths, so its index has
// groups, extra tokens and repeated tokens.
import { makeSampleGraph } from './test-support.js';
import type { Graph } from './types.js';

/** The sample graph with many more symbols, over several paths, so the index has groups, extra tokens and repeats. */
export function widerGraph(): Graph {
  const g = makeSampleGraph();
  const root = g.roots[0] as string;
  for (let f = 0; f < 40; f++) {
    const path = `pkg/mod_${f % 7}/file${f}.ts`;
    g.nodes.push({ id: `file::${path}`, label: `file${f}.ts`, type: 'file', root, path, line_start: 1, line_end: 30 });
    for (let k = 0; k < 6; k++) {
      g.nodes.push({ id: `sym::${path}::Parser${k}.parse${f % 3 ? 'Config' : 'Http'}Value${k}`, label: `parse${f % 3 ? 'Config' : 'Http'}Value${k}`, type: 'method', root, path, line_start: k + 1, line_end: k + 2 });
    }
  }
  g.nodes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return g;
}
