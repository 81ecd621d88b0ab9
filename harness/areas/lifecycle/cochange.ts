import { sameFile } from '../../clients/index.js';
import type { RepoSpec } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';

const fn = (name: string, body: string) => `export function ${name}(amount: number): number {\n  return ${body};\n}\n`;

/**
 * `pair` is added and changed together in two commits; `lone` arrives alone in a third. The first commit
 * holds only a README, so no other commit links `lone` to anything.
 */
export function cochangeRepoSpec(pair: [string, string], lone: string): RepoSpec {
  const [a, b] = pair;
  return {
    git: true,
    files: { 'README.md': '# Ledger\n\nInvoices and their tax.\n' },
    commits: [
      { message: 'invoice with tax', files: { [a]: fn('invoiceTotal', 'amount'), [b]: fn('invoiceTax', 'amount / 5') } },
      { message: 'round both', files: { [a]: fn('invoiceTotal', 'Math.round(amount)'), [b]: fn('invoiceTax', 'Math.round(amount / 5)') } },
      { message: 'notes', files: { [lone]: fn('keepNote', '0') } },
    ],
  };
}

export async function addCochangeRepo(s: Scenario, name: string, pair: [string, string], lone: string): Promise<void> {
  await addRepo(s, name, cochangeRepoSpec(pair, lone));
}

/** seek reports a positive edge count; the hit in `file` lists `partner` and not `lone` among its co_changed partners. */
export async function expectCochangePartner(s: Scenario, query: string, partner: string, file: string, lone: string): Promise<void> {
  const payload = await s.positive('seek', { query });
  const edges = payload.cochange_edges;
  if (typeof edges !== 'number' || edges <= 0) throw new Error(`seek "${query}" reports cochange_edges ${JSON.stringify(edges)}; files committed together give edges`);
  const results = Array.isArray(payload.results) ? (payload.results as Record<string, unknown>[]) : [];
  const hit = results.find((r) => sameFile(String(r.file_path ?? ''), file));
  if (!hit) throw new Error(`seek "${query}" has no hit in ${file}: ${JSON.stringify(results).slice(0, 400)}`);
  const partners = (Array.isArray(hit.co_changed) ? hit.co_changed : []).map((p: { file_path?: unknown }) => String(p.file_path ?? ''));
  if (!partners.some((p) => sameFile(p, partner)) || partners.some((p) => sameFile(p, lone))) {
    throw new Error(`the hit in ${file} lists co_changed ${JSON.stringify(hit.co_changed)}; expected ${partner} and never ${lone}`);
  }
}
