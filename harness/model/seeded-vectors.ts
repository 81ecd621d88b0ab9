// Deterministic word vectors: pseudo-random unit vectors seeded by the word, with shared synonym directions.
import { createHash } from 'node:crypto';

/** A unit vector drawn from sha256(word), Gaussian components (Box-Muller) so directions are uniform. */
export function seededUnitVector(seed: string, dim: number): Float64Array {
  const out = new Float64Array(dim);
  let block = createHash('sha256').update(`m1nd-tiny-model\0${seed}`).digest();
  let at = 0;
  const next = (): number => {
    if (at + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      at = 0;
    }
    const u = (block.readUInt32LE(at) + 1) / 4294967297;
    at += 4;
    return u;
  };
  for (let i = 0; i < dim; i++) out[i] = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
  return normalize(out);
}

/**
 * One direction per synonym group, orthonormal to each other; every other word has those directions
 * projected out, so a synonym query scores zero against nodes that do not contain its partner.
 */
export function buildWordVectors(words: readonly string[], groups: readonly (readonly string[])[], dim: number): Map<string, Float64Array> {
  if (groups.length >= dim) throw new Error(`${groups.length} synonym groups need a dimension above ${groups.length}; got dim ${dim}`);
  const anchors: Float64Array[] = [];
  for (const group of groups) {
    const v = seededUnitVector([...group].sort().join('|'), dim);
    for (const a of anchors) subtractProjection(v, a);
    anchors.push(normalize(v));
  }
  const vectors = new Map<string, Float64Array>();
  groups.forEach((group, i) => group.forEach((w) => vectors.set(w, anchors[i] as Float64Array)));
  for (const word of words) {
    if (vectors.has(word)) continue;
    const v = seededUnitVector(word, dim);
    for (const a of anchors) subtractProjection(v, a);
    vectors.set(word, normalize(v));
  }
  return vectors;
}

/** Groups pairs that share a word (a~b, b~c is one group), in first-seen order. */
export function groupSynonyms(pairs: readonly (readonly [string, string])[]): string[][] {
  const groups: Set<string>[] = [];
  for (const [a, b] of pairs) {
    const [keep, ...rest] = groups.filter((g) => g.has(a) || g.has(b));
    if (!keep) {
      groups.push(new Set([a, b]));
      continue;
    }
    keep.add(a).add(b);
    for (const r of rest) {
      r.forEach((w) => keep.add(w));
      groups.splice(groups.indexOf(r), 1);
    }
  }
  return groups.map((g) => [...g]);
}

function subtractProjection(v: Float64Array, unit: Float64Array): void {
  let d = 0;
  for (let i = 0; i < v.length; i++) d += (v[i] as number) * (unit[i] as number);
  for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) - d * (unit[i] as number);
}

function normalize(v: Float64Array): Float64Array {
  let sq = 0;
  for (const x of v) sq += x * x;
  const n = Math.sqrt(sq);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) / n;
  return v;
}
