// Word tokens for lexical ranking: camelCase, snake_case, kebab-case and paths split apart.

/** Lowercase tokens of `text`, in order, without duplicates. */
export function tokenize(text: string): string[] {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '');
  return [...new Set(words)];
}
