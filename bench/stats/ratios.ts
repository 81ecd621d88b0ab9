// Statistics over interleaved A/B pairs: each pair gives one ratio, and the ratios are summarised,
// so a slow moment on a shared machine skews one pair rather than one side of every comparison.

export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}

/** The middle value (mean of the two middle ones for an even count); NaN for no values. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Median, minimum and maximum of the finite values; null when there are none. */
export function summarize(xs: readonly (number | null | undefined)[]): Summary | null {
  const v = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  if (v.length === 0) return null;
  return { median: median(v), min: Math.min(...v), max: Math.max(...v), n: v.length };
}

/**
 * One ratio per pair (numerator[i] / denominator[i]); a pair missing either side, or with a denominator
 * that is not positive, gives no ratio rather than an infinite or negative one.
 */
export function pairRatios(numerator: readonly (number | null | undefined)[], denominator: readonly (number | null | undefined)[]): number[] {
  if (numerator.length !== denominator.length) {
    throw new Error(`pairRatios needs one denominator per numerator (got ${numerator.length} and ${denominator.length})`);
  }
  const out: number[] = [];
  numerator.forEach((a, i) => {
    const b = denominator[i];
    if (typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b) && b > 0) out.push(a / b);
  });
  return out;
}

/** Summary of the per-pair ratios (not the ratio of the medians). */
export function ratioSummary(numerator: readonly (number | null | undefined)[], denominator: readonly (number | null | undefined)[]): Summary | null {
  return summarize(pairRatios(numerator, denominator));
}

/** Per-pair differences (a[i] - b[i]), for figures stated as "so much above" a base. */
export function pairDifferences(a: readonly (number | null | undefined)[], b: readonly (number | null | undefined)[]): number[] {
  if (a.length !== b.length) throw new Error(`pairDifferences needs paired samples (got ${a.length} and ${b.length})`);
  const out: number[] = [];
  a.forEach((x, i) => {
    const y = b[i];
    if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) out.push(x - y);
  });
  return out;
}

/** Rounds a figure for reports to three significant digits, so 0.0123 and 8.23 both keep their meaning. */
export function roundRatio(x: number): number {
  return Number.isFinite(x) ? Number(x.toPrecision(3)) : x;
}
