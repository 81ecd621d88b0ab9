/**
 * A membership glob as a matcher over repo-relative `/`-separated paths: `**` spans whole components (zero or
 * more), `*` any run inside one component, `?` one character of a component; everything else is literal.
 */
export function globMatcher(glob: string): (path: string) => boolean {
  const parts = glob.split('/').map((part) => {
    if (part === '**') return '(?:[^/]+/)*';
    const body = [...part].map((ch) => (ch === '*' ? '[^/]*' : ch === '?' ? '[^/]' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('');
    return `${body}/`;
  });
  const source = parts.join('').replace(/\/$/, '').replace(/\(\?:\[\^\/\]\+\/\)\*$/, '(?:[^/]+/)*[^/]+');
  const re = new RegExp(`^${source}$`);
  return (path) => re.test(path);
}
