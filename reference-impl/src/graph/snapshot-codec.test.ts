import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { FileLinksSchema, linksRecordProblem, type FileLinks } from '../records/index.js';
import { canonicalJson, decodeGraphSnapshot, graphDigest, graphSnapshotChunks, serializeGraph, SnapshotReader } from './index.js';
import { fileLinksOf, idWrittenInFull, linksRecord } from './links-record.js';
import { makeSampleGraph, SAMPLE_ROOT } from './sample-graph.js';
import type { Graph } from './types.js';

const bytesOf = (g: Graph): string => serializeGraph(g);
const links = (path: string): FileLinks => ({
  root: SAMPLE_ROOT,
  path,
  lang: 'typescript',
  imports: ['./greet'],
  mod_decls: [],
  refs: [{ from: `file::${path}`, name: 'greet', qualifier: null, line: 1, kind: 'call' }],
});
const withLinks = (): Graph => ({ ...makeSampleGraph(), links: [links('src/parse-config.ts'), links('src/greet.ts')] });

/** Decodes text split into pieces of `size` characters, as a stream delivers it. */
function decodeIn(text: string, size = 7): ReturnType<typeof decodeGraphSnapshot> {
  const pieces: Buffer[] = [];
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return decodeGraphSnapshot(pieces, 'graph_snapshot.json');
}

function refusalOf(text: string): string {
  const read = decodeIn(text);
  assert.ok(!('graph' in read), 'expected a refusal');
  return `${read.code}: ${read.detail}`;
}

/** The snapshot text with line `n` (1-based) replaced. */
const withLine = (text: string, n: number, line: string): string => text.split('\n').map((l, i) => (i === n - 1 ? line : l)).join('\n');

test('one record per line, the whole a JSON document, canonical whatever the input order', () => {
  const g = withLinks();
  const text = bytesOf(g);
  const lines = text.split('\n');
  assert.equal(lines[0], `{"schema":"m1nd-graph-snapshot-v3","roots":["${SAMPLE_ROOT}"],"counts":{"files":3,"nodes":6,"edges":3,"links":2},`);
  assert.equal(lines[1], '"files":[');
  assert.equal(lines.at(-2), ']}');
  assert.equal(lines.at(-1), '');
  assert.ok(lines.includes('[1,3,"contains"],'), 'edges name their ends by node index');
  assert.equal(JSON.parse(text).nodes.length, 6);
  const shuffled: Graph = { ...g, nodes: [...g.nodes].reverse(), edges: [...g.edges].reverse(), files: [...g.files].reverse(), links: [...(g.links ?? [])].reverse() };
  assert.equal(bytesOf(shuffled), text);
});

test('write -> read round-trips the graph, with or without link material, in any chunking', () => {
  for (const g of [makeSampleGraph(), withLinks(), { roots: [], nodes: [], edges: [], files: [] }]) {
    const text = bytesOf(g);
    for (const size of [1, 3, 64, 1 << 20]) {
      const read = decodeIn(text, size);
      assert.ok('graph' in read, JSON.stringify(read));
      assert.equal(bytesOf(read.graph), text);
      assert.equal('links' in read.graph, g.links !== undefined);
    }
  }
  const read = decodeIn(bytesOf(withLinks()));
  assert.ok('graph' in read);
  assert.deepEqual(read.graph.links?.map((l) => l.path), ['src/greet.ts', 'src/parse-config.ts']);
  assert.deepEqual(read.graph.nodes, [...makeSampleGraph().nodes]);
});

test('text beyond ASCII reads back whole in any chunking, ASCII pieces after it included', () => {
  const g = makeSampleGraph();
  const labelled = { ...g, nodes: g.nodes.map((n, i) => (i === 1 ? { ...n, label: 'h\u00e9llo \u{1f600} w\u00f6rld \u03a3' } : n)) };
  const text = bytesOf(labelled);
  for (const size of [1, 2, 3, 5, 7, 64]) {
    const read = decodeIn(text, size);
    assert.ok('graph' in read, JSON.stringify(read));
    assert.equal(bytesOf(read.graph), text, `pieces of ${size} bytes`);
  }
});

