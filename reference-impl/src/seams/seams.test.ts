import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSeamHook, InjectedFault, noSeams } from './seams.js';

function tempDir(): string {
  return mkdtempSync(join('/var/tmp', 'm1nd-seams-'));
}

test('without a seams directory every seam is a no-op', async () => {
  assert.equal(createSeamHook(null, 1), noSeams);
  await noSeams('ingest.scan');
});

test('a .fail file fails the operation with injected_fault', async () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, 'ingest.scan.fail'), '');
    await assert.rejects(createSeamHook(dir, 42)('ingest.scan'), (e: unknown) => e instanceof InjectedFault && e.code === 'injected_fault');
    await createSeamHook(dir, 42)('checkpoint.write');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a .hold file parks the operation, writes .reached with the pid, and .release lets it go', async () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, 'mcp.initialize.hold'), '');
    let passed = false;
    const held = createSeamHook(dir, 4242)('mcp.initialize').then(() => (passed = true));
    while (!existsSync(join(dir, 'mcp.initialize.reached'))) await new Promise((r) => setImmediate(r));
    assert.equal(readFileSync(join(dir, 'mcp.initialize.reached'), 'utf8').trim(), '4242');
    assert.equal(passed, false);
    writeFileSync(join(dir, 'mcp.initialize.release'), '');
    await held;
    assert.equal(passed, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a hold created with a signal ends when the signal aborts, leaving .reached behind', async () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, 'bootstrap.model_load.hold'), '');
    const cancel = new AbortController();
    const held = createSeamHook(dir, 7, cancel.signal)('bootstrap.model_load');
    while (!existsSync(join(dir, 'bootstrap.model_load.reached'))) await new Promise((r) => setImmediate(r));
    cancel.abort(new Error('received SIGTERM'));
    await assert.rejects(held, /received SIGTERM/);
    await assert.rejects(createSeamHook(dir, 7, cancel.signal)('ingest.scan'), /received SIGTERM/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
