import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fractionFieldsOf, parseSseFrames, phaseEventOf } from './sse-frames.js';

test('complete events are split off, comments dropped, the unfinished rest kept', () => {
  const { events, rest } = parseSseFrames(': subscribed\n\nevent: scan_progress\ndata: {"phase":"file_list"}\n\ndata: a\ndata: b\r\n\r\nevent: x\ndata: {"ph');
  assert.deepEqual(events, [{ event: 'scan_progress', data: '{"phase":"file_list"}' }, { event: null, data: 'a\nb' }]);
  assert.equal(rest, 'event: x\ndata: {"ph');
});

test('a phase event is a JSON object with a string phase, nothing else', () => {
  assert.deepEqual(phaseEventOf({ event: null, data: '{"phase":"done","block_count":3}' }), { phase: 'done', block_count: 3 });
  assert.equal(phaseEventOf({ event: null, data: '{"phase":3}' }), null);
  assert.equal(phaseEventOf({ event: null, data: '[1]' }), null);
  assert.equal(phaseEventOf({ event: null, data: 'not json' }), null);
});

test('fraction fields are found at any depth and in any case', () => {
  assert.deepEqual(fractionFieldsOf({ phase: 'naming', block_count: 4 }), []);
  assert.deepEqual(fractionFieldsOf({ phase: 'naming', Percent: 50, detail: { ratio: 0.5 } }), ['Percent', 'detail.ratio']);
});
