// Reads `graph_snapshot.json` (layout in records/graph-snapshot.ts) as a stream: text is pushed in pieces,
// split into lines, and each record is validated on its own line; nothing holds the file as one string.
import { StringDecoder } from 'node:string_decoder';
import type { z } from 'zod';
import {
  EDGE_KINDS,
  GRAPH_SNAPSHOT_SCHEMA,
  GRAPH_SNAPSHOT_V2_SCHEMA,
  SnapshotHeaderSchema,
  edgeRecordProblem,
  fileLinksProblem,
  fileRecordProblem,
  linksRecordProblem,
  nodeRecordProblem,
  refuseRecord,
  type EdgeRecord,
  type FileLinks,
  type FileRecord,
  type LinksRecord,
  type NodeRecord,
  type RecordRefusal,
  type SnapshotHeader,
  type SnapshotSection,
} from '../records/index.js';
import { readLegacySnapshot } from './snapshot-read-v1.js';
import { fileNodeId, symbolIdPrefix } from './build-nodes.js';
import { fileLinksOf, idWrittenInFull, type NodeIds } from './links-record.js';
import { EndpointsBuilder, setEndpoints } from './edge-endpoints.js';
import { compareFiles, firstNodeFrom, markCanonical } from './sort-graph.js';
import { compiledModuleBase } from './resolve-imports.js';
import { forgetGraphDigest } from './graph-digest.js';
import type { CompiledFile, FileEntry, Graph, GraphEdge, GraphNode } from './types.js';

/** A snapshot's bytes, in order, as they are read. */
export type SnapshotChunks = Iterable<Buffer | string>;

/**
 * The graph a whole snapshot holds, or a refusal naming the line at fault: `record_not_json` for a line that
 * is not JSON (a torn write), `record_malformed` for a record that breaks the layout or the graph's rules
 * (unique and sorted node ids, nodes and files in listed roots, edges joining known nodes, the header's
 * counts). Every chunk is consumed even after a refusal, so a reader that verifies a digest at the end
 * still does. A v1 snapshot (records/graph-snapshot-v1.ts) is read whole.
 */
export function decodeGraphSnapshot(chunks: SnapshotChunks, path: string): { graph: Graph } | RecordRefusal {
  const reader = new SnapshotReader(path);
  for (const chunk of chunks) reader.push(chunk);
  return reader.end();
}

/**
 * Bytes are made text this many at a time: V8 makes one string of a megabyte ten to twenty times more slowly than
 * sixteen of 64 KiB (measured on Node 20: 60-90 ms against 2-6 ms for 15 MB).
 */
const TEXT_PIECE_BYTES = 1 << 16;

/**
 * How a reader may defer the link material of a current-layout snapshot whose bytes are verified elsewhere (a
 * checkpoint's sha256). Its records are then kept as text, their lines framed and counted, and decoded and judged
 * the first time the graph's `links` are read: a warm start answers before it needs them (a refresh, `missing`, a
 * checkpoint write and a re-stamp that changes a spelling do). A record refused then leaves the graph without link material (as a graph
 * from another extraction has), so the next refresh parses every file again; `refused` is told why, and the digest
 * remembered for the bytes is forgotten (the graph no longer encodes as them).
 */
export interface DeferLinks {
  refused: (refusal: RecordRefusal) => void;
}

/** Deferred links records as read: their lines, the line number of the first, and how many are decoded. */
interface Deferred {
  lines: string[];
  firstLine: number;
  next: number;
}

/** For a graph whose link material is deferred and not yet decoded: decodes up to n more records, true once done. */
const deferredSteps = new WeakMap<Graph, (records: number) => boolean>();

/**
 * Decodes up to `records` more of a graph's deferred links records (DeferLinks) ahead of their first read, so an
 * idle server has them ready; true when none is left (or none was deferred). A refusal settles as a read would.
 */
export function decodeDeferredLinks(graph: Graph, records: number): boolean {
  const step = deferredSteps.get(graph);
  return step ? step(records) : true;
}

/** The graph's link material when it is not deferred or already decoded; undefined while it waits to be read. */
export function decodedLinks(graph: Graph): FileLinks[] | undefined {
  return deferredSteps.has(graph) ? undefined : graph.links;
}

