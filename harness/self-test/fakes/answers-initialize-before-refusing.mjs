#!/usr/bin/env node
// Broken on purpose: answers `initialize` itself before the real server had a chance to refuse.
import { relay } from './relay.mjs';

const child = relay({ stdin: 'pipe' });
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  let at;
  while ((at = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, at);
    pending = pending.slice(at + 1);
    let message = null;
    try { message = JSON.parse(line); } catch { /* relayed as is */ }
    if (message?.method === 'initialize') {
      const result = { protocolVersion: message.params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'fake', version: '0' } };
      process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: message.id, result })}\n`);
      continue;
    }
    if (message?.method === 'notifications/initialized') continue;
    child.stdin.write(`${line}\n`);
  }
});
process.stdin.on('end', () => child.stdin.end());
