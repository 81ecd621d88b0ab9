import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namingWaves, parseApplied, parseNamingOutcome, parseDaemonBehaviour, parseRunnerAvailability, parseExpectedVersion, parseNamedBy, parseNamingMode, parseScanDoor } from './scan-words.js';

test('doors, naming modes and outcomes are closed vocabularies', () => {
  assert.equal(parseScanDoor('REST'), 'REST');
  assert.throws(() => parseScanDoor('stdio'), /MCP or REST/);
  assert.equal(parseNamingMode('automatic naming'), 'auto');
  assert.equal(parseNamingMode('heuristic naming'), 'heuristic');
  assert.throws(() => parseNamingMode('magic naming'), /unknown naming/);
  assert.equal(parseApplied('runner_partial'), 'runner_partial');
  assert.throws(() => parseApplied('partial'), /unknown naming outcome/);
  assert.equal(parseNamedBy('by the heuristic'), 'heuristic');
  assert.equal(parseNamingOutcome('"runner"'), 'runner');
});

test('expected versions read as none, the one read, or a number', () => {
  assert.deepEqual(parseExpectedVersion('no expected version'), { kind: 'none' });
  assert.deepEqual(parseExpectedVersion('the store_version it read'), { kind: 'read' });
  assert.deepEqual(parseExpectedVersion('store_version 7'), { kind: 'fixed', version: 7 });
  assert.throws(() => parseExpectedVersion('version seven'), /unknown version/);
});

test('daemon behaviours and the wave estimate', () => {
  assert.deepEqual(parseDaemonBehaviour('answers two blocks and then dies'), { kind: 'dying', answered: 2 });
  assert.deepEqual(parseDaemonBehaviour('was announced but no longer listens'), { kind: 'down' });
  assert.deepEqual(parseDaemonBehaviour('answers every block with names and purposes laced with control characters'), { kind: 'hostile' });
  assert.throws(() => parseDaemonBehaviour('sulks'), /unknown daemon behaviour/);
  assert.deepEqual([1, 4, 5, 6, 8, 9].map(namingWaves), [1, 1, 2, 2, 2, 3]);
});

test('runner availability phrases', () => {
  assert.equal(parseRunnerAvailability('was available'), true);
  assert.equal(parseRunnerAvailability('was not available, with a note saying why'), false);
  assert.throws(() => parseRunnerAvailability('was busy'), /unknown runner availability/);
});
