import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { referenceAdapter } from '../adapter/index.js';
import { readLaneFile, skipLine, type Lane } from './load-lane.js';

const lane: Lane = {
  adapter: { ...referenceAdapter('/usr/bin/node'), capabilities: ['stdio', 'seams'] },
  provisioning: { 'platform:windows': { provisioned: false, evidence: 'this lane runs on linux' }, root: { provisioned: true, evidence: 'uid 0' } },
};

test('skip lines carry the status and reason in the shape the report parses', () => {
  assert.equal(skipLine(['@clause:X-1', '@platform:windows'], lane), 'skip: not provisioned: needs platform windows: this lane runs on linux');
  assert.match(skipLine(['@needs:http'], lane) ?? '', /^skip: not claimed: .*"http"/);
  assert.equal(skipLine(['@needs:seams', '@needs:root'], lane), null);
});

test('a lane file round-trips and a broken one names the variable to unset', () => {
  const dir = mkdtempSync(join(process.cwd(), '.lane-'));
  try {
    const good = join(dir, 'lane.json');
    writeFileSync(good, JSON.stringify(lane));
    assert.deepEqual(readLaneFile(good).adapter.capabilities, ['stdio', 'seams']);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ adapter: { name: 'x' } }));
    assert.throws(() => readLaneFile(bad), /is not \{adapter, provisioning\}; unset M1ND_CONFORMANCE_LANE_FILE/);
    assert.throws(() => readLaneFile(join(dir, 'missing.json')), /cannot read the lane file/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
