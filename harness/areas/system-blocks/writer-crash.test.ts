import assert from 'node:assert/strict';
import { test } from 'node:test';
import { instantBlindJson } from './writer-crash.js';

test('instants at any depth read alike; every other value, and the key order, is compared as canonical JSON', () => {
  const a = { store: { updated_at: '2030-01-01T00:00:00.000Z', blocks: [{ id: 'x', receipts: [{ imported_at: '2030-01-01T00:00:01Z' }] }] }, v: 2 };
  const b = { v: 2, store: { blocks: [{ id: 'x', receipts: [{ imported_at: '2031-06-01T12:00:00+02:00' }] }], updated_at: '2029-05-05T05:05:05Z' } };
  assert.equal(instantBlindJson(a), instantBlindJson(b));
  assert.notEqual(instantBlindJson({ ...a, v: 3 }), instantBlindJson(b));
  assert.notEqual(instantBlindJson({ name: 'Books' }), instantBlindJson({ name: 'Reports' }));
  assert.notEqual(instantBlindJson({ at: '2030-01-01' }), instantBlindJson({ at: '2031-01-01' }), 'a date alone is not an instant');
});
