// Known answers of the read tools on CHAIN_REPO, judged from the wire: field names are the kit's contract.
import { sameFile } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { parseDepths, parseList } from './tool-words.js';

type Row = Record<string, unknown>;

function rows(payload: Row, field: string, call: string): Row[] {
  const list = payload[field];
  if (!Array.isArray(list)) throw new Error(`${call} answered no ${field} list: ${JSON.stringify(payload).slice(0, 400)}`);
  return list.map((r) => (typeof r === 'object' && r !== null ? (r as Row) : { value: r }));
}

function sameList(got: string[], want: string[], call: string, what: string): void {
  const ok = got.length === want.length && want.every((w, i) => sameFile(got[i]!, w));
  if (!ok) throw new Error(`${call} answered ${what} ${JSON.stringify(got)}; expected exactly ${JSON.stringify(want)}`);
}

export async function expectGlob(s: Scenario, pattern: string, files: string): Promise<void> {
  const call = `glob ${JSON.stringify(pattern)}`;
  const payload = await s.positive('glob', { pattern });
  const list = payload.files;
  if (!Array.isArray(list)) throw new Error(`${call} answered no files list: ${JSON.stringify(payload).slice(0, 400)}`);
  sameList(list.map(String), parseList(files), call, 'the files');
}

/** view's lines `from`..`to` of `file`, compared trimmed with the expected texts joined by " | ". */
export async function expectView(s: Scenario, file: string, from: number, to: number, texts: string): Promise<void> {
  const call = `view ${file} ${from}-${to}`;
  const payload = await s.positive('view', { file_path: file, start_line: from, end_line: to });
  const got = rows(payload, 'lines', call).map((l) => [Number(l.n), String(l.text ?? '').trim()] as const);
  const want = texts.split(' | ').map((t, i) => [from + i, t.trim()] as const);
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${call} answered ${JSON.stringify(got)}; expected ${JSON.stringify(want)}`);
}

/** impact (backward) or trace (forward) of `start` reaches exactly these files at these depths, in this order. */
export async function expectReach(s: Scenario, tool: 'impact' | 'trace', start: string, depth: number | null, expected: string): Promise<void> {
  const args = { node_id: start, ...(depth === null ? {} : { depth }) };
  const call = `${tool} ${JSON.stringify(args)}`;
  const got = rows(await s.positive(tool, args), 'reached', call).map((r) => `${String(r.file_path)}@${String(r.depth)}`);
  const want = parseDepths(expected);
  const ok = got.length === want.length && want.every(([p, d], i) => { const [gp, gd] = got[i]!.split('@'); return sameFile(gp!, p) && Number(gd) === d; });
  if (!ok) throw new Error(`${call} reached ${JSON.stringify(got)}; expected exactly ${JSON.stringify(expected)}`);
}

export async function expectTraceNames(s: Scenario, text: string, labels: string): Promise<void> {
  const call = `trace error_text ${JSON.stringify(text)}`;
  const got = rows(await s.positive('trace', { error_text: text }), 'matches', call).map((r) => String(r.label));
  const want = parseList(labels);
  if (JSON.stringify([...got].sort()) !== JSON.stringify([...want].sort())) throw new Error(`${call} named ${JSON.stringify(got)}; expected exactly ${JSON.stringify(want)}`);
}

export async function expectWhyPath(s: Scenario, source: string, target: string, labels: string): Promise<void> {
  const call = `why ${source} -> ${target}`;
  const payload = await s.positive('why', { source, target });
  if (payload.found !== true) throw new Error(`${call} found no path: ${JSON.stringify(payload).slice(0, 400)}`);
  const got = rows(payload, 'path', call).map((r) => String(r.label));
  const want = parseList(labels);
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${call} went through ${JSON.stringify(got)}; expected the shortest path ${JSON.stringify(want)}`);
}