/** The push side of decodeGraphSnapshot, for a caller that reads the chunks itself (and may pause between them). */
export class SnapshotReader {
  private readonly decoder: SnapshotDecoder;
  private readonly utf8 = new StringDecoder('utf8');

  constructor(path: string, opts: { deferLinks?: DeferLinks } = {}) {
    this.decoder = new SnapshotDecoder(path, opts.deferLinks ?? null);
  }

  push(chunk: Buffer | string): void {
    if (typeof chunk === 'string') {
      this.decoder.push(chunk);
      return;
    }
    for (let at = 0; at < chunk.length; at += TEXT_PIECE_BYTES) this.decoder.push(this.utf8.write(chunk.subarray(at, at + TEXT_PIECE_BYTES)));
  }

  end(): { graph: Graph } | RecordRefusal {
    this.decoder.push(this.utf8.end());
    return this.decoder.end();
  }

  /** True once the text read is in the current layout, whose bytes are exactly what graphSnapshotChunks writes. */
  get currentLayout(): boolean {
    return this.decoder.currentLayout;
  }
}

/** How the header of each line-per-record layout begins: v3, and v2 (whose links records are objects). */
const CURRENT_PREFIX = `{"schema":"${GRAPH_SNAPSHOT_SCHEMA}"`;
const V2_PREFIX = `{"schema":"${GRAPH_SNAPSHOT_V2_SCHEMA}"`;

class BadLine extends Error {
  constructor(
    readonly code: 'record_not_json' | 'record_malformed',
    detail: string,
  ) {
    super(detail);
  }
}

type State = { at: 'header' } | { at: 'opener'; section: number } | { at: 'records'; section: number; count: number; comma: boolean } | { at: 'end' };

class SnapshotDecoder {
  private carry = '';
  private lineNo = 0;
  private state: State = { at: 'header' };
  private refusal: RecordRefusal | null = null;
  /** Set when the first line is not a v3 or v2 header: the text is kept for the whole-value reader. */
  private legacy: string[] | null = null;
  private header: SnapshotHeader | null = null;
  private sections: SnapshotSection[] = [];
  private readonly graph: Required<Omit<Graph, 'extractor' | 'compiled'>> = { roots: [], nodes: [], edges: [], files: [], links: [] };
  private compiled: CompiledFile[] | null = null;
  /** The files' paths, each the string the graph holds; dropped with the reader. */
  private readonly paths = new Map<string, string>();
  private edgeCount = 0;
  /** Each edge's ends as places in the node list, as read (edge-endpoints.ts). */
  private ends = new EndpointsBuilder();
  private lastSource = 0;
  private lastTarget = 0;
  private lastKind = '';

  /** The links section's record lines when deferred (DeferLinks). */
  private deferred: Deferred | null = null;

  constructor(
    private readonly path: string,
    private readonly deferLinks: DeferLinks | null,
  ) {}

  get currentLayout(): boolean {
    return this.legacy === null && this.header?.schema === GRAPH_SNAPSHOT_SCHEMA;
  }

  push(text: string): void {
    if (this.refusal) return;
    if (this.legacy) {
      this.legacy.push(text);
      return;
    }
    let from = 0;
    if (this.carry !== '') {
      const nl = text.indexOf('\n');
      if (nl < 0) {
        this.carry += text;
        return;
      }
      const line = this.carry + text.slice(0, nl);
      this.carry = '';
      from = nl + 1;
      if (!this.take(line)) {
        (this.legacy as string[] | null)?.push(text.slice(nl));
        return;
      }
    }
    for (let nl = text.indexOf('\n', from); nl >= 0 && !this.refusal; nl = text.indexOf('\n', from)) {
      if (!this.take(text.slice(from, nl))) {
        (this.legacy as string[] | null)?.push(text.slice(nl));
        return;
      }
      from = nl + 1;
    }
    if (!this.refusal) this.carry = text.slice(from);
  }

