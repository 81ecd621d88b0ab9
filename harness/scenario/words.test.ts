import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QUOTED_NAMES_PATTERN, SIGNAL_PATTERN, parseBoolean, parseQuotedNames, parseSignal, phrasesPattern } from './words.js';

test('signal words are a closed list', () => {
  assert.equal(parseSignal('SIGHUP'), 'SIGHUP');
  assert.throws(() => parseSignal('SIGKILL'), /unknown signal "SIGKILL"; use one of SIGTERM, SIGINT, SIGHUP/);
  assert.match('SIGINT', SIGNAL_PATTERN);
});

test('a quoted list of names reads in order, whatever its separators', () => {
  assert.deepEqual(parseQuotedNames('"search", "seek" and "north"'), ['search', 'seek', 'north']);
  assert.deepEqual(parseQuotedNames('"health"'), ['health']);
  assert.throws(() => parseQuotedNames('search'), /no quoted names/);
  assert.match('"brain_birth" and "ingest"', new RegExp(`^${QUOTED_NAMES_PATTERN.source}$`));
});

test('a phrase pattern matches each phrase whole, the longest first', () => {
  const re = new RegExp(`^(?:${phrasesPattern(['in', 'inside', 'a "/./" part']).source})$`);
  for (const p of ['in', 'inside', 'a "/./" part']) assert.match(p, re);
  assert.doesNotMatch('ins', re);
  assert.equal(phrasesPattern(['in', 'inside']).source, 'inside|in');
});

test('booleans are spelled true or false', () => {
  assert.equal(parseBoolean('true'), true);
  assert.equal(parseBoolean('false'), false);
  assert.throws(() => parseBoolean('yes'), /"yes" is not true or false/);
});
