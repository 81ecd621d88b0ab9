import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { addTrigrams, addTrigramsOfBytes, filterBits } from './trigram-filter.js';

test('the filter of an ASCII file read as bytes is the filter of its text', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), maxLength: 300 }), fc.nat(3), (text, at) => {
      const bits = filterBits(text.length);
      const fromText = new Uint32Array(at + bits / 32);
      const fromBytes = new Uint32Array(at + bits / 32);
      addTrigrams(text, fromText, at, bits);
      addTrigramsOfBytes(Buffer.from(text, 'latin1'), fromBytes, at, bits);
      assert.deepEqual(fromBytes, fromText);
    }),
    { numRuns: 300 },
  );
});
