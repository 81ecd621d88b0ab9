// For the seek index's tests: a graph whose index has groups, extra tokens and repeated tokens, and the kept index's
// bytes joined and edited as a file holding them would be.
import { makeSampleGraph } from './sample-graph.js';
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
  // Ids of neither form the index splits at `::` (its `<path> <id>` branch), acronym and digit runs.
  g.nodes.push({ id: 'mod::pkg/HTTPServer2', label: 'HTTPServer2', type: 'module', root, path: 'pkg/mod_1/file1.ts', line_start: 1, line_end: 1 });
  g.nodes.push({ id: 'sym::pkg/mod_2/file2.ts::XMLHttpRequest.parseV8Heap42', label: 'parseV8Heap42', type: 'method', root, path: 'pkg/mod_2/file2.ts', line_start: 3, line_end: 4 });
  g.nodes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return g;
}

/** The pieces as one aligned buffer, as a read of the file gives them (an ArrayBuffer of its own, offset 0). */
export function joined(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A copy of a kept index's bytes with its JSON header edited (the payload and its digest kept). */
export function withHeader(bytes: Uint8Array, edit: (h: Record<string, unknown>) => void): Uint8Array {
  const buf = Buffer.from(bytes);
  const end = 12 + buf.readUInt32LE(8);
  const header = JSON.parse(buf.toString('utf8', 12, end)) as Record<string, unknown>;
  edit(header);
  const json = Buffer.from(JSON.stringify(header));
  const lead = Buffer.alloc(12);
  lead.write('M1NDSEEK', 0, 'latin1');
  lead.writeUInt32LE(json.length, 8);
  const payloadAt = end + ((4 - (end % 4)) % 4);
  return joined([lead, json, Buffer.alloc((4 - ((12 + json.length) % 4)) % 4), buf.subarray(payloadAt)]);
}
