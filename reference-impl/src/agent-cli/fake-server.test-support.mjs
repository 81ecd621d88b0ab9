#!/usr/bin/env node
// A tiny stand-in for m1nd-mcp in unit tests. FAKE_MODE (comma-separated) picks behaviours;
// FAKE_LOG receives one JSON line per event so tests observe order without timing.
import { appendFileSync } from 'node:fs';

const modes = new Set((process.env.FAKE_MODE ?? '').split(',').filter(Boolean));
const log = (event) => process.env.FAKE_LOG && appendFileSync(process.env.FAKE_LOG, `${JSON.stringify({ pid: process.pid, ...event })}\n`);
process.stderr.write('fake-m1nd-mcp: started\n');
log({ event: 'start', argv: process.argv.slice(2), cwd: process.cwd(), grant: process.env.M1ND_WORKSPACE_ROOT ?? null, runtime: process.env.M1ND_RUNTIME_DIR ?? null });

for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(sig, () => {
    log({ event: 'signal', signal: sig });
    if (!modes.has('ignore-all')) process.exit(0);
  });
}
process.on('SIGUSR2', () => process.exit(0));

const birth = process.argv.indexOf('--birth');
if (birth >= 0) {
  if (modes.has('birth-refuse')) {
    process.stderr.write('m1nd-mcp: refused: birth_destination_not_empty: the destination already holds a brain\n');
    process.exit(3);
  }
  process.stdout.write(`${JSON.stringify({ ok: true, brain_id: 'b1', root: process.argv[birth + 1], origin: 'human-cli', node_count: 3, checkpoint: 'c1' })}\n`);
  process.exit(0);
}
if (modes.has('refuse-startup')) {
  process.stderr.write('m1nd-mcp: refused: launcher_workspace_runtime_not_private: the runtime is shared\n');
  process.exit(3);
}

const send = (msg) => process.stdout.write(`${JSON.stringify(msg)}\n`);
const result = (payload, isError = false) => ({ content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload, ...(isError ? { isError: true } : {}) });

function answer(name, args) {
  if (name === 'health') return result({ status: 'ok', node_count: 1, edge_count: 0, roots: [process.env.M1ND_WORKSPACE_ROOT], workspace_root: process.env.M1ND_WORKSPACE_ROOT, runtime_root: process.env.M1ND_RUNTIME_DIR, checkpoint: 'c1' });
  if (name === 'ingest') {
    if (modes.has('refresh-refused')) return result({ ok: false, mode: 'refresh', action: 'graph.ingest.refresh_declared_root', refused: 'refresh_would_shrink_graph', reason: 'the candidate graph is too small', node_count_before: 5 });
    if (modes.has('refresh-error')) return { content: [{ type: 'text', text: 'Error: refresh exploded' }], isError: true };
    return result({ ok: true, mode: 'refresh', action: 'graph.ingest.refresh_declared_root', refreshed_root: args.path, node_count_before: 1, node_count: 1, root_set_unchanged: true });
  }
  if (name === 'search' || name === 'seek') return result({ query: args.query, results: [], total_matches: 0 });
  if (name === 'north') return result({ needs: [], honest_gaps: [], leads: [] });
  if (name === 'am_i_stale') {
    const all = [...(args.files ?? []), ...(args.nodes ?? [])];
    return result({ checked: all.length, stale: [], fresh: [], unknown: all, summary: 'All unknown.' });
  }
  return { content: [{ type: 'text', text: `Error: unknown tool ${name}` }], isError: true };
}

let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let nl;
  while ((nl = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    const msg = JSON.parse(line);
    if (msg.method === 'initialize') {
      log({ event: 'initialize' });
      if (modes.has('hold-initialize')) continue;
      send({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'fake-m1nd-mcp', version: '9.9.9' } } });
    } else if (msg.method === 'tools/call') {
      log({ event: 'call', tool: msg.params.name });
      if (modes.has('hold-call') && msg.params.name === 'search') continue;
      send({ jsonrpc: '2.0', id: msg.id, result: answer(msg.params.name, msg.params.arguments ?? {}) });
    }
  }
});
process.stdin.on('end', () => {
  log({ event: 'eof' });
  if (!modes.has('ignore-eof') && !modes.has('ignore-all')) process.exit(modes.has('exit-1') ? 1 : 0);
});
// Keeps the process alive after EOF in the ignore modes.
if (modes.has('ignore-eof') || modes.has('ignore-all')) setInterval(() => {}, 1 << 30);