export async function expectWhyNone(s: Scenario, source: string, target: string): Promise<void> {
  const payload = await s.positive('why', { source, target });
  const path = payload.path;
  if (payload.found !== false || (Array.isArray(path) && path.length > 0)) throw new Error(`why ${source} -> ${target} claims a path between nodes nothing joins: ${JSON.stringify(payload).slice(0, 400)}`);
}

/** missing lists exactly these `file: spec` pairs. */
export async function expectMissing(s: Scenario, expected: string): Promise<void> {
  const got = rows(await s.positive('missing', {}), 'missing', 'missing').map((r) => `${String(r.file_path)}: ${String(r.spec)}`);
  const want = parseList(expected);
  const ok = got.length === want.length && want.every((w, i) => { const [gf, gs] = got[i]!.split(': '); const [wf, ws] = w.split(': '); return sameFile(gf!, wf!) && gs === ws; });
  if (!ok) throw new Error(`missing listed ${JSON.stringify(got)}; expected exactly ${JSON.stringify(want)} (never a guess)`);
}

export async function expectDrift(s: Scenario, changed: string, deleted: string, added: string): Promise<void> {
  const payload = await s.positive('drift', {});
  for (const [field, want] of [['changed', changed], ['deleted', deleted], ['added', added]] as const) {
    const list = payload[field];
    if (!Array.isArray(list)) throw new Error(`drift answered no ${field} list: ${JSON.stringify(payload).slice(0, 400)}`);
    sameList(list.map(String), parseList(want), 'drift', `as ${field}`);
  }
}

export async function expectActivate(s: Scenario, query: string, first: string, neighbour: string): Promise<void> {
  const call = `activate ${JSON.stringify(query)}`;
  const ranked = rows(await s.positive('activate', { query }), 'results', call);
  if (ranked[0]?.label !== first) throw new Error(`${call} ranked ${JSON.stringify(ranked[0]?.label)} first; expected ${first}`);
  if (!ranked.some((r) => sameFile(String(r.file_path), neighbour) && r.type === 'file')) {
    throw new Error(`${call} did not reach the file ${neighbour} beside its hit: ${ranked.map((r) => String(r.node_id)).join(', ')}`);
  }
}

export async function expectOrient(s: Scenario, repo: string, folders: string, languages: string): Promise<void> {
  const payload = await s.positive('orient', {});
  const roots = payload.roots;
  if (!Array.isArray(roots) || roots.length !== 1 || roots[0] !== s.repo(repo)) throw new Error(`orient names the roots ${JSON.stringify(roots)}; expected exactly [${s.repo(repo)}]`);
  const names = (field: string, key: string) => rows(payload, field, 'orient').map((r) => String(r[key]));
  for (const f of parseList(folders)) if (!names('top_level', 'name').includes(f)) throw new Error(`orient's top-level folders ${JSON.stringify(names('top_level', 'name'))} lack ${f}`);
  for (const l of parseList(languages)) if (!names('languages', 'language').includes(l)) throw new Error(`orient's languages ${JSON.stringify(names('languages', 'language'))} lack ${l}`);
  if (typeof payload.file_count !== 'number' || payload.file_count <= 0) throw new Error(`orient reports file_count ${JSON.stringify(payload.file_count)}`);
}

/** A tool error (never a JSON-RPC error) whose text names `word`: the argument at fault, or the refusal code. */
export async function expectToolRefused(s: Scenario, tool: string, args: Record<string, unknown>, word: string): Promise<void> {
  const result = await s.call(tool, args);
  const call = `${tool} ${JSON.stringify(args)}`;
  if (!result.isError) throw new Error(`${call} answered without isError; it must be refused naming ${word}: ${JSON.stringify(result.payload).slice(0, 400)}`);
  if (!(result.text ?? '').includes(word)) throw new Error(`${call} was refused without naming ${word}: ${result.text}`);
  if ((result.text ?? '').includes('not_implemented')) throw new Error(`${call} answered not_implemented: an advertised tool must work or not be advertised`);
}
