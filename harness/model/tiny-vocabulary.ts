// The tiny model's words: every word of the kit's sample repository plus common English words.
import { KNOWN_SYMBOLS, SAMPLE_REPO } from '../repos/index.js';

export const SPECIAL_TOKENS = ['[PAD]', '[UNK]'] as const;

/** Everyday words, so queries in plain English tokenise to something. */
export const COMMON_WORDS: readonly string[] = Object.freeze([
  'a', 'about', 'add', 'all', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'by', 'call', 'can', 'change', 'check',
  'class', 'code', 'count', 'create', 'data', 'delete', 'do', 'error', 'file', 'find', 'for', 'from', 'function',
  'get', 'graph', 'has', 'hello', 'how', 'in', 'is', 'it', 'list', 'load', 'make', 'method', 'name', 'new', 'node',
  'not', 'number', 'of', 'on', 'one', 'or', 'path', 'print', 'read', 'return', 'run', 'save', 'search', 'set',
  'show', 'some', 'start', 'stop', 'string', 'sum', 'test', 'text', 'that', 'the', 'this', 'to', 'total', 'type',
  'update', 'use', 'user', 'value', 'what', 'where', 'which', 'with', 'word', 'write',
]);

/** WordPiece continuations, so inflected words fall back to a stem plus a suffix. */
export const SUBWORD_PIECES: readonly string[] = Object.freeze(['##s', '##es', '##ed', '##ing', '##er', '##ers', '##ly']);

/** Lowercase words of identifiers and text: camelCase, snake_case and punctuation split apart. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '');
}

/** Words the fixture repository uses: its paths, its file contents and its known symbols. */
export function fixtureWords(): string[] {
  const texts = [...Object.entries(SAMPLE_REPO.files).flatMap(([path, body]) => [path, body]), ...KNOWN_SYMBOLS];
  return [...new Set(texts.flatMap(wordsOf))];
}

/** The sorted, de-duplicated word list (without special tokens or subword pieces). */
export function tinyVocabulary(extra: readonly string[] = []): string[] {
  const all = new Set([...fixtureWords(), ...COMMON_WORDS, ...extra.flatMap(wordsOf)]);
  return [...all].sort();
}
