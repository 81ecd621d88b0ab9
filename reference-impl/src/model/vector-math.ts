// Small dense-vector helpers shared by the embedder and the index.

/** Scales `v` in place to unit length; a zero vector stays zero. */
export function normalizeInPlace(v: Float32Array): Float32Array {
  let sq = 0;
  for (let i = 0; i < v.length; i++) sq += (v[i] as number) * (v[i] as number);
  if (sq === 0) return v;
  const inv = 1 / Math.sqrt(sq);
  for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) * inv;
  return v;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

export function norm(v: Float32Array): number {
  return Math.sqrt(dot(v, v));
}

/** Cosine similarity; 0 when either side is a zero vector. */
export function cosine(a: Float32Array, b: Float32Array): number {
  const d = norm(a) * norm(b);
  return d === 0 ? 0 : dot(a, b) / d;
}
