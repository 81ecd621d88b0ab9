// .gitignore semantics come from the `ignore` package; this file only stacks nested files the way git does.
import ignore, { type Ignore } from 'ignore';

/** The rules of one .gitignore file, matched against paths relative to the directory holding it. */
export interface IgnoreFile {
  /** Directory (relative to the scan root, '' for the root) whose .gitignore holds the rules. */
  base: string;
  text: string;
  matcher: Ignore;
  /** Matchers that keep a directory's ancestors open, by directory: see `matcherInside`. */
  reopened: Map<string, Ignore>;
}

/** Parses the text of one .gitignore file found in directory `base` (relative, '/'-separated). */
export function parseIgnoreFile(text: string, base: string): IgnoreFile {
  return { base, text, matcher: newMatcher(text), reopened: new Map() };
}

/**
 * Decides whether `relPath` (relative to the scan root) is ignored, as git does while it walks: files are
 * ordered shallowest first, and the last rule matching the path itself wins. The caller never
 * asks about a path inside an ignored directory (git does not enter one, so nothing there is re-included).
 */
export function isIgnored(files: readonly IgnoreFile[], relPath: string, isDir: boolean): boolean {
  let ignored = false;
  for (const file of files) {
    const local = relativeTo(file.base, relPath);
    if (local === null) continue;
    // A trailing slash is how `ignore` is told the path is a directory (for `dir/` rules).
    const verdict = matcherInside(file, parentOf(local)).test(isDir ? `${local}/` : local);
    if (verdict.ignored) ignored = true;
    else if (verdict.unignored) ignored = false;
  }
  return ignored;
}

/**
 * `ignore` holds a path ignored when its own rules exclude a parent directory. A deeper .gitignore may have
 * re-included that directory (git entered it), so the parent's ancestors are re-included for this file's
 * rules too, leaving them to judge the path by its own name only.
 */
function matcherInside(file: IgnoreFile, dir: string): Ignore {
  if (dir === '' || !file.matcher.test(`${dir}/`).ignored) return file.matcher;
  let reopened = file.reopened.get(dir);
  if (!reopened) {
    const segments = dir.split('/');
    const ancestors = segments.map((_, i) => `!/${segments.slice(0, i + 1).map(escapeSegment).join('/')}/`);
    reopened = newMatcher(file.text).add(ancestors);
    file.reopened.set(dir, reopened);
  }
  return reopened;
}

/** Git compares case-sensitively on Linux (core.ignorecase is false there); `ignore` folds case by default. */
function newMatcher(text: string): Ignore {
  return ignore({ ignorecase: false }).add(text);
}

/** A directory name as a literal gitignore pattern segment. */
function escapeSegment(name: string): string {
  return name.replace(/[\\*?[]/g, '\\$&').replace(/ $/, '\\ ');
}

function parentOf(local: string): string {
  const cut = local.lastIndexOf('/');
  return cut < 0 ? '' : local.slice(0, cut);
}

function relativeTo(base: string, relPath: string): string | null {
  if (base === '') return relPath;
  return relPath.startsWith(base + '/') ? relPath.slice(base.length + 1) : null;
}
