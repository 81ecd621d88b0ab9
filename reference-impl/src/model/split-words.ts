// Words of free text and code identifiers: non-alphanumerics separate, camelCase and snake_case split apart.

/** Words of `text` in order (duplicates kept: pooling counts each occurrence). */
export function splitWords(text: string): string[] {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}
