import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBoundaryHeader, parseCredential, readRouteRows } from './http-words.js';

test('credentials and boundary headers are closed vocabularies', () => {
  assert.equal(parseCredential('without credentials'), 'none');
  assert.equal(parseCredential('with a wrong bearer'), 'wrong');
  assert.throws(() => parseCredential('with a bearer'), /unknown credential/);
  assert.equal(parseBoundaryHeader('Host'), 'host');
  assert.equal(parseBoundaryHeader('Origin'), 'origin');
  assert.throws(() => parseBoundaryHeader('Referer'), /use Host or Origin/);
});

test('route tables keep their rows in order and name an incomplete one', () => {
  assert.deepEqual(readRouteRows([{ method: 'GET', path: '/api/health' }, { method: 'POST', path: '/mcp' }]), [
    { method: 'GET', path: '/api/health' }, { method: 'POST', path: '/mcp' },
  ]);
  assert.throws(() => readRouteRows([{ method: 'GET' }]), /table row 1 needs a method and a path/);
});
