// .gitignore pattern rules: compile each line to a matcher relative to the directory holding it.

export interface IgnoreRule {
  /** Directory (relative to the scan root, '' for the root) whose .gitignore holds the rule. */
  base: string;
  negate: boolean;
  dirOnly: boolean;
  regex: RegExp;
}

/** Parses the text of one .gitignore file found in directory `base` (relative, '/'-separated). */
export function parseIgnoreFile(text: string, base: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const rule = compileIgnoreLine(raw, base);
    if (rule) rules.push(rule);
  }
  return rules;
}

/** Compiles one pattern line; null for blanks, comments and lines that match nothing. */
export function compileIgnoreLine(raw: string, base: string): IgnoreRule | null {
  let line = trimUnescapedTrailingSpaces(raw);
  if (line === '' || line.startsWith('#')) return null;
  let negate = false;
  if (line.startsWith('!')) {
    negate = true;
    line = line.slice(1);
  } else if (line.startsWith('\\!') || line.startsWith('\\#')) {
    line = line.slice(1);
  }
  let dirOnly = false;
  if (line.endsWith('/') && !line.endsWith('\\/')) {
    dirOnly = true;
    line = line.replace(/\/+$/, '');
  }
  if (line === '') return null;
  // A slash anywhere but the end anchors the pattern to the .gitignore's directory.
  const anchored = line.includes('/');
  if (line.startsWith('/')) line = line.slice(1);
  const body = globToRegexSource(line);
  const source = anchored ? `^${body}$` : `^(?:.*/)?${body}$`;
  return { base, negate, dirOnly, regex: new RegExp(source) };
}

function trimUnescapedTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line[end - 1] === ' ' && line[end - 2] !== '\\') end--;
  return line.slice(0, end).replace(/\\ $/, ' ');
}

function globToRegexSource(pattern: string): string {
  const segments = pattern.split('/');
  let out = '';
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    if (seg === '**') {
      // Leading or middle "**/" spans zero or more directories; trailing "/**" everything inside.
      out += last ? '.*' : '(?:.*/)?';
      return;
    }
    out += segmentToRegex(seg);
    if (!last) out += '/';
  });
  return out;
}

function segmentToRegex(seg: string): string {
  let out = '';
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i] as string;
    if (c === '\\' && i + 1 < seg.length) {
      out += escapeRegex(seg[++i] as string);
    } else if (c === '*') {
      while (seg[i + 1] === '*') i++;
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const close = findClassEnd(seg, i);
      if (close < 0) {
        out += '\\[';
        continue;
      }
      out += classToRegex(seg.slice(i + 1, close));
      i = close;
    } else {
      out += escapeRegex(c);
    }
  }
  return out;
}

function classToRegex(body: string): string {
  let out = '[';
  let j = 0;
  if (body[0] === '!' || body[0] === '^') {
    out += '^/';
    j = 1;
  }
  for (; j < body.length; j++) {
    const c = body[j] as string;
    out += c === '\\' || c === ']' || c === '[' || c === '^' ? `\\${c}` : c;
  }
  return out + ']';
}

function findClassEnd(seg: string, open: number): number {
  let j = open + 1;
  if (seg[j] === '!' || seg[j] === '^') j++;
  if (seg[j] === ']') j++;
  for (; j < seg.length; j++) if (seg[j] === ']') return j;
  return -1;
}

function escapeRegex(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}

/**
 * Decides whether `relPath` (relative to the scan root) is ignored. Rules must be ordered
 * shallowest .gitignore first, file order within; the last matching rule wins, as in git.
 */
export function isIgnored(rules: readonly IgnoreRule[], relPath: string, isDir: boolean): boolean {
  let ignored = false;
  for (const rule of rules) {
    if (rule.dirOnly && !isDir) continue;
    const local = relativeTo(rule.base, relPath);
    if (local === null) continue;
    if (rule.regex.test(local)) ignored = !rule.negate;
  }
  return ignored;
}

function relativeTo(base: string, relPath: string): string | null {
  if (base === '') return relPath;
  return relPath.startsWith(base + '/') ? relPath.slice(base.length + 1) : null;
}