  end(): { graph: Graph } | RecordRefusal {
    // A one-line value without a newline (a compact v1 snapshot) has not met the header check yet.
    if (this.state.at === 'header' && this.carry !== '' && !this.carry.startsWith(CURRENT_PREFIX) && !this.carry.startsWith(V2_PREFIX)) this.legacy = [this.carry];
    if (this.legacy) return readLegacySnapshot(this.legacy, this.path);
    if (this.refusal) return this.refusal;
    if (this.carry !== '' || this.state.at !== 'end') {
      const what = this.carry !== '' ? 'its last line has no newline' : `it ends inside ${this.state.at === 'header' ? 'the header' : `the ${this.sections[(this.state as { section: number }).section] ?? ''} section`}`;
      return refuseRecord('record_malformed', this.path, `line ${this.lineNo + 1}: the snapshot is cut short (${what}); it was torn while written or altered`);
    }
    const { links, ...rest } = this.graph;
    const extractor = this.header?.extractor;
    const graph: Graph = { ...rest, ...(this.header?.counts.links === undefined ? {} : { links }), ...(extractor ? { extractor } : {}), ...(this.compiled ? { compiled: this.compiled } : {}) };
    // Every list was checked to come in canonical order, so the graph need never be sorted again.
    markCanonical(graph);
    setEndpoints(graph, this.ends.finish());
    // A deferring reader stays alive until its links are read: what only the read needed is let go.
    this.ends = new EndpointsBuilder();
    this.carry = '';
    if (this.deferred) this.linksWhenRead(graph, this.deferred, this.deferLinks as DeferLinks);
    return { graph };
  }

  /**
   * Makes the graph's `links` decode the deferred record lines the first time they are read (DeferLinks), and lets
   * decodeDeferredLinks decode them a slice at a time before that.
   */
  private linksWhenRead(graph: Graph, deferred: Deferred, defer: DeferLinks): void {
    this.deferred = null;
    // The decoder's own list is the one records are added to (addLinks checks each against the last).
    this.graph.links = [];
    // Only the records as read keep the digest remembered for the bytes: no link material (a refusal, a fault) or
    // link material set from outside no longer encodes as them.
    const settle = (links: FileLinks[] | undefined, asRead = false): void => {
      deferredSteps.delete(graph);
      Object.defineProperty(graph, 'links', { value: links, writable: true, enumerable: true, configurable: true });
      if (!asRead) forgetGraphDigest(graph);
    };
    const step = (records: number): boolean => {
      let decoded: FileLinks[] | RecordRefusal | null;
      try {
        decoded = this.decodeMore(deferred, records);
      } catch (error) {
        // Not a refusal but a fault: no link material rather than part of it, and the fault goes on up.
        settle(undefined);
        throw error;
      }
      if (decoded === null) return false;
      if (Array.isArray(decoded)) {
        settle(decoded, true);
      } else {
        settle(undefined);
        defer.refused(decoded);
      }
      return true;
    };
    deferredSteps.set(graph, step);
    Object.defineProperty(graph, 'links', {
      enumerable: true,
      configurable: true,
      get: (): FileLinks[] | undefined => {
        step(Infinity);
        return graph.links;
      },
      set: (links: FileLinks[] | undefined) => settle(links),
    });
  }

  /**
   * Up to `records` more deferred links records decoded and judged as the eager reader judges them: null while
   * some are left, else every record's link material, or the first refusal.
   */
  private decodeMore(d: Deferred, records: number): FileLinks[] | RecordRefusal | null {
    const end = Math.min(d.lines.length, d.next + records);
    try {
      for (; d.next < end; d.next++) {
        this.lineNo = d.firstLine + d.next;
        this.addLinks(parseJson(d.lines[d.next] as string));
        d.lines[d.next] = '';
      }
    } catch (error) {
      if (!(error instanceof BadLine)) throw error;
      d.lines = [];
      this.graph.links = [];
      return refuseRecord(error.code, this.path, `line ${this.lineNo}: ${error.message}`);
    }
    if (d.next < d.lines.length) return null;
    const links = this.graph.links;
    d.lines = [];
    this.graph.links = [];
    return links;
  }

