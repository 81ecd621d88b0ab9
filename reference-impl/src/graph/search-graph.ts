// Text search over node labels and file lines (literal, case-insensitive; or a JS RegExp).
import { compareCodeUnits } from './walk-tree.js';
import type { Graph, GraphNode, ReadFileFn, SearchHit, SearchQuery, SearchResult } from './types.js';

const DEFAULT_TOP_K = 20;
const MAX_LINE_CHARS = 400;

type Matcher = (text: string) => boolean;

export function searchGraph(g: Graph, q: SearchQuery, readFile: ReadFileFn): SearchResult {
  if (q.query === '') throw new Error('search query is empty; pass the text or pattern to look for');
  const matches = buildMatcher(q);
  const isExact = buildExactMatcher(q);
  const inScope = (n: { path: string }) => q.scope === undefined || q.scope === '' || n.path.startsWith(normaliseScope(q.scope, g));
  const hits = new Map<string, { hit: SearchHit; exact: boolean }>();
  const add = (node: GraphNode, line: number, text: string) => {
    const key = `${node.id}\u0000${line}`;
    if (hits.has(key)) return;
    hits.set(key, { hit: toHit(node, line, text), exact: isExact(node.label) });
  };

  const byFile = groupSymbolsByFile(g.nodes);
  for (const group of byFile.values()) {
    if (!group.file || !inScope(group.file)) continue;
    const content = readFile(`${group.file.root}/${group.file.path}`);
    const lines = content === null ? [] : content.split(/\r?\n/);
    for (const node of [group.file, ...group.symbols]) {
      if (matches(node.label)) add(node, node.line_start, lines[node.line_start - 1] ?? node.label);
    }
    lines.forEach((text, i) => {
      if (matches(text)) add(innermostAt(group.symbols, i + 1) ?? group.file as GraphNode, i + 1, text);
    });
  }
  const all = [...hits.values()].sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      compareCodeUnits(a.hit.file_path, b.hit.file_path) ||
      a.hit.line_number - b.hit.line_number ||
      compareCodeUnits(a.hit.node_id, b.hit.node_id),
  );
  return { results: all.slice(0, topK(q.top_k)).map((h) => h.hit), total_matches: all.length };
}

function buildMatcher(q: SearchQuery): Matcher {
  if (q.mode === 'regex') {
    let re: RegExp;
    try {
      re = new RegExp(q.query);
    } catch (err) {
      throw new Error(`search pattern ${JSON.stringify(q.query)} is not a valid regular expression: ${(err as Error).message}`, { cause: err });
    }
    return (text) => re.test(text);
  }
  const needle = q.query.toLowerCase();
  return (text) => text.toLowerCase().includes(needle);
}

function buildExactMatcher(q: SearchQuery): Matcher {
  if (q.mode === 'regex') {
    const whole = new RegExp(`^(?:${q.query})$`);
    return (label) => whole.test(label);
  }
  const needle = q.query.toLowerCase();
  return (label) => label.toLowerCase() === needle;
}

/** Scope is a path prefix relative to a root; an absolute scope under a root is made relative. */
function normaliseScope(scope: string, g: Graph): string {
  for (const root of g.roots) {
    if (scope === root) return '';
    if (scope.startsWith(`${root}/`)) return scope.slice(root.length + 1);
  }
  return scope.replace(/^\.\//, '');
}

interface FileGroup {
  file: GraphNode | undefined;
  symbols: GraphNode[];
}

function groupSymbolsByFile(nodes: readonly GraphNode[]): Map<string, FileGroup> {
  const groups = new Map<string, FileGroup>();
  for (const node of nodes) {
    const key = `${node.root}\u0000${node.path}`;
    const group = groups.get(key) ?? { file: undefined, symbols: [] };
    if (node.type === 'file') group.file = node;
    else group.symbols.push(node);
    groups.set(key, group);
  }
  return groups;
}

/** The narrowest symbol whose lines contain `line` (a method rather than its class). */
function innermostAt(symbols: readonly GraphNode[], line: number): GraphNode | undefined {
  let best: GraphNode | undefined;
  for (const s of symbols) {
    if (s.line_start > line || line > s.line_end) continue;
    const span = s.line_end - s.line_start;
    if (!best || span < best.line_end - best.line_start || (span === best.line_end - best.line_start && s.line_start > best.line_start)) best = s;
  }
  return best;
}

function toHit(node: GraphNode, line: number, text: string): SearchHit {
  return {
    node_id: node.id,
    label: node.label,
    type: node.type,
    file_path: node.path,
    line_number: line,
    matched_line: text.trim().slice(0, MAX_LINE_CHARS),
  };
}

function topK(k: number | undefined): number {
  return k !== undefined && Number.isInteger(k) && k > 0 ? k : DEFAULT_TOP_K;
}
