// The closed vocabularies of the store-mutating verbs' sentences, parsed here so no step parses words.

/** The two doors every verb is asked through: MCP over the owner's HTTP session, and its REST tool route. */
/** Which store version a write names: the one the scenario read, or the one before it (stale by then). */
export const VERSION_KEYS = { 'the version read': 'read', 'a stale version': 'stale' } as const;
export type VersionKey = (typeof VERSION_KEYS)[keyof typeof VERSION_KEYS];

export function parseVersionKey(phrase: string): VersionKey {
  const key = VERSION_KEYS[phrase as keyof typeof VERSION_KEYS];
  if (!key) throw new Error(`unknown version phrase ${JSON.stringify(phrase)}; write ${Object.keys(VERSION_KEYS).join(' or ')}`);
  return key;
}

/** The version a write names for `key`, given the version the scenario read; a stale one needs a write before it. */
export function versionFor(key: VersionKey, read: number | null): number {
  if (read === null) throw new Error('no store version was read yet; a step that reads the system-blocks snapshot comes first');
  if (key === 'read') return read;
  if (read < 2) throw new Error(`the version read is ${read}, so no older version exists to be stale; let a write land before asking with a stale version`);
  return read - 1;
}

/** A verb's arguments written as a JSON object in a feature. */
export function parseVerbArguments(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new Error(`verb arguments are not JSON: ${text}`, { cause });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`verb arguments must be a JSON object: ${text}`);
  return parsed as Record<string, unknown>;
}

/** An instant written in a feature (`2030-01-01T00:10:00Z`) as epoch milliseconds. */
export function parseInstant(text: string): number {
  const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(ms)) throw new Error(`${JSON.stringify(text)} is not an RFC 3339 UTC instant; write it like 2030-01-01T00:10:00Z`);
  return ms;
}

/** A JSON object written inline in a sentence (a verb's arguments). */
// Not spelled `\{.*\}`: a capture group of that exact source in a regular-expression step would take this type.
export const JSON_OBJECT_PATTERN = /\{(?:.*)\}/;

/** A JSON value written inline in a sentence: an array, an object, a string, a number, a boolean or null. */
export const JSON_VALUE_PATTERN = /\[.*\]|\{(?:.*)\}|"[^"]*"|-?\d+|true|false|null/;

export function parseJsonValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new Error(`${text} is not a JSON value`, { cause });
  }
}

/** Quoted block ids, member paths and globs: `"a"`, `"src/*.rs" and "tools/**"`. */
export const QUOTED_MEMBERS_PATTERN = /(?:"[A-Za-z0-9_.*?\/-]+"(?:, | and )?)+/;

export function parseQuotedMembers(text: string): string[] {
  const names = [...text.matchAll(/"([A-Za-z0-9_.*?\/-]+)"/g)].map((m) => m[1] ?? '');
  if (names.length === 0) throw new Error(`no quoted members in ${JSON.stringify(text)}; write them as "a", "src/b.ts" and "tools/**"`);
  return names;
}

/** Seed 003 writes every instant as RFC 3339 UTC to the whole second: `YYYY-MM-DDTHH:MM:SSZ`. */
export const SEED_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** Epoch milliseconds in the seed's instant form, truncated to the whole second. */
export function seedInstant(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** A quoted RFC 3339 UTC instant in a sentence. */
export const INSTANT_PATTERN = /"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z"/;

export function parseQuotedInstant(text: string): number {
  return parseInstant(text.replace(/^"|"$/g, ''));
}