  /** Handles one line; false when the file turned out to be a v1 snapshot (the line is then kept whole). */
  private take(line: string): boolean {
    this.lineNo += 1;
    try {
      if (this.state.at === 'header') {
        if (!line.startsWith(CURRENT_PREFIX) && !line.startsWith(V2_PREFIX)) {
          this.legacy = [line];
          return false;
        }
        this.readHeader(line);
      } else if (this.state.at === 'opener') {
        const name = this.sections[this.state.section] as SnapshotSection;
        if (line !== `"${name}":[`) throw new BadLine('record_malformed', `expected the ${name} section to open ("${name}":[)`);
        this.state = { at: 'records', section: this.state.section, count: 0, comma: true };
      } else if (this.state.at === 'records') {
        this.readRecordLine(line, this.state);
      } else {
        throw new BadLine('record_malformed', 'text after the end of the snapshot');
      }
    } catch (error) {
      if (!(error instanceof BadLine)) throw error;
      this.refusal = refuseRecord(error.code, this.path, `line ${this.lineNo}: ${error.message}`);
    }
    return true;
  }

  private readHeader(line: string): void {
    if (!line.endsWith(',')) throw new BadLine('record_malformed', 'the header line must end with "," (the sections follow)');
    const header = check(SnapshotHeaderSchema, parseJson(`${line.slice(0, -1)}}`), 'the header');
    for (let i = 1; i < header.roots.length; i += 1) {
      if (!((header.roots[i - 1] as string) < (header.roots[i] as string))) throw new BadLine('record_malformed', `roots must be sorted and unique (${JSON.stringify(header.roots[i])})`);
    }
    if (header.compiled) this.compiled = compiledOfHeader(header.compiled, header.roots);
    this.header = header;
    this.graph.roots = header.roots;
    this.sections = header.counts.links === undefined ? ['files', 'nodes', 'edges'] : ['files', 'nodes', 'edges', 'links'];
    this.state = { at: 'opener', section: 0 };
  }

  private readRecordLine(line: string, st: { section: number; count: number; comma: boolean }): void {
    const name = this.sections[st.section] as SnapshotSection;
    const last = st.section === this.sections.length - 1;
    if (line === (last ? ']}' : '],')) {
      if (st.count > 0 && st.comma) throw new BadLine('record_malformed', `the ${name} section closes after a record that ends with ","`);
      const expected = (this.header as SnapshotHeader).counts[name];
      if (st.count !== expected) throw new BadLine('record_malformed', `the ${name} section holds ${st.count} records but the header counts ${expected}`);
      this.state = last ? { at: 'end' } : { at: 'opener', section: st.section + 1 };
      return;
    }
    if (!st.comma) throw new BadLine('record_malformed', `a ${name} record follows one that does not end with "," (or the section's closer is missing)`);
    st.comma = line.endsWith(',');
    const text = st.comma ? line.slice(0, -1) : line;
    if (name === 'edges' && this.plainEdge(text)) {
      st.count += 1;
      return;
    }
    if (name === 'links' && this.deferLinks && this.header?.schema === GRAPH_SNAPSHOT_SCHEMA) {
      this.deferred ??= { lines: [], firstLine: this.lineNo, next: 0 };
      this.deferred.lines.push(text);
      st.count += 1;
      return;
    }
    const value = parseJson(text);
    if (name === 'files') this.addFile(value);
    else if (name === 'nodes') this.addNode(value);
    else if (name === 'edges') this.addEdge(value);
    else this.addLinks(value);
    st.count += 1;
  }

  private rootAt(index: number): string {
    const root = this.graph.roots[index];
    if (root === undefined) throw new BadLine('record_malformed', `root index ${index} is not one of the ${this.graph.roots.length} roots`);
    return root;
  }

  private addFile(value: unknown): void {
    const [path, rootIndex, sha256, size] = checkTuple<FileRecord>(fileRecordProblem, value, 'a files record');
    const file: FileEntry = { root: this.rootAt(rootIndex), path, sha256, size };
    const prev = this.graph.files.at(-1);
    if (prev && !(prev.path < path || (prev.path === path && prev.root < file.root))) {
      throw new BadLine('record_malformed', `files must be sorted by path then root and unique (${JSON.stringify(path)})`);
    }
    this.graph.files.push(file);
    this.paths.set(path, path);
  }