test('a chunk of many 64 KiB pieces reads back whole where a character straddles a piece boundary', () => {
  // The reader makes text of a large chunk 64 KiB at a time; labels of two-, three- and four-byte characters make
  // a character cross a boundary (asserted, the padding chosen so that it does).
  const piece = 1 << 16;
  const straddles = (bytes: Buffer) => [1, 2, 3].some((k) => k * piece < bytes.length && ((bytes[k * piece] as number) & 0xc0) === 0x80);
  for (let pad = 0; pad < 8; pad++) {
    const g = makeSampleGraph();
    const nodes = Array.from({ length: 3000 }, (_, i) => ({ ...(g.nodes[0] as Graph['nodes'][number]), id: `file::docs/n${String(i).padStart(5, '0')}`, label: `${'x'.repeat(pad)}\u00e9\u20ac\u{1f600}${i}` }));
    const big: Graph = { ...g, nodes: [...g.nodes, ...nodes] };
    const bytes = Buffer.from(bytesOf(big));
    if (!straddles(bytes)) continue;
    const read = decodeGraphSnapshot([bytes], 'graph_snapshot.json');
    assert.ok('graph' in read, JSON.stringify(read));
    assert.equal(bytesOf(read.graph), bytes.toString('utf8'));
    return;
  }
  assert.fail('no padding made a character straddle a piece boundary');
});

test('the digest is the sha256 of the snapshot bytes: stable, order-blind, blind to in-memory text', () => {
  const g = withLinks();
  assert.match(graphDigest(g), /^[0-9a-f]{64}$/);
  const read = decodeIn(bytesOf(g));
  assert.ok('graph' in read);
  assert.equal(graphDigest(read.graph), graphDigest(g));
  const withText = { ...g, nodes: g.nodes.map((n) => ({ ...n, text: 'first line' })) };
  assert.equal(graphDigest(withText), graphDigest(g));
  assert.ok(!bytesOf(withText).includes('first line'));
  const moved = { ...g, nodes: g.nodes.map((n, i) => (i === 0 ? { ...n, line_end: 9 } : n)) };
  assert.notEqual(graphDigest(moved), graphDigest(g));
  // Key order inside link material is not content.
  const reordered = { ...g, links: g.links?.map(({ refs, root, path, lang, imports, mod_decls }) => ({ refs, mod_decls, imports, lang, path, root })) };
  assert.equal(graphDigest(reordered), graphDigest(g));
});

test('a graph no reader would accept is refused while it is written', () => {
  const g = makeSampleGraph();
  const dup = { ...g, nodes: [...g.nodes, { ...(g.nodes[0] as Graph['nodes'][number]) }] };
  assert.throws(() => bytesOf(dup), /node id "file::docs\/notes.md" appears twice/);
  const dangling = { ...g, edges: [...g.edges, { source: 'file::src/greet.ts', target: 'sym::nowhere', kind: 'calls' as const }] };
  assert.throws(() => bytesOf(dangling), /names the unknown node "sym::nowhere"/);
  // A source between two known ones, after one, and past the last: each is looked for, never taken from its neighbour.
  for (const source of ['file::src/greet.ts0', 'file::a', 'zzz']) {
    const orphan = { ...g, edges: [...g.edges, { source, target: 'file::src/greet.ts', kind: 'calls' as const }] };
    assert.throws(() => bytesOf(orphan), new RegExp(`names the unknown node "${source}"`));
  }
  const stray = { ...g, nodes: g.nodes.map((n, i) => (i === 0 ? { ...n, root: '/elsewhere' } : n)) };
  assert.throws(() => bytesOf(stray), /lies in "\/elsewhere", which is not one of its roots/);
});

