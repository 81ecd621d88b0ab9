import assert from 'node:assert/strict';
import { test } from 'node:test';
import { elapsed, ProgressTracker } from './progress-tracker.js';

function feed(t: ProgressTracker): string[] {
  const out: string[] = [];
  const push = (e: object) => out.push(t.onEnvelope(e));
  push({ pickle: { id: 'p1', uri: 'features/bootstrap/a.feature', name: 'one' } });
  push({ pickle: { id: 'p2', uri: 'features/http/b.feature', name: 'two' } });
  push({ testCase: { id: 'c1', pickleId: 'p1' } });
  push({ testCase: { id: 'c2', pickleId: 'p2' } });
  push({ testCaseStarted: { id: 's1', testCaseId: 'c1' } });
  push({ testStepFinished: { testCaseStartedId: 's1', testStepResult: { status: 'PASSED' } } });
  push({ testCaseFinished: { testCaseStartedId: 's1', willBeRetried: false } });
  push({ testCaseStarted: { id: 's2', testCaseId: 'c2' } });
  push({ testStepFinished: { testCaseStartedId: 's2', testStepResult: { status: 'FAILED' } } });
  push({ testCaseFinished: { testCaseStartedId: 's2', willBeRetried: false } });
  push({ testRunFinished: {} });
  return out.filter((s) => s !== '');
}

test('under CI: one line per area entered and per failure, then the end', () => {
  let clock = 0;
  const lines = feed(new ProgressTracker('lines', () => (clock += 1000)));
  assert.deepEqual(lines.map((l) => l.replace(/\[.*?\]/, '[]')), [
    '[] area bootstrap\n', '[] area http\n', '[] FAILED features/http/b.feature: two\n', '[] ran 2 scenarios, 1 failed\n',
  ]);
  assert.match(lines[2]!, /^\[2\/2 0:0\d\]/);
});

test('on a terminal: one rewritten status line with done/total, area and elapsed', () => {
  const lines = feed(new ProgressTracker('tty', () => 65_000));
  assert.ok(lines.every((l) => l.startsWith('\r\x1b[K')));
  assert.ok(lines.some((l) => l.includes('[1/2 0:00] bootstrap')));
  assert.ok(lines.some((l) => l.includes('FAILED features/http/b.feature: two\n') && l.endsWith('http — 1 failed')));
});

test('elapsed is m:ss', () => {
  assert.equal(elapsed(0), '0:00');
  assert.equal(elapsed(125_400), '2:05');
});

test('tick redraws the status line on a terminal only, and stops after the run', () => {
  let now = 0;
  const t = new ProgressTracker('tty', () => now);
  assert.equal(t.tick(), '', 'nothing before the first scenario');
  t.onEnvelope({ pickle: { id: 'p1', uri: 'features/http/a.feature', name: 'x' } });
  t.onEnvelope({ testCase: { id: 'c1', pickleId: 'p1' } });
  t.onEnvelope({ testCaseStarted: { id: 's1', testCaseId: 'c1' } });
  now = 75_000;
  assert.equal(t.tick(), '\r\x1b[K[0/1 1:15] http');
  t.onEnvelope({ testRunFinished: {} });
  assert.equal(t.tick(), '');
  assert.equal(new ProgressTracker('lines', () => 0).tick(), '');
});
