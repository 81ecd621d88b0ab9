#!/usr/bin/env node
// Snapshot dump for the upstream adapter: reads <runtime>/graph_snapshot.json (argv[2] is the runtime dir)
// and prints the canonical {roots, nodes:[{id,label,path}], edge_count} the harness compares; `null` when
// nothing was persisted. Field names are read leniently because the upstream file format is not a contract.
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
const nodes = nodeList.map((n) => ({
  id: String(n.id ?? n.external_id ?? n.node_id ?? ''),
  label: String(n.label ?? n.name ?? ''),
  path: String(n.path ?? n.file_path ?? n.provenance?.source_path ?? ''),
  ...(n.type ?? n.node_type ? { type: String(n.type ?? n.node_type) } : {}),
})).sort((a, b) => a.id.localeCompare(b.id));
const edges = [raw.edges, raw.graph?.edges].find(Array.isArray) ?? [];
console.log(JSON.stringify({ roots, nodes, edge_count: edges.length }));
