// Glob patterns over relative paths. Node 20's path.matchesGlob is experimental and warns on stderr.

/**
 * `*` and `?` stay inside one path segment, `**` spans segments (`a/**\/b` also matches `a/b`), `{x,y}`
 * chooses, `[...]` is a character class. A pattern without `/` matches at any depth, as gitignore does.
 */
export function globToRegExp(pattern: string): RegExp {
  const anchored = pattern.includes('/') ? pattern.replace(/^\.?\//, '') : `**/${pattern}`;
  let re = '';
  let depth = 0;
  for (let i = 0; i < anchored.length; i++) {
    const c = anchored[i]!;
    if (c === '*') {
      if (anchored[i + 1] === '*') {
        const slash = anchored[i + 2] === '/';
        re += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else {
        re += '[^/]*';
      }
    } else if (c === '?') {
      re += '[^/]';
    } else if (c === '{') {
      depth++;
      re += '(?:';
    } else if (c === '}' && depth > 0) {
      depth--;
      re += ')';
    } else if (c === ',' && depth > 0) {
      re += '|';
    } else if (c === '[') {
      const close = anchored.indexOf(']', i + 2);
      if (close === -1) {
        re += '\\[';
      } else {
        const body = anchored.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\');
        re += `[${body}]`;
        i = close;
      }
    } else {
      re += c.replace(/[.+^$()|\\]/g, '\\$&');
    }
  }
  if (depth > 0) throw new Error(`glob pattern ${JSON.stringify(pattern)} opens a { it never closes; close it or escape it`);
  return new RegExp(`^${re}$`);
}
