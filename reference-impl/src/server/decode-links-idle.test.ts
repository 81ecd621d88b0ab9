import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn, setTimeout as afterTimer } from 'node:timers/promises';
import { serializeGraph, type Graph } from '../graph/index.js';
import { linksUndecoded, makeSampleGraph, readDeferred } from '../graph/test-support.js';
import { decodeLinksWhenIdle } from './decode-links-idle.js';

/** A graph read with its link material deferred: two links records, the one at `bad` (0 or 1) refused when decoded. */
function deferredGraph(bad = 1, refuse?: () => void): { graph: Graph; refused: string[] } {
  const g = makeSampleGraph();
  const root = g.roots[0] as string;
  const links = (path: string) => ({ root, path, lang: 'typescript', imports: [], mod_decls: [], refs: [] });
  const badPath = bad === 0 ? 'src/greet.ts' : 'src/parse-config.ts';
  const text = serializeGraph({ ...g, links: [links('src/greet.ts'), links('src/parse-config.ts')] }).replace(`"${badPath}","typescript"`, `"${badPath}",7`);
  const refused: string[] = [];
  const graph = readDeferred(text, (r) => {
    refused.push(r.detail);
    refuse?.();
  });
  return { graph, refused };
}

const undecoded = linksUndecoded;
const noFault = (error: unknown): never => assert.fail(`unexpected fault: ${String(error)}`);

test('an idle owner decodes deferred link material one slice per turn, after a pause, and can be stopped', async () => {
  const { graph, refused } = deferredGraph();
  decodeLinksWhenIdle(graph, noFault, { afterMs: 0, perTurn: 1 });
  assert.ok(undecoded(graph), 'nothing before the pause');
  // A timer of the same delay set later fires after the pause's (timers of one delay fire in the order set).
  await afterTimer(0);
  assert.ok(undecoded(graph), 'the first slice decoded one of the two records, not both');
  await nextTurn();
  assert.ok(!undecoded(graph), 'the next turn decoded the second');
  assert.equal(refused.length, 1, 'the refused record was told when its slice reached it');
  assert.equal(graph.links, undefined);

  const stopped = deferredGraph();
  const stop = decodeLinksWhenIdle(stopped.graph, noFault, { afterMs: 0, perTurn: 1 });
  stop();
  await afterTimer(0);
  for (let turns = 0; turns < 5; turns++) await nextTurn();
  assert.ok(undecoded(stopped.graph), 'a stopped decode decodes nothing');
  assert.deepEqual(stopped.refused, []);
});

test('the first slice runs when the pause ends', async () => {
  const { graph, refused } = deferredGraph(0);
  decodeLinksWhenIdle(graph, noFault, { afterMs: 0, perTurn: 1 });
  await afterTimer(0);
  assert.equal(refused.length, 1, 'the first record, refused, was decoded by the slice at the end of the pause');
  assert.ok(!undecoded(graph));
});

test('a slice that throws ends the decode and is handed to the fault callback, never left uncaught', async () => {
  const { graph } = deferredGraph(0, () => {
    throw new Error('the note could not be written');
  });
  const faults: unknown[] = [];
  decodeLinksWhenIdle(graph, (error) => faults.push(error), { afterMs: 0, perTurn: 1 });
  await afterTimer(0);
  for (let turns = 0; turns < 3; turns++) await nextTurn();
  assert.equal(faults.length, 1);
  assert.match(String(faults[0]), /the note could not be written/);
  assert.equal(graph.links, undefined, 'settled without link material');
});
