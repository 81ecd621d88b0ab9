// Widening of 16-bit floats stored in safetensors to the F32 the model computes with.

/** IEEE 754 binary16 bits to a JS number (subnormals, infinities and NaN included). */
export function f16ToF32(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exp = (bits >> 10) & 0x1f;
  const frac = bits & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 0x1f) return frac ? NaN : sign * Infinity;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

/** bfloat16 is the top half of a binary32. */
export function bf16ToF32(bits: number): number {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, (bits & 0xffff) << 16, false);
  return view.getFloat32(0, false);
}