  private addNode(value: unknown): void {
    const [id, label, type, rootIndex, path, lineStart, lineEnd] = checkTuple<NodeRecord>(nodeRecordProblem, value, 'a nodes record');
    const prev = this.graph.nodes.at(-1);
    if (prev && !(prev.id < id)) throw new BadLine('record_malformed', `node ids must be sorted and unique (${JSON.stringify(id)})`);
    // A file's symbols follow one another, so most nodes share the previous node's path.
    const shared = prev && prev.path === path ? prev.path : (this.paths.get(path) ?? path);
    this.graph.nodes.push({ id, label, type, root: this.rootAt(rootIndex), path: shared, line_start: lineStart, line_end: lineEnd });
  }

  /**
   * The graph's own strings for the node ids of one file: its file node and the run of sorted nodes its symbol
   * prefix begins. Most files hold a few symbols, so a name is looked for by comparing ends, which spells no id
   * anew; in a run longer than SCAN_RUN_MAX, by a binary search.
   */
  private idsOf(path: string): NodeIds {
    const nodes = this.graph.nodes;
    const fileId = fileNodeId(path);
    const prefix = symbolIdPrefix(path);
    const from = firstNodeFrom(nodes, prefix);
    let to = from;
    while (to < nodes.length && (nodes[to] as GraphNode).id.startsWith(prefix)) to += 1;
    return {
      file: () => {
        const file = nodes[firstNodeFrom(nodes, fileId, 0, from)];
        return file?.id === fileId ? file.id : fileId;
      },
      symbol: (qualified) => {
        if (to - from > SCAN_RUN_MAX) {
          const id = prefix + qualified;
          const node = nodes[firstNodeFrom(nodes, id, from, to)];
          return node?.id === id ? node.id : id;
        }
        const length = prefix.length + qualified.length;
        for (let i = from; i < to; i++) {
          const id = (nodes[i] as GraphNode).id;
          if (id.length === length && id.endsWith(qualified)) return id;
        }
        return prefix + qualified;
      },
      full: (id) => {
        const i = firstNodeFrom(nodes, id);
        return nodes[i]?.id === id ? (nodes[i] as GraphNode).id : id;
      },
    };
  }

  private addEdge(value: unknown): void {
    const [source, target, kind] = checkTuple<EdgeRecord>(edgeRecordProblem, value, 'an edges record');
    this.pushEdge(source, target, kind);
  }

  /**
   * An edges record as the writer writes it (`[<index>,<index>,"<kind>"]`: plain decimal indices, a known kind), read
   * without JSON.parse and pushed; false for any other text, which the general reader then parses and judges.
   */
  private plainEdge(text: string): boolean {
    if (text.charCodeAt(0) !== 91) return false;
    const source = plainIndex(text, 1);
    if (source === null || text.charCodeAt(source.end) !== 44) return false;
    const target = plainIndex(text, source.end + 1);
    if (target === null || text.charCodeAt(target.end) !== 44) return false;
    const at = target.end + 1;
    const kind = EDGE_KIND_TAILS.findIndex((tail) => text.length === at + tail.length && text.startsWith(tail, at));
    if (kind < 0) return false;
    this.pushEdge(source.value, target.value, EDGE_KINDS[kind]!);
    return true;
  }

  private pushEdge(source: number, target: number, kind: string): void {
    const nodes = this.graph.nodes;
    if (source >= nodes.length) throw new BadLine('record_malformed', `edge end ${source} is not one of the ${nodes.length} nodes`);
    if (target >= nodes.length) throw new BadLine('record_malformed', `edge end ${target} is not one of the ${nodes.length} nodes`);
    const edge: GraphEdge = { source: (nodes[source] as GraphNode).id, target: (nodes[target] as GraphNode).id, kind: kind as GraphEdge['kind'] };
    if (this.edgeCount > 0 && !(this.lastSource < source || (this.lastSource === source && (this.lastTarget < target || (this.lastTarget === target && this.lastKind < kind))))) {
      throw new BadLine('record_malformed', 'edges must be sorted by source, target and kind, and unique');
    }
    this.lastSource = source;
    this.lastTarget = target;
    this.lastKind = kind;
    this.edgeCount += 1;
    this.graph.edges.push(edge);
    this.ends.push(source, target);
  }

