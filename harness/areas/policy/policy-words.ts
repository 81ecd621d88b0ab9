import type { Scenario } from '../../scenario/index.js';

/** A list of quoted words (tool names with prefixes, symbols): `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
export const QUOTED_WORDS_PATTERN = /(?:"[A-Za-z0-9_.-]+"(?:, | and )?)+/;

export function parseQuotedWords(text: string): string[] {
  const words = [...text.matchAll(/"([A-Za-z0-9_.-]+)"/g)].map((m) => m[1] ?? '');
  if (words.length === 0) throw new Error(`no quoted words in ${JSON.stringify(text)}; write them as "a", "b" and "c"`);
  return words;
}

/** Replaces `{repo:<name>}` in every string of a JSON value by that repository's path. */
export function expandRepos(s: Pick<Scenario, 'repo'>, value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\{repo:([^}]+)\}/g, (_m, name: string) => s.repo(name));
  if (Array.isArray(value)) return value.map((v) => expandRepos(s, v));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandRepos(s, v)]));
  return value;
}

/** Tool arguments written as JSON text in a feature (`{repo:name}` allowed), as an object. */
export function parseArguments(s: Pick<Scenario, 'repo'>, text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new Error(`tool arguments are not JSON: ${text}`, { cause });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`tool arguments must be a JSON object: ${text}`);
  return expandRepos(s, parsed) as Record<string, unknown>;
}
