import { lstat, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Scenario } from '../../scenario/index.js';
import { httpArea } from './http-area.js';
import { TOKEN_FILE } from './owner-run.js';

/** The generated token file: a regular file, mode 0600, exactly 64 hex characters. */
export async function expectTokenFilePrivate(s: Scenario): Promise<void> {
  const owner = httpArea(s).current;
  const path = join(owner.runtime, TOKEN_FILE);
  const st = await lstat(path).catch(() => null);
  if (!st || !st.isFile()) throw new Error(`${path} must be a regular file holding the generated bearer token`);
  const problems: string[] = [];
  if ((st.mode & 0o777) !== 0o600) problems.push(`its mode is ${(st.mode & 0o777).toString(8)}, not 600`);
  const text = (await readFile(path, 'utf8')).trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) problems.push(`it does not hold 64 hex characters (${text.length} characters)`);
  if (problems.length > 0) throw new Error(`the token file ${path}: ${problems.join('; ')}`);
}

/** No token file exists: a launcher's token is never written down by the owner. */
export async function expectNoTokenFile(s: Scenario): Promise<void> {
  const path = join(httpArea(s).current.runtime, TOKEN_FILE);
  if (await lstat(path).then(() => true, () => false)) throw new Error(`${path} exists although the launcher supplied the token`);
}

/** Every regular file below `dir` (symbolic links are not followed). */
async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * The bearer appears in no captured output of any process of the scenario, and in no file of the
 * scenario's home, temp, runtime or repositories except the owner's own token file.
 */
export async function expectTokenNowhereElse(s: Scenario): Promise<void> {
  const area = httpArea(s);
  const token = await area.current.bearer();
  const allowed = new Set(area.owners.map((o) => join(o.runtime, TOKEN_FILE)));
  const problems: string[] = [];
  for (const owner of area.owners) {
    if (owner.child.stderrLines.some((l) => l.includes(token))) problems.push(`${owner.label}'s stderr`);
    if (owner.child.stdoutLines.some((l) => l.includes(token))) problems.push(`${owner.label}'s stdout`);
  }
  for (const run of s.runs) {
    if ([...run.child.stderrLines, ...run.child.stdoutLines].some((l) => l.includes(token))) problems.push(`${run.label}'s output`);
  }
  for (const file of await listFiles(s.fixtureHome.root)) {
    if (allowed.has(file)) continue;
    const bytes = await readFile(file).catch(() => null);
    if (bytes?.includes(token)) problems.push(file);
  }
  if (problems.length > 0) throw new Error(`the bearer token leaked into: ${problems.join(', ')}`);
}
