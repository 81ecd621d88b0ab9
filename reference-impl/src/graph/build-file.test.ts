import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { lineCountOf } from './build-file.js';

test('a file counts its lines as splitting it on line breaks does, less a final empty line', () => {
  const bySplit = (text: string) => {
    const lines = text.split(/\r?\n/);
    return lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  };
  const char = fc.constantFrom('a', ' ', '\n', '\r', 'é');
  fc.assert(fc.property(fc.array(char, { maxLength: 30 }).map((cs) => cs.join('')), (text) => assert.equal(lineCountOf(text), bySplit(text), JSON.stringify(text))), { numRuns: 3000 });
  assert.equal(lineCountOf(''), 1);
  assert.equal(lineCountOf('a\r\nb\r\n'), 2);
  assert.equal(lineCountOf('\n'), 1);
});
