import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SEED_INSTANT, seedInstant, INSTANT_PATTERN, JSON_VALUE_PATTERN, parseInstant, parseJsonValue, parseQuotedInstant, parseQuotedMembers, parseVerbArguments, parseVersionKey, QUOTED_MEMBERS_PATTERN, versionFor } from './edit-words.js';

test('a stale version is the one before the version read, and needs one', () => {
  assert.equal(versionFor(parseVersionKey('the version read'), 3), 3);
  assert.equal(versionFor(parseVersionKey('a stale version'), 3), 2);
  assert.throws(() => versionFor('stale', 1), /no older version exists/);
  assert.throws(() => versionFor('read', null), /no store version was read yet/);
  assert.throws(() => parseVersionKey('any version'), /unknown version phrase/);
});

test('verb arguments are one JSON object; instants are RFC 3339 UTC', () => {
  assert.deepEqual(parseVerbArguments('{"mode":"archive","block_ids":["a"]}'), { mode: 'archive', block_ids: ['a'] });
  assert.throws(() => parseVerbArguments('[1]'), /must be a JSON object/);
  assert.throws(() => parseVerbArguments('{mode}'), /not JSON/);
  assert.equal(parseInstant('2030-01-01T00:00:00Z'), Date.UTC(2030, 0, 1));
  assert.throws(() => parseInstant('2030-01-01'), /not an RFC 3339 UTC instant/);
});

test('quoted members keep paths and globs whole; JSON values and quoted instants parse', () => {
  const text = '"src/*.rs", "tools/**" and "cmd/main.go"';
  assert.equal(QUOTED_MEMBERS_PATTERN.exec(text)?.[0], text);
  assert.deepEqual(parseQuotedMembers(text), ['src/*.rs', 'tools/**', 'cmd/main.go']);
  assert.throws(() => parseQuotedMembers('none'), /no quoted members/);
  assert.equal(JSON_VALUE_PATTERN.exec('["ledger"]')?.[0], '["ledger"]');
  assert.deepEqual(parseJsonValue('["ledger"]'), ['ledger']);
  assert.equal(parseJsonValue('2'), 2);
  assert.throws(() => parseJsonValue('[x'), /not a JSON value/);
  assert.ok(INSTANT_PATTERN.test('"2030-01-01T00:10:00Z"'));
  assert.equal(parseQuotedInstant('"2030-01-01T00:10:00Z"'), Date.UTC(2030, 0, 1, 0, 10));
});

test('an instant in the seed\'s form is whole seconds in UTC, truncated, never rounded', () => {
  assert.equal(seedInstant(Date.UTC(2030, 0, 1, 0, 10, 0, 999)), '2030-01-01T00:10:00Z');
  assert.equal(seedInstant(1_783_600_496_000), '2026-07-09T12:34:56Z');
  assert.ok(SEED_INSTANT.test('2030-01-01T00:10:00Z'));
  assert.ok(!SEED_INSTANT.test('2030-01-01T00:10:00.000Z'));
  assert.ok(!SEED_INSTANT.test('2030-01-01T00:10:00+00:00'));
});
