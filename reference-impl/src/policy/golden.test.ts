import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { genericGate, refusalText, type GateDecision } from './index.js';

// The golden files end with one newline so they stay ordinary text files; the refusal bytes are the rest.
function readGolden(name: string): string {
  return readFileSync(new URL(`./golden/${name}.txt`, import.meta.url), 'utf8').replace(/\n$/, '');
}

function refusedBytes(d: GateDecision): string {
  assert.equal(d.admitted, false);
  return refusalText(d);
}

test('graph.ingest.replace keeps its refusal bytes, over MCP and REST', () => {
  assert.equal(refusedBytes(genericGate('ingest', { path: '/repo' }, {}, 'mcp')), readGolden('graph.ingest.replace'));
  assert.equal(refusedBytes(genericGate('ingest', { mode: 'replace' }, {}, 'rest')), readGolden('graph.ingest.replace'));
  assert.equal(refusedBytes(genericGate('m1nd.ingest', {}, {}, 'mcp')), readGolden('graph.ingest.replace'));
});

test('graph.ingest.merge_existing keeps its refusal bytes', () => {
  assert.equal(refusedBytes(genericGate('ingest', { mode: 'merge' }, { ingest_changes_roots: false }, 'mcp')), readGolden('graph.ingest.merge_existing'));
  assert.equal(refusedBytes(genericGate('m1nd_ingest', { mode: 'merge' }, { ingest_changes_roots: false }, 'rest')), readGolden('graph.ingest.merge_existing'));
});

test('source.edit.commit keeps its refusal bytes', () => {
  assert.equal(refusedBytes(genericGate('edit_commit', { path: 'a.ts' }, {}, 'mcp')), readGolden('source.edit.commit'));
  assert.equal(refusedBytes(genericGate('edit_commit', {}, {}, 'rest')), readGolden('source.edit.commit'));
});
