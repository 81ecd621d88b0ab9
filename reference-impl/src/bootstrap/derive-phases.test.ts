import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seekGraph } from '../graph/index.js';
import { writeTestModel } from '../model/test-support.js';
import { createDerivePhases, prepareWorkspace, type DerivedState } from './index.js';
import { makeBootstrapFixture, type BootstrapFixture } from './bootstrap-fixture.test-support.js';

const WORDS = ['greet', 'visitor', 'compute', 'checksum', 'src', 'greeter', 'ts', 'lib', 'rs', 'salutation', 'tally', 'hello', 'name'];

async function prepared(f: BootstrapFixture) {
  const outcome = await prepareWorkspace(f.context());
  assert.ok(outcome.ok);
  return outcome.actor;
}

function options(f: BootstrapFixture, modelDir: string | null, lines: string[], seams = async (_: string) => {}) {
  return { grant: f.tree.root, runtime: f.runtime, modelDir, env: { PATH: process.env.PATH }, seams, say: (l: string) => void lines.push(l) };
}

test('with a model the phases build a semantic index; the cache and cochange.json are written only by write()', async () => {
  const f = await makeBootstrapFixture();
  try {
    const modelDir = join(f.runtime, '..', `${f.runtime.split('/').pop()}-model`);
    writeTestModel(modelDir, { words: WORDS, dim: 16, synonyms: [['greet', 'salutation']] });
    const actor = await prepared(f);
    const into: DerivedState = { cochange: null, semantic: null };
    const lines: string[] = [];
    const seen: string[] = [];
    const phases = await createDerivePhases(options(f, modelDir, lines, async (n) => void seen.push(n)), into)(actor.read().graph, new AbortController().signal);
    assert.deepEqual(seen, ['bootstrap.cochange', 'bootstrap.model_load', 'bootstrap.embedding_cache_read', 'bootstrap.semantic_index']);
    assert.equal(existsSync(join(f.runtime, 'embedding-cache')), false);
    assert.equal(existsSync(join(f.runtime, 'cochange.json')), false);
    await phases.write();
    assert.equal(readdirSync(join(f.runtime, 'embedding-cache')).length, 1);
    assert.equal(JSON.parse(readFileSync(join(f.runtime, 'cochange.json'), 'utf8')).status, 'skipped');
    assert.match(lines.join('\n'), /co-change graph skipped: not a git work tree/);
    const ranking = into.semantic!.ranking(actor);
    assert.equal(ranking.modelError, null);
    const found = seekGraph(actor.read().graph, { query: 'salutation' }, ranking.ranker!);
    assert.equal(found.mode, 'semantic');
    assert.equal(found.results[0]?.label, 'greetVisitor');
    // A refresh replaces the graph: the next ranking queues one rebuild behind the writer.
    const size = into.semantic!.size;
    const extra = { ...actor.read().graph.nodes[0]!, id: 'sym::src/greeter.ts::tally', label: 'tally' };
    await actor.mutate(async (s) => ({ next: { ...s, graph: { ...s.graph, nodes: [...s.graph.nodes, extra] } }, value: undefined }));
    into.semantic!.ranking(actor);
    await actor.idle();
    assert.equal(into.semantic!.size, size + 1);
    rmSync(modelDir, { recursive: true, force: true });
  } finally {
    await f.cleanup();
  }
});

test('a missing model file degrades seek to lexical with an error naming the file', async () => {
  const f = await makeBootstrapFixture();
  try {
    const actor = await prepared(f);
    const into: DerivedState = { cochange: null, semantic: null };
    const lines: string[] = [];
    const missing = join(f.runtime, 'no-model');
    await (await createDerivePhases(options(f, missing, lines), into)(actor.read().graph, new AbortController().signal)).write();
    const ranking = into.semantic!.ranking(actor);
    assert.equal(ranking.ranker, null);
    assert.match(ranking.modelError ?? '', new RegExp(`model_missing_file: ${missing}`));
    assert.match(lines.join('\n'), /warning: embedding model unavailable: model_missing_file: .*; seek ranks lexically/);
  } finally {
    await f.cleanup();
  }
});

test('without a model nothing is loaded and seek has no semantic state', async () => {
  const f = await makeBootstrapFixture();
  try {
    const actor = await prepared(f);
    const into: DerivedState = { cochange: null, semantic: null };
    const seen: string[] = [];
    await (await createDerivePhases(options(f, null, [], async (n) => void seen.push(n)), into)(actor.read().graph, new AbortController().signal)).write();
    assert.deepEqual(seen, ['bootstrap.cochange']);
    assert.equal(into.semantic, null);
  } finally {
    await f.cleanup();
  }
});

test('a signal during the model load rejects the phases with its reason and writes nothing', async () => {
  const f = await makeBootstrapFixture();
  try {
    const actor = await prepared(f);
    const cancel = new AbortController();
    const seams = async (name: string) => {
      if (name !== 'bootstrap.model_load') return;
      cancel.abort(new Error('received SIGTERM'));
      throw cancel.signal.reason;
    };
    const derive = createDerivePhases(options(f, join(f.runtime, 'model'), [], seams), { cochange: null, semantic: null });
    await assert.rejects(derive(actor.read().graph, cancel.signal), /received SIGTERM/);
    assert.equal(existsSync(join(f.runtime, 'cochange.json')), false);
  } finally {
    await f.cleanup();
  }
});
