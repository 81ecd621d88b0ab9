// Rust `mod x;` declarations as the links record holds them (records ModDecl).
import type { ModDecl } from '../records/index.js';

/** In a declaration's files: another configuration binds the name to a crate from outside instead (records ModDecl). */
export const OUTSIDE_CRATE = '::';

/** A declaration of no module at all: `extern crate x;` (ModDecl `[x, "::"]`), a crate from outside in every configuration. */
export function namesOnlyACrate(d: ModDecl): boolean {
  return typeof d !== 'string' && d.slice(1).every((f) => f === OUTSIDE_CRATE);
}

/** The name a `mod` declaration declares. */
export function modDeclName(d: ModDecl): string {
  return typeof d === 'string' ? d : d[0];
}
