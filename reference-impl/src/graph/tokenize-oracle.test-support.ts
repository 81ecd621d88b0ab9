// The three-expression form the one-pass tokenizer (tokenize.ts) and the token table (token-table.ts) replaced, kept
// as their tests' oracle.

/** Every word of a text, lower case, in order, repeats kept. */
export function wordsByExpressions(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '');
}
