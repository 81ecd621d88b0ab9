import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bareName, duplicatedTools } from './tool-names.js';

test('prefixes name the bare tool; a listing that repeats a tool under any spelling is found', () => {
  assert.deepEqual(['north', 'm1nd.north', 'm1nd_north', 'm1nd.m1nd_north'].map(bareName), ['north', 'north', 'north', 'm1nd_north']);
  assert.deepEqual(duplicatedTools(['north', 'search', 'm1nd_north']), ['north']);
  assert.deepEqual(duplicatedTools(['north', 'search']), []);
});
