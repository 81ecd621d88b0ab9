import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractSymbols } from './extract-symbols.js';

test('an abort during a parse cancels it, and the parser keeps working afterwards', async () => {
  const source = Array.from({ length: 20000 }, (_, i) => `function f${i}() { return ${i}; }`).join('\n');
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(extractSymbols('javascript', source, controller.signal), /cancelled by abort/);
  const ok = await extractSymbols('javascript', 'function g() {}\n');
  assert.deepEqual(ok.symbols.map((s) => s.qualified), ['g']);
});
