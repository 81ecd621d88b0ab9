import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkBearer } from './check-bearer.js';

const token = 'ab'.repeat(32);

test('the exact token passes, with any case of the scheme', () => {
  assert.equal(checkBearer(`Bearer ${token}`, token), 'ok');
  assert.equal(checkBearer(`bearer ${token}`, token), 'ok');
  assert.equal(checkBearer(`Bearer  ${token} `, token), 'ok');
});

test('no credentials at all is authentication_required', () => {
  for (const header of [undefined, '', '   ', 'Bearer', 'Bearer ', `Basic ${Buffer.from('u:p').toString('base64')}`, token]) {
    assert.equal(checkBearer(header, token), 'authentication_required', String(header));
  }
});

test('a wrong, shorter, longer or re-cased token is authentication_invalid', () => {
  for (const given of ['cd'.repeat(32), token.slice(1), `${token}0`, token.toUpperCase(), 'x']) {
    assert.equal(checkBearer(`Bearer ${given}`, token), 'authentication_invalid', given);
  }
});
