import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync, rmSync } from 'node:fs';
import { HttpOwner } from './http-owner.js';
import { makeTinyBrain } from './owner-fixture.test-support.js';

const brain = makeTinyBrain();
const token = 'e1'.repeat(32);
const owner = await HttpOwner.listen({ host: '127.0.0.1', port: 0, token, runtime: brain.runtime, report: () => {} });
owner.admit(brain.ctx);
after(async () => {
  await owner.close();
  rmSync(brain.base, { recursive: true, force: true });
});

const search = (selector: string) =>
  fetch(`http://127.0.0.1:${owner.address.port}/api/tools/search?brain=${encodeURIComponent(selector)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: '{"query":"greetUser"}',
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

// A selector names a brain only through its canonical path; its text alone, however normalised, names none.
test('a brain selector that does not resolve names no brain, even when its text is a declared root', async () => {
  assert.equal((await search(brain.root)).status, 200);
  renameSync(brain.root, `${brain.root}-moved`);
  try {
    assert.deepEqual(await search(brain.root), { status: 404, body: { error: 'unknown_brain', code: 'brain_not_found', brain: brain.root } });
  } finally {
    renameSync(`${brain.root}-moved`, brain.root);
  }
});

test('a brain selector is judged on the disk as decoded once: no trimming, no second percent-decoding', async () => {
  for (const selector of [`${brain.root}\n`, `${brain.root}\u00a0`, ` ${brain.root}`, `${brain.root}/%2e`]) {
    assert.equal((await search(selector)).status, 404, JSON.stringify(selector));
  }
  assert.equal((await search(`${brain.root}/`)).status, 200);
});
