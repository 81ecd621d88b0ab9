import { test } from 'node:test';
import assert from 'node:assert/strict';
import { goodReceipt, seedDocument, slugOfRepo } from './fixtures.js';
import { parseDoor, parseOrigin, parseSeedName, parseSeedPhrase, parseStoreCall, STORE_CALLS } from './store-calls.js';

test('the closed vocabularies parse their words and name the choices on anything else', () => {
  assert.equal(parseDoor('REST'), 'REST');
  assert.throws(() => parseDoor('SSE'), /write MCP or REST/);
  assert.equal(parseSeedName('two blocks'), 'two blocks');
  assert.throws(() => parseSeedName('one block'), /use one of: two blocks/);
  assert.equal(parseSeedPhrase('"three blocks"'), 'three blocks');
  assert.throws(() => parseSeedPhrase('three blocks'), /quoted seed name/);
  assert.equal(parseOrigin('no imported_via'), null);
  assert.equal(parseOrigin('imported_via "human-ui"'), 'human-ui');
  assert.equal(parseOrigin('imported_via ""'), '');
  assert.throws(() => parseOrigin('human-ui'), /names no origin/);
  assert.throws(() => parseStoreCall('receipt_import twice'), /not a store call the kit knows/);
});

test('a seed document is a fresh copy: editing one never changes the next', () => {
  const edited = seedDocument('two blocks', '/r/app');
  (edited.blocks as { membership: unknown[] }[])[0]!.membership = [{ path: '/abs' }];
  assert.deepEqual((seedDocument('two blocks', '/r/app').blocks as { membership: unknown[] }[])[0]!.membership, [{ path: 'src/greeter.ts' }]);
});

test('the expected skeleton slug is the folder name, lowercased, other runs as -', () => {
  assert.equal(slugOfRepo('/x/My Repo.v2'), 'my-repo-v2');
  assert.equal(slugOfRepo('/x/app'), 'app');
  assert.equal(seedDocument('foreign skeleton', '/x/app').skeleton_id, 'elsewhere');
});

test('every store call is built against the scenario: a stale key is never the current version', () => {
  for (const version of [1, 2, 7]) {
    const call = STORE_CALLS['receipt_import at a stale store_version']!({ root: '/r/app', version });
    assert.notEqual(call.args.expected_store_version, version);
    assert.ok(Number(call.args.expected_store_version) >= 1);
  }
  const receipt = goodReceipt('greeter');
  assert.deepEqual(receipt.scope, { block_id: 'greeter', boundary_version: 1, contract_version: 1 });
  for (const [name, build] of Object.entries(STORE_CALLS)) {
    const call = build({ root: '/r/app', version: 1 });
    assert.match(call.tool, /^(system_blocks_|receipt_)/, name);
  }
});