  private addLinks(value: unknown): void {
    const links = (this.header as SnapshotHeader).schema === GRAPH_SNAPSHOT_SCHEMA ? this.linksOfRecord(value) : this.linksOfObject(value);
    const prev = this.graph.links.at(-1);
    if (prev && !(prev.path < links.path || (prev.path === links.path && prev.root < links.root))) {
      throw new BadLine('record_malformed', `link material must be sorted by path then root and unique (${JSON.stringify(links.path)})`);
    }
    this.graph.links.push(links);
  }

  /** A v3 links record (LinksRecord), its strings pointing at the graph's own copies. */
  private linksOfRecord(value: unknown): FileLinks {
    const record = checkTuple<LinksRecord>(linksRecordProblem, value, 'a links record');
    const full = idWrittenInFull(record, record[1]);
    if (full !== null) throw new BadLine('record_malformed', `a links record writes the id ${JSON.stringify(full)} in full where the layout writes it relative to its file`);
    const path = this.paths.get(record[1]) ?? record[1];
    return fileLinksOf(record, this.rootAt(record[0]), path, this.idsOf(path));
  }

  /** A v2 links record (one FileLinks object), its strings pointing at the graph's own copies. */
  private linksOfObject(value: unknown): FileLinks {
    const links = checkTuple<FileLinks>(fileLinksProblem, value, 'a links record');
    const root = this.graph.roots.find((r) => r === links.root);
    if (root === undefined) throw new BadLine('record_malformed', `a links record's root ${JSON.stringify(links.root)} is not one of the ${this.graph.roots.length} roots`);
    links.root = root;
    links.path = this.paths.get(links.path) ?? links.path;
    const ids = this.idsOf(links.path);
    for (const r of links.refs) r.from = ids.full(r.from);
    for (const d of links.defs ?? []) d.id = ids.full(d.id);
    return links;
  }
}

/** The longest run of a file's symbol nodes looked through one by one for a name (idsOf). */
const SCAN_RUN_MAX = 16;

/** Each edge kind as it ends an edges record (`"calls"]`), in EDGE_KINDS order. */
const EDGE_KIND_TAILS: readonly string[] = EDGE_KINDS.map((kind) => `"${kind}"]`);

/** A decimal index JSON would read the same (no sign, no leading zero, no fraction) starting at `at`, and where it ends. */
function plainIndex(text: string, at: number): { value: number; end: number } | null {
  let value = 0;
  let end = at;
  for (let c = text.charCodeAt(end); c >= 48 && c <= 57; c = text.charCodeAt(++end)) value = value * 10 + (c - 48);
  const digits = end - at;
  if (digits === 0 || digits > 15 || (digits > 1 && text.charCodeAt(at) === 48)) return null;
  return { value, end };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadLine('record_not_json', `not valid JSON (${error instanceof Error ? error.message : String(error)}); the snapshot was torn while written or altered`);
  }
}

function check<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BadLine('record_malformed', `${what} is invalid at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`);
}

function checkTuple<T>(problemOf: (v: unknown) => string | null, value: unknown, what: string): T {
  const problem = problemOf(value);
  if (problem !== null) throw new BadLine('record_malformed', `${what} is ${problem.startsWith('invalid') ? problem : `invalid: ${problem}`}`);
  return value as T;
}

/**
 * The header's compiled modules' files (`[path, root index]`, sorted by path then root, each a compiled module's
 * name: resolve-imports.ts compiledModuleBase), as the graph holds them.
 */
function compiledOfHeader(records: readonly (readonly [string, number])[], roots: readonly string[]): CompiledFile[] {
  const out: CompiledFile[] = [];
  for (const [k, [path, rootIndex]] of records.entries()) {
    const root = roots[rootIndex];
    if (root === undefined) throw new BadLine('record_malformed', `the header's compiled module ${JSON.stringify(path)} names root ${rootIndex}, out of ${roots.length} roots`);
    if (compiledModuleBase(path) === null) throw new BadLine('record_malformed', `the header lists ${JSON.stringify(path)} as a compiled module, which its name is not`);
    const file = { root, path };
    if (k > 0 && compareFiles(out[k - 1]!, file) >= 0) throw new BadLine('record_malformed', `the header's compiled modules must be sorted by path then root and unique (${JSON.stringify(path)})`);
    out.push(file);
  }
  return out;
}
