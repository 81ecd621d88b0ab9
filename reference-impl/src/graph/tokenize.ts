// Word tokens for lexical ranking: camelCase, snake_case, kebab-case and paths split apart.

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Lowercase tokens of `text`, in order, without duplicates. Words are the runs of ASCII letters and digits; a run
 * also breaks before a capital that follows a lower-case letter or digit (`parseConfig`), and before the last
 * capital of a capital run that a lower-case letter follows (`HTTPServer`). One pass over the characters.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  // Short lists are searched; a long text (a task description) keeps a set beside its list.
  let seen: Set<string> | null = null;
  let start = -1;
  const end = (at: number) => {
    if (start < 0) return;
    const w = text.slice(start, at).toLowerCase();
    start = -1;
    if (seen === null ? out.includes(w) : seen.has(w)) return;
    out.push(w);
    if (seen !== null) seen.add(w);
    else if (out.length > 32) seen = new Set(out);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(isUpper(c) || isLower(c) || isDigit(c))) {
      end(i);
      continue;
    }
    if (start >= 0 && isUpper(c)) {
      const prev = text.charCodeAt(i - 1);
      if (isLower(prev) || isDigit(prev) || (isUpper(prev) && isLower(text.charCodeAt(i + 1)))) end(i);
    }
    if (start < 0) start = i;
  }
  end(text.length);
  return out;
}
