// The closed vocabularies of the shared sentences, parsed where they can be unit-tested.

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
export type TerminatingSignal = (typeof SIGNALS)[number];
/** A feature's signal word, for parameter types. */
export const SIGNAL_PATTERN = /SIGTERM|SIGINT|SIGHUP/;

export function parseSignal(word: string): TerminatingSignal {
  const found = SIGNALS.find((s) => s === word);
  if (!found) throw new Error(`unknown signal "${word}"; use one of ${SIGNALS.join(', ')}`);
  return found;
}

/** `"a", "b" and "c"` as a feature writes a list of names. */
export const QUOTED_NAMES_PATTERN = /(?:"[a-z_]+"(?:, | and )?)+/;

export function parseQuotedNames(text: string): string[] {
  const names = [...text.matchAll(/"([a-z_]+)"/g)].map((m) => m[1] ?? '');
  if (names.length === 0) throw new Error(`no quoted names in ${JSON.stringify(text)}; write them as "a", "b" and "c"`);
  return names;
}

/** A pattern matching exactly one of `phrases` (longest first, so no phrase is cut short by a prefix). */
export function phrasesPattern(phrases: readonly string[]): RegExp {
  const escaped = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('|'));
}

export function parseBoolean(word: string): boolean {
  if (word === 'true') return true;
  if (word === 'false') return false;
  throw new Error(`"${word}" is not true or false`);
}
