import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn, setTimeout as afterTimer } from 'node:timers/promises';
import { serializeGraph, SnapshotReader, type Graph } from '../graph/index.js';
import { makeSampleGraph } from '../graph/test-support.js';
import { decodeLinksWhenIdle } from './decode-links-idle.js';

/** A graph read with its link material deferred: two links records, the second refused when decoded. */
function deferredGraph(): { graph: Graph; refused: string[] } {
  const g = makeSampleGraph();
  const root = g.roots[0] as string;
  const links = (path: string) => ({ root, path, lang: 'typescript', imports: [], mod_decls: [], refs: [] });
  const text = serializeGraph({ ...g, links: [links('src/greet.ts'), links('src/parse-config.ts')] }).replace('"src/parse-config.ts","typescript"', '"src/parse-config.ts",7');
  const refused: string[] = [];
  const reader = new SnapshotReader('graph_snapshot.json', { deferLinks: { refused: (r) => refused.push(r.detail) } });
  reader.push(text);
  const read = reader.end();
  if (!('graph' in read)) assert.fail(read.detail);
  return { graph: read.graph, refused };
}

const undecoded = (g: Graph): boolean => typeof Object.getOwnPropertyDescriptor(g, 'links')?.get === 'function';

test('an idle owner decodes deferred link material one slice per turn, after a pause, and can be stopped', async () => {
  const { graph, refused } = deferredGraph();
  decodeLinksWhenIdle(graph, { afterMs: 0, perTurn: 1 });
  assert.ok(undecoded(graph), 'nothing before the pause');
  // A timer of the same delay set later fires after the pause's (timers of one delay fire in the order set).
  await afterTimer(0);
  assert.ok(undecoded(graph), 'the first slice decoded one of the two records');
  await nextTurn();
  assert.ok(!undecoded(graph), 'the next turn decoded the second');
  assert.equal(refused.length, 1, 'the refused record was told when its slice reached it');
  assert.equal(graph.links, undefined);

  const stopped = deferredGraph();
  const stop = decodeLinksWhenIdle(stopped.graph, { afterMs: 0, perTurn: 1 });
  stop();
  await afterTimer(0);
  for (let turns = 0; turns < 5; turns++) await nextTurn();
  assert.ok(undecoded(stopped.graph), 'a stopped decode decodes nothing');
  assert.deepEqual(stopped.refused, []);
});
