// Known answers over calls and references edges (REFERENCES_REPO), judged from the wire.
import { REFERENCES_REPO } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { parseDepths, parseList } from './tool-words.js';

type Row = Record<string, unknown>;

export async function addReferencesRepo(s: Scenario, name: string): Promise<void> {
  await addRepo(s, name, REFERENCES_REPO);
}

/** impact or trace of a symbol reaches exactly these symbols (by label) at these depths, in this order. */
export async function expectReachSymbols(s: Scenario, tool: 'impact' | 'trace', start: string, expected: string): Promise<void> {
  const call = `${tool} ${JSON.stringify({ node_id: start })}`;
  const payload = await s.positive(tool, { node_id: start });
  const list = payload.reached;
  if (!Array.isArray(list)) throw new Error(`${call} answered no reached list: ${JSON.stringify(payload).slice(0, 400)}`);
  const got = (list as Row[]).map((r) => `${String(r.label)}@${String(r.depth)}`);
  const want = parseDepths(expected).map(([label, depth]) => `${label}@${depth}`);
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${call} reached ${JSON.stringify(got)}; expected exactly ${JSON.stringify(want)} over calls and references`);
}

/** missing's `unresolved` list holds each `file: name (reason)` given. */
export async function expectUnresolved(s: Scenario, expected: string): Promise<void> {
  const payload = await s.positive('missing', {});
  const list = payload.unresolved;
  if (!Array.isArray(list)) throw new Error(`missing answered no unresolved list: ${JSON.stringify(payload).slice(0, 400)}`);
  const got = (list as Row[]).map((r) => `${String(r.file_path)}: ${String(r.name)} (${String(r.reason)})`);
  for (const want of parseList(expected)) {
    if (!got.includes(want)) throw new Error(`missing's unresolved uses ${JSON.stringify(got)} lack ${JSON.stringify(want)}`);
  }
}
