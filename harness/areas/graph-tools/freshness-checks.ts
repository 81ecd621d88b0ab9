// search answers from what was ingested; am_i_stale and drift judge the bytes on disk, not their size or mtime.
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sameFile } from '../../clients/index.js';
import { writeSourceFile, type Scenario } from '../../scenario/index.js';

type Row = Record<string, unknown>;

/** Sets a file's modification (and access) time to `iso`, a whole second, so it can later be restored exactly. */
export async function setModifiedAt(s: Scenario, repo: string, rel: string, iso: string): Promise<void> {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime()) || when.getMilliseconds() !== 0) throw new Error(`"${iso}" is no whole-second ISO instant; write e.g. 2024-01-02T03:04:05Z`);
  await utimes(join(s.repo(repo), rel), when, when);
  await s.guard.rebaseline(repo);
}

/** Appends a comment holding `word` to the file while the server serves it. */
export async function addWordAfterIngest(s: Scenario, repo: string, rel: string, word: string): Promise<void> {
  await writeSourceFile(s, repo, rel, `\n// ${word}\n`, true);
}

/**
 * Rewrites the file with other bytes of the same length (the first lower-case ASCII letter upper-cased) and puts its
 * modification time back, then proves that size and mtime (to the nanosecond) are what they were.
 */
export async function rewriteKeepingSizeAndMtime(s: Scenario, repo: string, rel: string): Promise<void> {
  const path = join(s.repo(repo), rel);
  const before = await stat(path, { bigint: true });
  const text = await readFile(path, 'utf8');
  const at = text.search(/[a-z]/);
  if (at === -1) throw new Error(`${rel} has no lower-case letter to change; pick a file with text`);
  await writeFile(path, `${text.slice(0, at)}${text[at]!.toUpperCase()}${text.slice(at + 1)}`);
  await utimes(path, new Date(Number(before.atimeNs / 1_000_000n)), new Date(Number(before.mtimeNs / 1_000_000n)));
  const after = await stat(path, { bigint: true });
  if (after.size !== before.size || after.mtimeNs !== before.mtimeNs) {
    throw new Error(`rewriting ${rel} changed its size (${before.size} -> ${after.size}) or mtime (${before.mtimeNs} -> ${after.mtimeNs}ns); give it a whole-second mtime before the server starts`);
  }
  await s.guard.rebaseline(repo);
}

async function searchHits(s: Scenario, query: string): Promise<Row[]> {
  const payload = await s.positive('search', { query });
  const list = payload.results;
  if (!Array.isArray(list)) throw new Error(`search ${JSON.stringify(query)} answered no results list: ${JSON.stringify(payload).slice(0, 400)}`);
  return list as Row[];
}

export async function expectSearchFindsIn(s: Scenario, query: string, rel: string): Promise<void> {
  const hits = await searchHits(s, query);
  if (!hits.some((h) => sameFile(String(h.file_path), rel))) throw new Error(`search ${JSON.stringify(query)} found nothing in ${rel}: ${JSON.stringify(hits).slice(0, 400)}`);
}

/** No hit in `rel` at all: its text on disk was written after ingest, so the graph never held it. */
export async function expectSearchFindsNothingIn(s: Scenario, query: string, rel: string): Promise<void> {
  const inFile = (await searchHits(s, query)).filter((h) => sameFile(String(h.file_path), rel));
  if (inFile.length > 0) throw new Error(`search ${JSON.stringify(query)} served text of ${rel} that was written after ingest: ${JSON.stringify(inFile).slice(0, 400)}`);
}
