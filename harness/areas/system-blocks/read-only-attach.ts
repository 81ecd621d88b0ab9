import { canonicalJson, requirePositive } from '../../clients/index.js';
import { expectReady, type Scenario, type ServerRole } from '../../scenario/index.js';
import { expectCleanStop, httpArea, serveRepository } from '../http/index.js';
import { storeEditArea } from './edit-area.js';
import { withVersion } from './edit-calls.js';
import type { VersionKey } from './edit-words.js';

/** The upstream variable that attaches a server read-only; the child environment never inherits it. */
export const READ_ONLY_VARIABLE = 'M1ND_READ_ONLY';
export const READ_ONLY_FLAG = '--read-only';

/** How a scenario asks for a read-only attach: the variable with a value, or the flag. */
export type ReadOnlyChannel = { variable: string } | 'flag';

function askReadOnly(s: Scenario, channels: readonly ReadOnlyChannel[]): void {
  for (const channel of channels) {
    if (channel === 'flag') s.launch.extraArgs.push(READ_ONLY_FLAG);
    else s.launch.extraEnv[READ_ONLY_VARIABLE] = channel.variable;
  }
}

async function stopOwner(s: Scenario): Promise<void> {
  httpArea(s).current.child.signal('SIGTERM');
  await expectCleanStop(s);
}

/**
 * Stops the serving owner cleanly, then serves `repo` again on the same runtime attached read-only through
 * `channel`: the store a writable life left behind is what the read-only life must keep.
 */
export async function restartReadOnly(s: Scenario, repo: string, channel: ReadOnlyChannel): Promise<void> {
  await stopOwner(s);
  askReadOnly(s, [channel]);
  await serveRepository(s, repo);
}

/**
 * Stops the serving owner cleanly, then starts a stdio server granted `repo` on the same runtime with every one of
 * `channels` (the flag, the variable, or both at once): the store the HTTP owner left is what it must keep.
 */
export async function attachReadOnlyOverStdio(s: Scenario, repo: string, channels: readonly ReadOnlyChannel[]): Promise<void> {
  await stopOwner(s);
  askReadOnly(s, channels);
  await s.start(s.repo(repo), 'read-only stdio server');
  await expectReady(s);
}

/** The snapshot as the stdio server answers it, canonical; a read must answer. */
async function stdioSnapshot(s: Scenario): Promise<string> {
  return canonicalJson(requirePositive(await s.call('system_blocks_snapshot', {}), 'system_blocks_snapshot over stdio'));
}

/** Over stdio the call is a tool error carrying `code` and naming `named`, and the stdio snapshot stays as it was. */
export async function expectRefusedOverStdio(s: Scenario, tool: string, written: Record<string, unknown>, key: VersionKey | null, code: string, named: string): Promise<void> {
  const args = withVersion(s, written, key);
  const before = await stdioSnapshot(s);
  const result = await s.call(tool, args);
  const text = result.text ?? '';
  const problems: string[] = [];
  if (!result.isError) problems.push(`it answered isError: false: ${text.slice(0, 300)}`);
  if (!text.includes(code)) problems.push(`its answer does not carry the code ${code}: ${text.slice(0, 300)}`);
  if (!text.includes(named)) problems.push(`its answer does not name ${named}: ${text.slice(0, 300)}`);
  const after = await stdioSnapshot(s);
  if (after !== before) problems.push(`the snapshot moved:\n    before: ${before.slice(0, 600)}\n    after:  ${after.slice(0, 600)}`);
  if (problems.length > 0) throw new Error(`${tool} ${JSON.stringify(args)} over stdio:\n  ${problems.join('\n  ')}`);
}

/** The stdio server's snapshot is, byte for byte, the one a client read from the HTTP owner before. */
export async function expectStdioSnapshotAsRead(s: Scenario): Promise<void> {
  const read = storeEditArea(s).snapshot;
  if (read === null) throw new Error('no snapshot was read before; a step that reads the system-blocks snapshot comes first');
  const now = await stdioSnapshot(s);
  if (now !== canonicalJson(read)) throw new Error(`the stdio server's snapshot is not the one read:\n    read: ${canonicalJson(read).slice(0, 600)}\n    now:  ${now.slice(0, 600)}`);
}

/** receipt_recompute answers over stdio and judges `receiptId` fresh. */
export async function expectStdioReceiptFresh(s: Scenario, receiptId: string): Promise<void> {
  const answer = requirePositive(await s.call('receipt_recompute', {}), 'receipt_recompute over stdio');
  const judged = ((answer.receipts ?? []) as { receipt_id?: string; status?: string }[]).find((r) => r.receipt_id === receiptId);
  if (judged?.status !== 'fresh') throw new Error(`receipt_recompute over stdio judged ${receiptId} ${JSON.stringify(judged ?? 'not at all')}; expected fresh`);
}

/** Every server the scenario starts from now on gets M1ND_READ_ONLY set to `value`, as a launcher would pass it. */
export function setReadOnlyVariable(s: Scenario, value: string): void {
  s.launch.extraEnv[READ_ONLY_VARIABLE] = value;
}

/**
 * The refused start's standard error names the variable, the value it was given and the values it accepts: the
 * words `true` and `false`, so a reader learns the fix from the error alone.
 */
export function expectStderrNamesReadOnlySwitch(s: Scenario, role: ServerRole, value: string): void {
  const run = role.latest(s);
  const stderr = run.child.stderrLines.join('\n');
  const missing = [READ_ONLY_VARIABLE, value, 'true', 'false'].filter((word) => !new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(word)}($|[^A-Za-z0-9_])`).test(stderr));
  if (missing.length > 0) throw new Error(`${run.label}'s standard error does not name ${missing.map((w) => JSON.stringify(w)).join(', ')}; it reads: ${stderr || '(nothing)'}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