test('a torn or garbled snapshot is refused, naming the line', () => {
  const text = bytesOf(withLinks());
  const lines = text.split('\n');
  const nodeLine = lines.findIndex((l) => l.startsWith('["sym::src/greet.ts::greet"')) + 1;
  // Cut anywhere: mid-record, between records, before the closer, without the final newline.
  for (const cut of [text.length - 1, text.length - 3, text.indexOf('"nodes":['), text.indexOf('sym::src/greet'), 40]) {
    assert.match(refusalOf(text.slice(0, cut)), /^record_(malformed|not_json): line \d+: /, `cut at ${cut}`);
  }
  assert.match(refusalOf(text.slice(0, text.indexOf('sym::src/greet'))), /cut short|not valid JSON/);
  assert.match(refusalOf(withLine(text, nodeLine, lines[nodeLine - 1]?.slice(0, 20) ?? '')), new RegExp(`^record_not_json: line ${nodeLine}: not valid JSON`));
  assert.match(refusalOf(withLine(text, nodeLine, '["sym::x","x","gadget",0,"x",1,1],')), new RegExp(`^record_malformed: line ${nodeLine}: a nodes record is invalid at 2: expected one of file,`));
  assert.match(refusalOf(withLine(text, nodeLine, lines[nodeLine - 1]?.replace(/,$/, '') ?? '')), /follows one that does not end with ","/);
  assert.match(refusalOf(`${text}x\n`), /text after the end/);
  assert.match(refusalOf(text.replace('"counts":{"files":3', '"counts":{"files":4')), /the files section holds 3 records but the header counts 4/);
  assert.match(refusalOf(text.replace('"nodes":[', '"nodez":[')), /expected the nodes section to open/);
  assert.match(refusalOf(text.replace('[2,4,"contains"]', '[2,6,"contains"]')), /edge end 6 is not one of the 6 nodes/);
  assert.match(refusalOf(text.replace('[2,4,"contains"]', '[0,1,"contains"]')), /edges must be sorted/);
  assert.match(refusalOf(text.replace(',0,"docs/notes.md",1,1]', ',1,"docs/notes.md",1,1]')), /root index 1 is not one of the 1 roots/);
  assert.match(refusalOf(text.replace('"src/greet.ts","typescript"', '"src/greet.ts",7')), /a links record is invalid at 2: expected a non-empty lang/);
  assert.match(refusalOf(text.replace('"src/greet.ts","typescript"', '"src/greet.ts","typescript",[],[],[]')), /a links record is invalid: expected \[root index, path/);
  assert.match(refusalOf(text.replace(',"greet",null,1,1]', ',"greet",null,1,9]')), /a links record is invalid at 9\.4: kind: expected 1 \(a call\), 2 \(a base\), 0 \(a reference\), 4, 3 or 7 \(a call, a reference or a base in a class body's own code\), 5 .*, 6 \(a Go struct's field.* or 8 \(a C or C\+\+ reference after its keyword/);
  assert.match(refusalOf(text.replace(',"greet",null,1,1]', ',"greet",null,1,6]')), /a links record is invalid at 9\.4: kind: expected 1/, 'a field names its type');
  assert.match(refusalOf(text.replace('[0,"src/greet.ts",', '[1,"src/greet.ts",')), /root index 1 is not one of the 1 roots/);
  assert.match(refusalOf(text.replace(',"greet",null,1,1]', ',"greet",null,1]')), /a links record is invalid at 9: expected 5 items per use/);
  assert.match(refusalOf(text.replace('["","greet",null,1,1]', '[7,"greet",null,1,1]')), /a links record is invalid at 9\.0: from: expected a string or \[id\]/);
  assert.match(refusalOf(text.replace('["","greet",null,1,1]', '["","greet",null,0,1]')), /a links record is invalid at 9\.3: line: expected a line number/);
  // A node id of the file written in full, where the layout writes it relative, is not what the writer writes.
  assert.match(refusalOf(text.replace('["","greet",null,1,1]', '[["file::src/greet.ts"],"greet",null,1,1]')), /a links record writes the id "file::src\/greet.ts" in full/);
  assert.match(refusalOf(text.replace('["","greet",null,1,1]', '[["sym::src/greet.ts::greet"],"greet",null,1,1]')), /a links record writes the id "sym::src\/greet.ts::greet" in full/);
  assert.match(refusalOf(text.replace('[],[],["","greet"', '[],[["greet","sym::src/greet.ts::greet"]],["","greet"')), /a links record writes the id "sym::src\/greet.ts::greet" in full/);
});

test('nodes, files and links must come sorted and unique', () => {
  const text = bytesOf(withLinks());
  const lines = text.split('\n');
  const first = lines.findIndex((l) => l.startsWith('["file::docs/notes.md"'));
  const swapped = [...lines];
  [swapped[first], swapped[first + 1]] = [lines[first + 1]?.replace(/,?$/, ',') ?? '', lines[first]?.replace(/,?$/, ',') ?? ''];
  assert.match(refusalOf(swapped.join('\n')), /node ids must be sorted and unique/);
  const f = lines.findIndex((l) => l.startsWith('["docs/notes.md"'));
  assert.match(refusalOf(withLine(text, f + 2, lines[f] ?? '')), /files must be sorted by path then root and unique/);
});

test("a graph's compiled modules' files are the header's `compiled`, `[path, root index]` sorted by path then root; a list no scan would write is refused", () => {
  const g: Graph = { ...withLinks(), compiled: [{ root: SAMPLE_ROOT, path: 'pkg/_z.pyd' }, { root: SAMPLE_ROOT, path: 'pkg/_a.cpython-311-x86_64-linux-gnu.so' }] };
  const text = bytesOf(g);
  assert.match(text.split('\n')[0] ?? '', /,"compiled":\[\["pkg\/_a\.cpython-311-x86_64-linux-gnu\.so",0\],\["pkg\/_z\.pyd",0\]\],$/);
  for (const size of [1, 5, 1 << 20]) {
    const read = decodeIn(text, size);
    assert.ok('graph' in read, JSON.stringify(read));
    assert.deepEqual(read.graph.compiled, [{ root: SAMPLE_ROOT, path: 'pkg/_a.cpython-311-x86_64-linux-gnu.so' }, { root: SAMPLE_ROOT, path: 'pkg/_z.pyd' }]);
    assert.equal(bytesOf(read.graph), text);
  }
  assert.ok(!bytesOf(withLinks()).includes('"compiled"'), 'a graph without compiled modules writes no list');
  assert.notEqual(graphDigest(g), graphDigest(withLinks()), 'they are part of the graph');
  assert.match(refusalOf(text.replace('["pkg/_z.pyd",0]', '["pkg/_z.pyd",1]')), /names root 1, out of 1 roots/);
  assert.match(refusalOf(text.replace('["pkg/_z.pyd",0]', '["pkg/libz.so.1",0]')), /lists "pkg\/libz\.so\.1" as a compiled module, which its name is not/);
  assert.match(refusalOf(text.replace('["pkg/_z.pyd",0]', '["pkg/_0.pyd",0]')), /compiled modules must be sorted by path then root and unique \("pkg\/_0\.pyd"\)/);
  assert.match(refusalOf(text.replace('"compiled":[["pkg/_a.cpython-311-x86_64-linux-gnu.so",0],["pkg/_z.pyd",0]]', '"compiled":[]')), /^record_malformed: line 1: /);
});

test('a v1 snapshot (one pretty-printed value) is still read; other values are refused by schema', () => {
  const g = makeSampleGraph();
  const v1 = `${JSON.stringify({ schema: 'm1nd-graph-snapshot-v1', ...g }, null, 2)}\n`;
  const read = decodeIn(v1);
  assert.ok('graph' in read, JSON.stringify(read));
  assert.equal(bytesOf(read.graph), bytesOf(g));
  // Only the current layout's bytes are the ones graphDigest hashes, so only it may lend a read graph its digest.
  const layoutOf = (text: string) => {
    const reader = new SnapshotReader('x');
    reader.push(text);
    assert.ok('graph' in reader.end());
    return reader.currentLayout;
  };
  assert.equal(layoutOf(v1), false);
  assert.equal(layoutOf(bytesOf(g)), true);
  const compact = decodeGraphSnapshot([JSON.stringify({ schema: 'm1nd-graph-snapshot-v1', ...g })], 'x');
  assert.ok('graph' in compact);
  assert.match(refusalOf(JSON.stringify({ schema: 'm1nd-graph-snapshot-v1', ...g, roots: 'not a list' })), /^record_malformed: .*invalid at roots/);
  assert.match(refusalOf('{"schema":"m1nd-graph-snapshot-v9"}'), /"m1nd-graph-snapshot-v9" is not a graph snapshot \(expected m1nd-graph-snapshot-v3, or the earlier m1nd-graph-snapshot-v2/);
  assert.match(refusalOf('{"half":'), /^record_not_json/);
  assert.match(refusalOf(''), /^record_malformed: line 1: the snapshot is cut short/);
});

test('a links record reads back as the link material it was written from, every field present', () => {
  const name = fc.string({ minLength: 1, maxLength: 6 });
  const path = fc.constantFrom('a.ts', 'src/b.py', 'x::y');
  // Ids as a file's material names them: its file node, one of its symbols, or (rarely) any other id.
  const scope = fc.constant('closed' as const);
  const idIn = (p: string) => fc.oneof(fc.constant(`file::${p}`), name.map((q) => `sym::${p}::${q}`), fc.constantFrom(`sym::${p}::`, `file::${p}x`, 'sym::elsewhere::f', 'x'));
  const links = path.chain((p) =>
    fc.record({
      root: fc.constant('/r'),
      path: fc.constant(p),
      lang: name,
      imports: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
      mod_decls: fc.array(
        fc.oneof(fc.string({ maxLength: 6 }), fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.constantFrom('', '::', 'a/m.rs')).map(([n, f]): [string, string] => [n, f])),
        { maxLength: 2 },
      ),
      refs: fc.array(
        fc.oneof(
          fc.record({ from: idIn(p), name, qualifier: fc.option(fc.string({ maxLength: 4 })), line: fc.integer({ min: 1, max: 9 }), kind: fc.constantFrom('call' as const, 'reference' as const, 'extends' as const) }),
          fc.record({ from: idIn(p), name, qualifier: fc.string({ maxLength: 4 }), line: fc.integer({ min: 1, max: 9 }), kind: fc.constant('field' as const) }),
          fc.record({ from: idIn(p), name, qualifier: fc.option(fc.string({ maxLength: 4 })), line: fc.integer({ min: 1, max: 9 }), kind: fc.constantFrom('call' as const, 'reference' as const, 'extends' as const), class_body: fc.constant(true as const) }),
          fc.record({ from: idIn(p), name, qualifier: fc.constant(null), line: fc.integer({ min: 1, max: 9 }), kind: fc.constant('reference' as const), tag: fc.constant(true as const) }),
        ),
        { maxLength: 4 },
      ),
      bindings: fc.array(fc.record({ local: name, imported: fc.option(name), from: fc.string({ maxLength: 6 }), space: fc.constantFrom('path' as const, 'namespace' as const), scope: fc.option(name, { nil: undefined }) }, { requiredKeys: ['local', 'imported', 'from', 'space'] }), { maxLength: 3 }),
      defs: fc.array(
        fc.oneof(
          name.map((q) => ({ qualified: q, id: `sym::${p}::${q}` })),
          fc.record({ qualified: name, id: idIn(p) }),
          fc.record({ qualified: name, id: idIn(p), within: fc.string({ maxLength: 4 }) }),
          fc.record({ q: name, scope }).map(({ q, scope }) => ({ qualified: q, id: `sym::${p}::${q}`, scope })),
          fc.record({ qualified: name, id: idIn(p), scope }),
          fc.record({ qualified: name, id: idIn(p), within: fc.string({ maxLength: 4 }), scope }),
          name.map((q) => ({ qualified: q, id: `sym::${p}::${q}`, case: 'exact' as const })),
          fc.record({ qualified: name, id: idIn(p), within: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }), scope: fc.option(scope, { nil: undefined }), case: fc.constant('exact' as const) }, { requiredKeys: ['qualified', 'id', 'case'] }),
          name.map((q) => ({ qualified: q, id: `sym::${p}::${q}`, tag: true as const })),
          fc.record({ qualified: name, id: idIn(p), within: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }), scope: fc.option(scope, { nil: undefined }), case: fc.option(fc.constant('exact' as const), { nil: undefined }), tag: fc.constant(true as const) }, { requiredKeys: ['qualified', 'id', 'tag'] }),
        ),
        { maxLength: 3 },
      ),
      namespace: fc.option(name),
      open_namespaces: fc.array(name, { maxLength: 2 }),
      unread: fc.option(fc.array(name, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      exports: fc.option(fc.array(name, { maxLength: 3 }), { nil: undefined }),
    }),
  );
  fc.assert(
    fc.property(links, (l: FileLinks) => {
      const record = JSON.parse(JSON.stringify(linksRecord(l, 0)));
      assert.equal(linksRecordProblem(record), null);
      assert.equal(idWrittenInFull(record, l.path), null, 'what the writer writes, the reader takes as written');
      assert.deepEqual(fileLinksOf(record, l.root, l.path), JSON.parse(JSON.stringify(l)));
    }),
    { numRuns: 500, seed: 11 },
  );
  const full: FileLinks = { root: '/r', path: 'p', lang: 'go', imports: ['x'], mod_decls: ['m'], refs: [], bindings: [], defs: [], namespace: 'n', open_namespaces: ['o'], unread: ['w'], exports: ['e'] };
  assert.deepEqual(Object.keys(FileLinksSchema.shape).sort(), Object.keys(full).sort(), 'the record above names every field of the schema');
  // Fields FileLinks may leave out are written empty and read back present.
  const bare: FileLinks = { root: '/r', path: 'p', lang: 'go', imports: [], mod_decls: [], refs: [] };
  assert.deepEqual(fileLinksOf(linksRecord(bare, 0), '/r', 'p'), { ...bare, bindings: [], defs: [], namespace: null, open_namespaces: [] });
  // A file the grammar could not read wholly has the words of the parts it could not read eleventh.
  assert.equal(JSON.stringify(linksRecord({ ...bare, unread: ['a', 'b'] }, 0)), '[0,"p","go",[],[],null,[],[],[],[],["a","b"]]');
  assert.deepEqual(fileLinksOf([0, 'p', 'go', [], [], null, [], [], [], [], ['a', 'b']], '/r', 'p').unread, ['a', 'b']);
  assert.match(linksRecordProblem([0, 'p', 'go', [], [], null, [], [], [], [], []]) ?? '', /^invalid at 10: expected a non-empty list/);
  assert.match(linksRecordProblem([0, 'p', 'go', [], [], null, [], [], [], [], ['a', 1]]) ?? '', /^invalid at 10\.1: expected a non-empty string/);
  // A Python module with a literal `__all__` has its names twelfth, the eleventh null when it has no unread words.
  assert.equal(JSON.stringify(linksRecord({ ...bare, lang: 'python', exports: ['a', '_b'] }, 0)), '[0,"p","python",[],[],null,[],[],[],[],null,["a","_b"]]');
  assert.equal(JSON.stringify(linksRecord({ ...bare, lang: 'python', exports: [] }, 0)), '[0,"p","python",[],[],null,[],[],[],[],null,[]]', 'an empty list is a list');
  assert.equal(JSON.stringify(linksRecord({ ...bare, lang: 'python', unread: ['w'], exports: ['a'] }, 0)), '[0,"p","python",[],[],null,[],[],[],[],["w"],["a"]]');
  assert.deepEqual(fileLinksOf([0, 'p', 'python', [], [], null, [], [], [], [], null, []], '/r', 'p'), { ...bare, lang: 'python', bindings: [], defs: [], namespace: null, open_namespaces: [], exports: [] });
  assert.match(linksRecordProblem([0, 'p', 'python', [], [], null, [], [], [], [], null]) ?? '', /^invalid at 10: expected a non-empty list/, 'null only before a twelfth');
  assert.match(linksRecordProblem([0, 'p', 'python', [], [], null, [], [], [], [], [], ['a']]) ?? '', /^invalid at 10: expected a non-empty list of the words not read, or null/);
  assert.match(linksRecordProblem([0, 'p', 'python', [], [], null, [], [], [], [], null, ['a', '']]) ?? '', /^invalid at 11\.1: expected a non-empty string/);
  assert.match(linksRecordProblem([0, 'p', 'python', [], [], null, [], [], [], [], null, 'a']) ?? '', /^invalid at 11: expected an array/);
  // Ids in the file are written without the path they repeat.
  const own: FileLinks = { ...bare, defs: [{ qualified: 'f', id: 'sym::p::f' }], refs: [{ from: 'sym::p::f', name: 'g', qualifier: null, line: 2, kind: 'call' }, { from: 'file::p', name: 'f', qualifier: 'm', line: 3, kind: 'reference' }] };
  assert.equal(JSON.stringify(linksRecord(own, 0)), '[0,"p","go",[],[],null,[],[],["f"],["f","g",null,2,1,"","f","m",3,0]]');
  // A closed definition has a code beside its qualified name; a use in a class body's own code is a kind of its own.
  const flagged: FileLinks = { ...bare, lang: 'python', defs: [{ qualified: 'K', id: 'sym::p::K', scope: 'closed' }, { qualified: 'K.X', id: 'sym::p::K.X@3', scope: 'closed' }], refs: [{ from: 'sym::p::K.f', name: 'X', qualifier: null, line: 4, kind: 'reference', class_body: true }, { from: 'sym::p::K.f', name: 'g', qualifier: null, line: 4, kind: 'call', class_body: true }] };
  assert.equal(JSON.stringify(linksRecord(flagged, 0)), '[0,"p","python",[],[],null,[],[],[["K",1],["K.X","sym::p::K.X@3",null,1]],["K.f","X",null,4,3,"K.f","g",null,4,4]]');
  // A Rust `use` inside a module or a function has its scope fifth.
  const scoped: FileLinks = { ...bare, lang: 'rust', bindings: [{ local: 'E', imported: 'E', from: 'crate::m', space: 'path', scope: 'tests' }, { local: 'x', imported: 'x', from: 'self::m', space: 'path' }] };
  assert.equal(JSON.stringify(linksRecord(scoped, 0)), '[0,"p","rust",[],[],null,[],[["E","E","crate::m","path","tests"],["x","x","self::m","path"]],[],[]]');
  assert.deepEqual(fileLinksOf(linksRecord(scoped, 0), '/r', 'p').bindings, scoped.bindings);
  // A PHP constant, matched only as written, adds 2 to the code.
  const exact: FileLinks = { ...bare, lang: 'php', defs: [{ qualified: 'K', id: 'sym::p::K', scope: 'closed' }, { qualified: 'K.X', id: 'sym::p::K.X', case: 'exact' }, { qualified: 'K.Y', id: 'sym::p::K.Y@4', case: 'exact' }] };
  assert.equal(JSON.stringify(linksRecord(exact, 0)), '[0,"p","php",[],[],null,[],[],[["K",1],["K.X",2],["K.Y","sym::p::K.Y@4",null,2]],[]]');
  assert.deepEqual(fileLinksOf(linksRecord(exact, 0), '/r', 'p').defs, exact.defs);
  assert.deepEqual(fileLinksOf([0, 'p', 'php', [], [], null, [], [], [['K', 3]], []], '/r', 'p').defs, [{ qualified: 'K', id: 'sym::p::K', scope: 'closed', case: 'exact' }]);
  // A base a Ruby class body names (`include M`) is one more kind.
  const included: FileLinks = { ...bare, lang: 'ruby', refs: [{ from: 'sym::p::K', name: 'M', qualifier: null, line: 2, kind: 'extends', class_body: true }, { from: 'sym::p::K', name: 'B', qualifier: null, line: 1, kind: 'extends' }] };
  assert.equal(JSON.stringify(linksRecord(included, 0)), '[0,"p","ruby",[],[],null,[],[],[],["K","M",null,2,7,"K","B",null,1,2]]');
  assert.deepEqual(fileLinksOf(linksRecord(included, 0), '/r', 'p').refs, included.refs);
  // A C struct adds 4 to the code; a name written after `struct` is a kind of its own.
  const tagged: FileLinks = { ...bare, lang: 'cpp', defs: [{ qualified: 'stat', id: 'sym::p::stat', tag: true }, { qualified: 'stat', id: 'sym::p::stat@2' }], refs: [{ from: 'sym::p::stat@2', name: 'stat', qualifier: null, line: 2, kind: 'reference', tag: true }] };
  assert.equal(JSON.stringify(linksRecord(tagged, 0)), '[0,"p","cpp",[],[],null,[],[],[["stat",4],["stat","sym::p::stat@2"]],["stat@2","stat",null,2,8]]');
  assert.deepEqual(fileLinksOf(linksRecord(tagged, 0), '/r', 'p'), { ...tagged, bindings: [], namespace: null, open_namespaces: [] });
  assert.match(linksRecordProblem([0, 'p', 'cpp', [], [], null, [], [], [], ['', 'stat', 'q', 2, 8]]) ?? '', /^invalid at 9\.4: kind: expected/);
  assert.match(linksRecordProblem([0, 'p', 'cpp', [], [], null, [], [], [['stat', 8]], []]) ?? '', /^invalid at 8\.0: expected/);
  assert.equal(idWrittenInFull(['0', 'p', 'python', [], [], null, [], [], [['K', 'sym::p::K', null, 1]], []] as never, 'p'), 'sym::p::K', 'a plain id with a scope is written short');
});

test('a v2 snapshot (links records as objects) is still read, as the same graph, but lends no digest', () => {
  const g = withLinks();
  const v3 = bytesOf(g);
  const v2 = v3
    .replace('"schema":"m1nd-graph-snapshot-v3"', '"schema":"m1nd-graph-snapshot-v2"')
    .split('\n')
    .map((line, i, all) => {
      const at = all.indexOf('"links":[');
      if (at < 0 || i <= at || !line.startsWith('[')) return line;
      const comma = line.endsWith(',') ? ',' : '';
      const record = JSON.parse(comma ? line.slice(0, -1) : line);
      return canonicalJson(fileLinksOf(record, SAMPLE_ROOT, record[1])) + comma;
    })
    .join('\n');
  assert.match(v2, /^\{"bindings":\[\],"defs":\[\],"imports":\["\.\/greet"\]/m);
  const reader = new SnapshotReader('x');
  reader.push(v2);
  const read = reader.end();
  assert.ok('graph' in read, JSON.stringify(read));
  assert.equal(reader.currentLayout, false);
  assert.equal(bytesOf(read.graph), v3);
  assert.match(refusalOf(v2.replace('"lang":"typescript"', '"lang":7')), /a links record is invalid at lang/);
  assert.match(refusalOf(v2.replace(`"root":"${SAMPLE_ROOT}"}`, '"root":"/elsewhere"}')), /root "\/elsewhere" is not one of the 1 roots/);
});

test('an edges record read without JSON.parse gets the verdict and edge that parsing gives it', () => {
  const text = bytesOf(withLinks());
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('[2,4,"contains"]')) + 1;
  assert.ok(at > 0, 'the sample snapshot has the edge [2,4,"contains"]');
  const comma = lines[at - 1]!.endsWith(',') ? ',' : '';
  // The same record with each part as the writer writes it (mostly), or another way JSON allows, or a way it does not.
  const part = (usual: fc.Arbitrary<string>, ...other: string[]) => fc.oneof({ arbitrary: usual, weight: 3 }, { arbitrary: fc.constantFrom(...other), weight: 1 });
  const index = part(fc.constantFrom('3', '4', '5'), '03', '4.0', '4e0', '-4', ' 4', '4 ', '40', '99999999999999999', '0x4', '');
  const kind = part(fc.constantFrom('"contains"', '"calls"', '"imports"', '"references"'), '"contain"', '"contains" ', '"\\u0063ontains"', 'contains', '"CONTAINS"');
  const line = fc.tuple(part(fc.constant('['), ' [', '[[', '{'), index, part(fc.constant(','), ' ,', ':', ''), index, part(fc.constant(','), ', ', ';', ''), kind, part(fc.constant(']'), ' ]', ']]', ''));
  fc.assert(
    fc.property(line, (parts) => {
      const record = parts.join('') + comma;
      // The oracle: the same record behind a space, which only JSON.parse reads (JSON's own message for text it
      // cannot parse quotes that text, so there only the code is compared).
      const verdict = (r: ReturnType<typeof decodeGraphSnapshot>) => ('graph' in r ? r : r.code === 'record_not_json' ? r.code : r);
      const read = verdict(decodeIn(withLine(text, at, record)));
      const slow = verdict(decodeIn(withLine(text, at, record.startsWith(' ') ? record : ` ${record}`)));
      assert.deepEqual(read, slow, record);
    }),
    { numRuns: 2000 },
  );
});
