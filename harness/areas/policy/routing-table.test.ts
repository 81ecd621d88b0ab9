import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectedAnswer, loadRoutingTable, parseRoutingTable, refusalTextName } from './routing-table.js';

const header = 'floors: [Ordinary, ScopedGrantA2, PositiveSovereign]\nfloor_rule: r\nallowlist: [graph.ingest.refresh_declared_root]\ncalls:\n';

test('the kit routing table parses, and its floors follow the table rule', () => {
  const table = loadRoutingTable();
  const find = (tool: string, args: string) => table.calls.find((c) => c.tool === tool && JSON.stringify(c.arguments) === args);
  const replace = find('ingest', '{"path":"{repo:other}"}');
  assert.deepEqual(replace && expectedAnswer(replace, table), { kind: 'gate', action: 'graph.ingest.replace', floor: 'PositiveSovereign' });
  const refresh = find('ingest', '{"mode":"refresh","path":"{repo:app}"}');
  assert.deepEqual(refresh && expectedAnswer(refresh, table), { kind: 'passes' });
  const birth = find('brain_birth', '{"root":"{repo:other}"}');
  assert.deepEqual(birth && expectedAnswer(birth, table), { kind: 'fixed', code: 'human_gesture_required', action: 'brain.bootstrap.birth', floor: 'PositiveSovereign' });
  const merge = find('ingest', '{"mode":"merge","path":"{repo:app}"}');
  assert.equal(merge && expectedAnswer(merge, table).kind, 'gate-unproven');
  assert.equal(merge && refusalTextName(merge), 'graph.ingest.merge_existing');
  assert.ok(table.calls.some((c) => expectedAnswer(c, table).kind === 'passes'));
});

test('malformed tables are refused naming the call and the field', () => {
  assert.throws(() => parseRoutingTable(`${header}  - { tool: x, arguments: {}, floor: Ordinary }\n`, 't.yaml'), /t\.yaml: is not a routing table:\n {2}at calls\.0: a call names its action/);
  assert.throws(() => parseRoutingTable(`${header}  - { tool: x, arguments: {}, action: a.b, floor: Lofty }\n`, 't.yaml'), /at calls\.0\.floor/);
  assert.throws(() => parseRoutingTable(`${header}  - { tool: x, arguments: {}, action: a.b, floor: Ordinary, colour: red }\n`, 't.yaml'), /at calls\.0/);
  assert.throws(
    () => parseRoutingTable(`${header}  - { tool: x, arguments: {}, action: a.b, floor: Ordinary }\n  - { tool: y, arguments: {}, action: a.b, floor: ScopedGrantA2 }\n`, 't.yaml'),
    /calls\.1 \(y \{\}\) gives a\.b the floor ScopedGrantA2, another call gives it Ordinary/,
  );
  assert.throws(() => parseRoutingTable('calls: [', 't.yaml'), /not valid YAML/);
});

test('an allowlisted action above Ordinary passes; a waiting call at Ordinary passes; others are refused', () => {
  const table = parseRoutingTable(`${header}  - { tool: a, arguments: {}, action: graph.ingest.refresh_declared_root, floor: ScopedGrantA2 }
  - { tool: b, arguments: {}, waits_on: fact, actions: [x.one, x.two], floor: Ordinary }
  - { tool: c, arguments: {}, action: x.three, floor: ScopedGrantA2 }
`, 't.yaml');
  assert.deepEqual(table.calls.map((c) => expectedAnswer(c, table).kind), ['passes', 'passes', 'gate']);
});
