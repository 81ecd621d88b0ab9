// The lines of one indexed file that a compiled query matches, found without splitting the file.
import { FOLDS_TO_ASCII, NON_ASCII, type TextIndex } from './build-text-index.js';
import type { CompiledQuery } from './compile-query.js';
import { mayHoldAll } from './trigram-filter.js';

/** Characters a regex query may still examine; once spent, the answer is marked truncated. */
export interface ScanBudget {
  left: number;
  truncated: boolean;
}

/** Receives a matching line: its number from 1 and its bounds in the text, without the line terminator. */
export type LineHit = (line: number, start: number, end: number) => void;

/** Regex queries examine at most this many characters of indexed text (and labels) per query. */
export const REGEX_BUDGET_CHARS = 128_000_000;

export function newBudget(chars = REGEX_BUDGET_CHARS): ScanBudget {
  return { left: chars, truncated: false };
}

/**
 * Reports the matching lines of file `i` in line order (lines as `split(/\r?\n/)` gives them). A literal matches
 * when the line in lower case contains the query in lower case; a regex when it tests true on the line alone.
 * A file not indexed (stale) has no lines. Returns false once the budget is spent.
 */
export function matchLines(index: TextIndex, i: number, q: CompiledQuery, budget: ScanBudget, hit: LineHit): boolean {
  return visitMatches(index, i, q, budget, hit) !== false;
}

/**
 * How many lines of file `i` match, as `matchLines` would report them, without numbering them: for a file none of
 * whose hits can be shown. False once the budget is spent (the file then counts nothing).
 */
export function countLines(index: TextIndex, i: number, q: CompiledQuery, budget: ScanBudget): number | false {
  return visitMatches(index, i, q, budget, null);
}

function visitMatches(index: TextIndex, i: number, q: CompiledQuery, budget: ScanBudget, hit: LineHit | null): number | false {
  const text = index.texts[i];
  if (text === null || text === undefined) return 0;
  const flags = index.flags[i]!;
  if (q.kind === 'literal') {
    if (q.lower.includes('\n')) return 0;
    // A lower-case query with a non-ASCII unit can only be in a line that has one.
    if (q.scan === null && (flags & NON_ASCII) === 0) return 0;
  }
  const perLine = q.scan === null || (q.kind === 'literal' && (flags & FOLDS_TO_ASCII) !== 0);
  const filtered = !(q.kind === 'literal' && perLine);
  if (filtered && q.grams.length > 0 && !mayHoldAll(index.filterWords, index.filterStart[i]!, index.filterBits[i]!, q.grams)) return 0;
  if (q.kind === 'regex') {
    if (budget.left < text.length) {
      budget.truncated = true;
      return false;
    }
    budget.left -= text.length;
  }
  // Only counted (the common case for a file whose hits cannot be shown): no function is made per file.
  if (!perLine && hit === null) return q.kind === 'literal' ? countLiteral(text, q.countScan!) : countWhole(text, q.scan!, q.line);
  let count = 0;
  const counted: LineHit = hit === null ? () => count++ : (n, s, e) => (count++, hit(n, s, e));
  if (perLine) {
    const test = q.kind === 'literal' ? (line: string) => line.toLowerCase().includes(q.lower) : (line: string) => q.line.test(line);
    eachLine(text, (n, s, e) => {
      if (test(text.slice(s, e))) counted(n, s, e);
    });
  } else {
    scanWhole(text, q.scan!, q.kind === 'regex' ? q.line : null, counted);
  }
  return count;
}

/** Every line of `text` with its number and bounds (a final empty line after a trailing newline included). */
export function eachLine(text: string, visit: LineHit): void {
  let n = 1;
  let s = 0;
  for (;;) {
    const nl = text.indexOf('\n', s);
    visit(n, s, lineEnd(text, s, nl));
    if (nl === -1) return;
    n++;
    s = nl + 1;
  }
}

/**
 * One scan over the whole text; each hit's line is confirmed alone when `confirm` is given (a regex in multiline mode
 * may match where the line alone does not, never the reverse: lookaround patterns are tested line by line instead).
 */
function scanWhole(text: string, scan: RegExp, confirm: RegExp | null, hit: LineHit): void {
  let line = 1;
  let start = 0;
  scan.lastIndex = 0;
  for (;;) {
    const m = scan.exec(text);
    if (m === null) return;
    let nl = text.indexOf('\n', start);
    while (nl !== -1 && nl < m.index) {
      line++;
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    const end = lineEnd(text, start, nl);
    if (confirm === null || confirm.test(text.slice(start, end))) hit(line, start, end);
    if (nl === -1) return;
    line++;
    start = nl + 1;
    scan.lastIndex = start;
  }
}

/**
 * Lines holding a literal: `scan` takes the rest of its line into each match, so each match is one more line
 * (`test` moves on past each match without building it).
 */
function countLiteral(text: string, scan: RegExp): number {
  let count = 0;
  scan.lastIndex = 0;
  while (scan.test(text)) count++;
  return count;
}

/** What `scanWhole` reports for a regex, counted: each hit's line found from the hit, without numbering lines. */
function countWhole(text: string, scan: RegExp, confirm: RegExp): number {
  let count = 0;
  scan.lastIndex = 0;
  for (;;) {
    const m = scan.exec(text);
    if (m === null) return count;
    const nl = text.indexOf('\n', m.index);
    const start = m.index === 0 ? 0 : text.lastIndexOf('\n', m.index - 1) + 1;
    if (confirm.test(text.slice(start, lineEnd(text, start, nl)))) count++;
    if (nl === -1) return count;
    scan.lastIndex = nl + 1;
  }
}

/** Where a line's text ends: before its `\r\n` or `\n`; the last line (no newline) keeps a final `\r`. */
function lineEnd(text: string, start: number, nl: number): number {
  if (nl === -1) return text.length;
  return nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
}

/** Line `n` (from 1) of the text, or undefined past its end. */
export function lineAt(text: string, n: number): string | undefined {
  let s = 0;
  for (let k = 1; k < n; k++) {
    const nl = text.indexOf('\n', s);
    if (nl === -1) return undefined;
    s = nl + 1;
  }
  return text.slice(s, lineEnd(text, s, text.indexOf('\n', s)));
}
