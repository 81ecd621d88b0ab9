// Random-access pseudo-randomness: the value for (seed, index, slot) is a pure function of the three, so a
// tree of any size is generated file by file, in any order, with the same bytes on every machine.

/** 32-bit integer hash of its arguments (murmur3-style finalizer over a simple mix). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A number in [0, 1) determined by the arguments. */
export function unit(...parts: number[]): number {
  return hash32(...parts) / 0x1_0000_0000;
}

/** A whole number in [0, n) determined by the arguments. */
export function below(n: number, ...parts: number[]): number {
  return Math.floor(unit(...parts) * n);
}
