// A search query made ready to run over indexed text: literal (case-insensitive) or a JavaScript RegExp whose cost
// is bounded — V8 falls back to its linear-time engine on excessive backtracking, and a pattern that engine cannot
// run (backreferences, lookaround) is refused when it nests repetition, the shape that takes exponential time.
import v8 from 'node:v8';
import { trigramsOf } from './trigram-filter.js';

export interface LiteralQuery {
  kind: 'literal';
  /** The query in lower case, as a line in lower case must contain it. */
  lower: string;
  /** Case-insensitive scanner over whole texts; null when lines must be lowered one by one (non-ASCII or CR in the query). */
  scan: RegExp | null;
  /** The scanner with the rest of the line taken into each match, for counting lines (one match a line); null with `scan`. */
  countScan: RegExp | null;
  /** Folded trigrams every matching text holds (empty: no filtering). */
  grams: number[];
}

export interface RegexQuery {
  kind: 'regex';
  /** Scanner over whole texts (flags gm), each hit confirmed on its line; null when lines are tested one by one. */
  scan: RegExp | null;
  /** The pattern as given, tested on one line. */
  line: RegExp;
  grams: number[];
}

export type CompiledQuery = LiteralQuery | RegexQuery;

export function compileLiteral(query: string): LiteralQuery {
  const lower = query.toLowerCase();
  const ascii = /^[\x00-\x7f]*$/.test(lower) && !lower.includes('\r');
  const escaped = lower.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return {
    kind: 'literal',
    lower,
    scan: ascii ? new RegExp(escaped, 'gi') : null,
    countScan: ascii ? new RegExp(`${escaped}[^\\n]*`, 'gi') : null,
    grams: ascii ? trigramsOf([lower]) : [],
  };
}

let linearFallback = false;

export function compileRegex(query: string): RegexQuery {
  let line: RegExp;
  try {
    line = new RegExp(query);
  } catch (err) {
    throw new Error(`search pattern ${JSON.stringify(query)} is not a valid regular expression: ${(err as Error).message}`, { cause: err });
  }
  const shape = patternShape(query);
  if ((shape.backreference || shape.lookaround) && shape.nestedRepetition) {
    throw new Error(
      `search pattern ${JSON.stringify(query)} repeats a group that itself repeats and uses a ${shape.backreference ? 'backreference' : 'lookaround'}, which can take exponential time; rewrite it without the nested repetition (e.g. (ab)+ instead of (a+b)+)`,
    );
  }
  if (!linearFallback) {
    // Process-wide and read when a RegExp runs: a pattern that backtracks excessively reruns on the linear engine.
    v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
    linearFallback = true;
  }
  return { kind: 'regex', scan: shape.lookaround ? null : new RegExp(query, 'gm'), line, grams: trigramsOf(shape.literals) };
}

export interface PatternShape {
  backreference: boolean;
  lookaround: boolean;
  /** A group repeated without bound that holds a repetition without bound. */
  nestedRepetition: boolean;
  /** Literal runs every match contains (case as written); empty when none is certain. */
  literals: string[];
}

const QUANTIFIER = /^(?:[*+?]|\{\d+(?:,\d*)?\})/;

/** A conservative reading of a (valid, non-unicode) pattern's source. */
export function patternShape(src: string): PatternShape {
  const shape: PatternShape = { backreference: false, lookaround: false, nestedRepetition: false, literals: [] };
  const groups: { unbounded: boolean }[] = [{ unbounded: false }];
  let depth = 0;
  let alternation = false;
  let run = '';
  const runs: string[] = [];
  const endRun = () => {
    if (run.length >= 3) runs.push(run);
    run = '';
  };
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    let atom: string | null = null;
    if (ch === '\\') {
      const next = src[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && src[i + 2] === '<')) shape.backreference = true;
      if (next !== '' && !/[0-9A-Za-z]/.test(next)) atom = next;
      i += 2;
    } else if (ch === '[') {
      i = skipClass(src, i);
    } else if (ch === '(') {
      if (/^\(\?<?[=!]/.test(src.slice(i, i + 4))) shape.lookaround = true;
      groups.push({ unbounded: false });
      depth++;
      i++;
      endRun();
      continue;
    } else if (ch === ')') {
      const inner = groups.pop() ?? { unbounded: false };
      depth--;
      i++;
      const q = QUANTIFIER.exec(src.slice(i));
      const unbounded = q !== null && isUnbounded(q[0]);
      if (unbounded && inner.unbounded) shape.nestedRepetition = true;
      groups[groups.length - 1]!.unbounded ||= inner.unbounded || unbounded;
      if (q) i += q[0].length + (src[i + q[0].length] === '?' ? 1 : 0);
      endRun();
      continue;
    } else if (ch === '|') {
      if (depth === 0) alternation = true;
      i++;
    } else if ('.^$'.includes(ch)) {
      i++;
    } else {
      const q = QUANTIFIER.exec(src.slice(i));
      if (q) {
        // A quantifier after an atom; the atom's character was already taken into the run.
        groups[groups.length - 1]!.unbounded ||= isUnbounded(q[0]);
        i += q[0].length + (src[i + q[0].length] === '?' ? 1 : 0);
        continue;
      }
      atom = ch;
      i++;
    }
    if (depth > 0) continue;
    const q = QUANTIFIER.exec(src.slice(i));
    if (atom === null) {
      endRun();
    } else if (q && (q[0] === '?' || q[0] === '*' || q[0].startsWith('{0'))) {
      endRun();
    } else {
      run += atom;
      if (q) endRun();
    }
    if (q) {
      groups[groups.length - 1]!.unbounded ||= isUnbounded(q[0]);
      i += q[0].length + (src[i + q[0].length] === '?' ? 1 : 0);
    }
  }
  endRun();
  shape.literals = alternation ? [] : runs;
  return shape;
}

function isUnbounded(q: string): boolean {
  return q === '*' || q === '+' || /^\{\d+,\}$/.test(q);
}

/** The index after a character class that starts at `at`. */
function skipClass(src: string, at: number): number {
  let i = at + 1;
  // Unlike most dialects, JavaScript reads `[]` as an empty class, so a leading `]` closes it.
  while (i < src.length && src[i] !== ']') i += src[i] === '\\' ? 2 : 1;
  return i + 1;
}
