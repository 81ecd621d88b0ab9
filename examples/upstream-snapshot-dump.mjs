#!/usr/bin/env node
// Snapshot dump for the upstream adapter: reads <runtime>/graph_snapshot.json (argv[2] is the runtime dir)
// and prints the canonical {roots, nodes:[{id,label,path}], edges:[{source,target,kind}], edge_count} the
// harness compares; `null` when nothing was persisted. Field names are read leniently because the upstream
// file format is not a contract.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const runtime = process.argv[2];
if (!runtime) {
  console.error('usage: upstream-snapshot-dump.mjs <runtime-dir>');
  process.exit(2);
}
const file = join(runtime, 'graph_snapshot.json');
if (!existsSync(file)) {
  console.log('null');
  process.exit(0);
}
const raw = JSON.parse(readFileSync(file, 'utf8'));
const rootsFile = join(runtime, 'ingest_roots.json');
const rootsJson = existsSync(rootsFile) ? JSON.parse(readFileSync(rootsFile, 'utf8')) : null;
const roots = [rootsJson?.roots, rootsJson, raw.roots].find(Array.isArray) ?? [];
const nodeList = [raw.nodes, raw.graph?.nodes].find(Array.isArray) ?? [];
const idOf = (n) => String(n.id ?? n.external_id ?? n.node_id ?? '');
const nodes = nodeList.map((n) => ({
  id: idOf(n),
  label: String(n.label ?? n.name ?? ''),
  path: String(n.path ?? n.file_path ?? n.provenance?.source_path ?? ''),
  ...(n.type ?? n.node_type ? { type: String(n.type ?? n.node_type) } : {}),
})).sort((a, b) => a.id.localeCompare(b.id));
const edgeList = [raw.edges, raw.graph?.edges].find(Array.isArray) ?? [];
// An end is a node id, or a position in the node list when the file stores edges by index.
const endOf = (value) => (typeof value === 'number' && nodeList[value] ? idOf(nodeList[value]) : String(value ?? ''));
const edges = edgeList.map((e) => ({
  source: endOf(e.source ?? e.from ?? e.src),
  target: endOf(e.target ?? e.to ?? e.dst),
  kind: String(e.kind ?? e.relation ?? e.edge_type ?? e.type ?? ''),
}));
console.log(JSON.stringify({ roots, nodes, edges, edge_count: edges.length }));
