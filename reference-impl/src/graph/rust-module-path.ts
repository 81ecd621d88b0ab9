// A Rust path written inside inline modules, as written from the file's own module: what extraction does to a `use`
// there (extract-rust.ts) and resolution to a `self::`/`super::` path in an expression (resolve-uses.ts).

/**
 * `segs` as written from the file's own module, when written inside the inline modules `modules` (outermost first):
 * `self::x` and `super::x` start at the innermost of them (`super` beyond the outermost climbs out of the file as
 * before). Any other path is returned as it is.
 */
export function pathFromFileModule(segs: readonly string[], modules: readonly string[]): readonly string[] {
  if (segs[0] === 'self') return ['self', ...modules, ...segs.slice(1)];
  if (segs[0] !== 'super') return segs;
  let ups = 0;
  while (segs[ups] === 'super') ups++;
  const rest = segs.slice(ups);
  if (ups > modules.length) return [...Array<string>(ups - modules.length).fill('super'), ...rest];
  return ['self', ...modules.slice(0, modules.length - ups), ...rest];
}
