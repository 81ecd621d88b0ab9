// The kit's own reading of the reference's `graph_snapshot.json` (layout in reference-layout.ts): the bytes are
// split at newlines and each line is decoded and checked on its own, never the file as one string.
import type { z } from 'zod';
import {
  GRAPH_SNAPSHOT_SCHEMA, GraphEdgeRecordSchema, GraphFileRecordSchema, GraphHeaderSchema, GraphLinksRecordSchema, GraphLinksV2RecordSchema, GraphNodeRecordSchema,
} from './reference-layout.js';
import type { SnapshotEdge, SnapshotNode } from './snapshot-view.js';

export interface ReferenceGraph {
  roots: string[];
  nodes: SnapshotNode[];
  edges: SnapshotEdge[];
}

const NEWLINE = 0x0a;

/** Reads a whole v3 (or v2) snapshot; throws naming `path` and the line for anything off the layout. */
export function readReferenceGraph(bytes: Buffer, path: string): ReferenceGraph {
  const fail = (line: number, why: string): never => {
    throw new Error(`${path} line ${line} does not follow the reference layout: ${why}`);
  };
  if (bytes.length === 0 || bytes[bytes.length - 1] !== NEWLINE) fail(1, 'the file is empty or its last line has no newline (torn)');
  const lines: string[] = [];
  for (let at = 0; at < bytes.length;) {
    const nl = bytes.indexOf(NEWLINE, at);
    lines.push(bytes.toString('utf8', at, nl));
    at = nl + 1;
  }
  const headerLine = lines[0] as string;
  if (!headerLine.endsWith(',')) fail(1, `expected a ${GRAPH_SNAPSHOT_SCHEMA} header line ending in ","`);
  const header = parseLine(GraphHeaderSchema, `${headerLine.slice(0, -1)}}`, 1, fail);
  const sections = header.counts.links === undefined ? ['files', 'nodes', 'edges'] as const : ['files', 'nodes', 'edges', 'links'] as const;
  const nodes: SnapshotNode[] = [];
  const edges: SnapshotEdge[] = [];
  let n = 1;
  for (const [i, name] of sections.entries()) {
    const last = i === sections.length - 1;
    n += 1;
    if (lines[n - 1] !== `"${name}":[`) fail(n, `expected the ${name} section to open`);
    let count = 0;
    for (n += 1; lines[n - 1] !== (last ? ']}' : '],'); n += 1) {
      const line = lines[n - 1];
      if (line === undefined) fail(n, `the ${name} section never closes (torn)`);
      const more = (line as string).endsWith(',');
      const closesNext = lines[n] === (last ? ']}' : '],');
      if (more === closesNext) fail(n, more ? 'the last record of a section ends with ","' : 'a record that is not the last lacks its ","');
      const text = more ? (line as string).slice(0, -1) : (line as string);
      if (name === 'files') {
        const [, rootIndex] = parseLine(GraphFileRecordSchema, text, n, fail);
        if (rootIndex >= header.roots.length) fail(n, `root index ${rootIndex} out of ${header.roots.length} roots`);
      } else if (name === 'nodes') {
        const [id, label, type, rootIndex, nodePath] = parseLine(GraphNodeRecordSchema, text, n, fail);
        const root = header.roots[rootIndex] ?? fail(n, `root index ${rootIndex} out of ${header.roots.length} roots`);
        const prev = nodes.at(-1);
        if (prev && !(prev.id < id)) fail(n, `node id ${JSON.stringify(id)} is not after ${JSON.stringify(prev.id)} (ids are sorted and unique)`);
        nodes.push({ id, label, type, path: nodePath, root });
      } else if (name === 'edges') {
        const [source, target, kind] = parseLine(GraphEdgeRecordSchema, text, n, fail);
        const from = nodes[source] ?? fail(n, `edge source ${source} is not one of the ${nodes.length} nodes`);
        const to = nodes[target] ?? fail(n, `edge target ${target} is not one of the ${nodes.length} nodes`);
        edges.push({ source: from.id, target: to.id, kind });
      } else if (header.schema === GRAPH_SNAPSHOT_SCHEMA) {
        const [rootIndex] = parseLine(GraphLinksRecordSchema, text, n, fail);
        if (rootIndex >= header.roots.length) fail(n, `root index ${rootIndex} out of ${header.roots.length} roots`);
      } else {
        parseLine(GraphLinksV2RecordSchema, text, n, fail);
      }
      count += 1;
    }
    if (count !== header.counts[name]) fail(n, `the ${name} section holds ${count} records, the header counts ${header.counts[name]}`);
  }
  if (n !== lines.length) fail(n + 1, 'text after the end of the snapshot');
  return { roots: header.roots, nodes, edges };
}

function parseLine<T extends z.ZodType>(schema: T, text: string, line: number, fail: (line: number, why: string) => never): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    return fail(line, `not valid JSON (${(cause as Error).message})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(line, `invalid at ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
  }
  return parsed.data;
}
