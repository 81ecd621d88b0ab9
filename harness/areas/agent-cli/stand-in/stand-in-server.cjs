#!/usr/bin/env node
// A tiny stand-in for the m1nd-mcp server, for the agent CLI's deterministic scenarios. It is copied into
// a fixture home as an executable; its settings sit beside it in "<file>.json": {"modes": [...], "log": path}.
// Every event is one JSON line in the log, so the battery observes order without timing.
// With "gate": {"roots": [...], "release": path}, a stand-in granted one of those roots holds its retrieval calls
// (search, seek, north) until the release file exists: the battery's own way to keep a command's lease busy.
'use strict';
const { appendFileSync, existsSync, readFileSync, watch } = require('node:fs');
const { basename, dirname } = require('node:path');

const settings = JSON.parse(readFileSync(`${process.argv[1]}.json`, 'utf8'));
const modes = new Set(settings.modes || []);
const log = (event) => appendFileSync(settings.log, `${JSON.stringify({ pid: process.pid, ...event })}\n`);

// The runtime it would use: a --runtime-dir argument wins over M1ND_RUNTIME_DIR, as in m1nd-mcp.
function runtimeArgument(argv) {
  let found = null;
  argv.forEach((word, i) => {
    if (word === '--runtime-dir') found = argv[i + 1] || null;
    else if (word.startsWith('--runtime-dir=')) found = word.slice('--runtime-dir='.length);
  });
  return found;
}
const runtime = runtimeArgument(process.argv.slice(2)) || process.env.M1ND_RUNTIME_DIR || null;

// A signal is recorded, then ends the process unless the stand-in plays a server that ignores it.
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(sig, () => {
    log({ event: 'signal', signal: sig });
    process.stderr.write(`stand-in m1nd-mcp: received ${sig}\n`);
    if (!modes.has('ignore-signals')) finish(0);
  });
}
// The battery's own way to end a stand-in that ignores everything else.
process.on('SIGUSR2', () => finish(0));

// Announced only once the handlers exist, so a signal sent after this line is always recorded.
log({ event: 'start', argv: process.argv.slice(2), cwd: process.cwd(), grant: process.env.M1ND_WORKSPACE_ROOT || null, runtime });
process.stderr.write('stand-in m1nd-mcp: started\n');

function finish(code) {
  log({ event: 'exit', code });
  process.exit(code);
}

if (modes.has('refuse-startup')) {
  process.stderr.write('m1nd-mcp: refused: launcher_workspace_runtime_not_private: the stand-in refuses every start\n');
  finish(3);
}

const send = (msg) => process.stdout.write(`${JSON.stringify(msg)}\n`);
const result = (payload) => ({ content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload });
const root = process.env.M1ND_WORKSPACE_ROOT || null;

// Retrieval calls held behind the gate, answered together once its release file appears.
const gate = settings.gate && settings.gate.roots.includes(root) ? settings.gate : null;
const held = [];
function releaseHeld() {
  while (held.length > 0) {
    const { id, tool, args } = held.shift();
    send({ jsonrpc: '2.0', id, result: answer(tool, args) });
  }
}
// The watcher also keeps a stand-in with held calls alive after its input ends, as a busy server would be.
if (gate) {
  watch(dirname(gate.release), (_, name) => {
    if (name === basename(gate.release) && existsSync(gate.release)) releaseHeld();
  });
}
const gateClosed = () => gate !== null && !existsSync(gate.release);

function answer(name, args) {
  if (name === 'health') {
    return result({ status: 'ok', node_count: 3, edge_count: 1, roots: [root], workspace_root: root, runtime_root: runtime, checkpoint: 'stand-in' });
  }
  if (name === 'ingest') {
    if (modes.has('refresh-refused')) {
      return result({ ok: false, mode: 'refresh', action: 'graph.ingest.refresh_declared_root', refused: 'refresh_would_shrink_graph', reason: 'the stand-in refuses every refresh', node_count_before: 3 });
    }
    if (modes.has('refresh-error')) return { content: [{ type: 'text', text: 'Error: the stand-in failed the refresh' }], isError: true };
    return result({ ok: true, mode: 'refresh', action: 'graph.ingest.refresh_declared_root', refreshed_root: args.path, node_count_before: 3, node_count: 3, root_set_unchanged: true });
  }
  if (name === 'search' || name === 'seek') return result({ query: args.query, results: [], total_matches: 0 });
  if (name === 'north') return result({ needs: [], honest_gaps: [], leads: [] });
  if (name === 'am_i_stale') {
    const all = [...(args.files || []), ...(args.nodes || [])];
    return result({ checked: all.length, stale: [], fresh: [], unknown: all, summary: 'nothing here was ever ingested' });
  }
  return { content: [{ type: 'text', text: `Error: unknown tool ${name}` }], isError: true };
}

let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    if (line.trim() === '') continue;
    const msg = JSON.parse(line);
    if (msg.method === 'initialize') {
      log({ event: 'initialize' });
      if (modes.has('hold-initialize')) continue;
      send({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'stand-in-m1nd-mcp', version: '0.0.0-stand-in' } } });
    } else if (msg.method === 'tools/call') {
      const tool = msg.params.name;
      log({ event: 'call', tool, arguments: msg.params.arguments || {} });
      // Holding a call keeps the child serving, so a signal meets a live child.
      if (modes.has('hold-calls') && tool !== 'ingest' && tool !== 'health') continue;
      if (gateClosed() && ['search', 'seek', 'north'].includes(tool)) {
        held.push({ id: msg.id, tool, args: msg.params.arguments || {} });
        continue;
      }
      send({ jsonrpc: '2.0', id: msg.id, result: answer(tool, msg.params.arguments || {}) });
    }
  }
});
process.stdin.on('end', () => {
  log({ event: 'eof' });
  // A server busy with a held call, or one that ignores EOF, keeps running until a signal ends it.
  if (modes.has('ignore-eof') || modes.has('ignore-signals') || modes.has('hold-calls') || held.length > 0) return;
  // A server whose final checkpoint takes a while: well inside the CLI's five-second budget after EOF.
  if (modes.has('finish-2s-after-eof')) return void setTimeout(() => finish(0), 2000);
  finish(modes.has('exit-1-on-eof') ? 1 : 0);
});
// Keeps a stand-in that ignores EOF alive (its streams stay open) until a signal or SIGUSR2 ends it.
if (modes.has('ignore-eof') || modes.has('ignore-signals') || modes.has('hold-calls')) setInterval(() => undefined, 1 << 30);
