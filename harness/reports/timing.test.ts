import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { identitiesOfDocument, outcomesFromMessages, timingLines, timingOf, type ScenarioOutcome } from './index.js';

const FEATURE = `Feature: f
  Scenario: plain
    Given x
  Scenario: plain
    Given x
  Scenario Outline: rows of <n>
    Given <n>
    Examples:
      | n |
      | 1 |
      | 2 |
  Rule: r
    Scenario: in a rule
      Given x
`;

test('identities: path, name as written and example row; a repeated name is numbered; lines are not part of it', () => {
  const parse = (text: string) => new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(text);
  const ids = [...identitiesOfDocument('features/a/f.feature', parse(FEATURE)).values()];
  assert.deepEqual(ids.map((i) => [i.id, i.line]), [
    ['features/a/f.feature › plain', 2], ['features/a/f.feature › plain #2', 4],
    ['features/a/f.feature › rows of <n> › [1]', 10], ['features/a/f.feature › rows of <n> › [2]', 11],
    ['features/a/f.feature › in a rule', 13],
  ]);
  const moved = [...identitiesOfDocument('features/a/f.feature', parse(FEATURE.replace('Feature: f\n', 'Feature: f\n  A line of description.\n'))).values()];
  assert.deepEqual(moved.map((i) => i.id), ids.map((i) => i.id));
});

test('outcomes carry their identity and wall time from the message stream', () => {
  const doc = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(FEATURE);
  const row = doc.feature!.children[2]!.scenario!.examples[0]!.tableBody[1]!;
  const ndjson = [
    { gherkinDocument: { ...doc, uri: 'features/a/f.feature' } },
    { pickle: { id: 'p', name: 'rows of 2', uri: 'features/a/f.feature', location: { line: 11 }, tags: [], astNodeIds: [doc.feature!.children[2]!.scenario!.id, row.id] } },
    { testCase: { id: 'c', pickleId: 'p' } },
    { testCaseStarted: { id: 's', testCaseId: 'c', timestamp: { seconds: 10, nanos: 250_000_000 } } },
    { testStepFinished: { testCaseStartedId: 's', testStepResult: { status: 'PASSED' } } },
    { testCaseFinished: { testCaseStartedId: 's', willBeRetried: false, timestamp: { seconds: 12, nanos: 0 } } },
  ].map((e) => JSON.stringify(e)).join('\n');
  const [o] = outcomesFromMessages(ndjson);
  assert.equal(o?.id, 'features/a/f.feature › rows of <n> › [2]');
  assert.equal(o?.seconds, 1.75);
});

test('timing: the ten slowest, and overhead = wall time minus the implementation\'s alive time', () => {
  const outcome = (i: number, impl: number | null): ScenarioOutcome => ({ name: `s${i}`, uri: 'features/a/f.feature', line: i, area: 'a', tags: [], clauses: [], status: 'passed', reason: null, messages: [], replay: null, seconds: i, implementation_seconds: impl });
  const t = timingOf(Array.from({ length: 12 }, (_, i) => outcome(i + 1, i === 0 ? 2 : (i + 1) / 2)));
  assert.ok(t);
  assert.deepEqual(t.slowest.map((s) => s.seconds), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  assert.equal(t.scenario_seconds, 78);
  assert.equal(t.harness_overhead?.max_seconds, 6, '12 s wall, 6 s alive');
  assert.equal(t.harness_overhead?.mean_seconds, Math.round((77 / 2) / 12 * 1000) / 1000, 'the first (alive longer than its wall time) counts 0, never below');
  const lines = timingLines(t);
  assert.match(lines[0]!, /^slowest 10 scenarios/);
  assert.match(lines[1]!, /^ +12\.00 {2}features\/a\/f\.feature:12 {2}s12$/);
  assert.match(lines.at(-1)!, /^harness overhead per scenario: mean [\d.]+ s, median [\d.]+ s, max 6\.00 s/);
  assert.match(timingLines(timingOf([outcome(1, null)])).at(-1)!, /harness overhead: not recorded/);
  assert.equal(timingOf([{ ...outcome(1, null), seconds: undefined }]), null);
});
