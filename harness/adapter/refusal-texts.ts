import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How a refusal text is named in the folder: the name a scenario or the routing table uses, then `.txt`. */
const TEXT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.txt$/;

/**
 * Checks an adapter's `refusal_texts` folder strictly: a real directory holding only `<name>.txt` regular files,
 * each one non-empty line (a final newline allowed). Returns the problems, each naming the file and the fix.
 */
export function checkRefusalTexts(folder: string): string[] {
  let entries: string[];
  try {
    if (!lstatSync(folder).isDirectory()) return [`refusal_texts: ${folder} is not a directory; name a folder of <name>.txt files`];
    entries = readdirSync(folder).sort();
  } catch (cause) {
    return [`refusal_texts: cannot read the folder ${folder} (${(cause as Error).message}); name an existing folder of <name>.txt files`];
  }
  const problems: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry);
    if (!TEXT_FILE.test(entry)) {
      problems.push(`refusal_texts: ${path} is not named <name>.txt; keep only refusal texts in the folder`);
      continue;
    }
    if (!lstatSync(path).isFile()) {
      problems.push(`refusal_texts: ${path} is not a regular file`);
      continue;
    }
    const text = readFileSync(path, 'utf8').replace(/\n$/, '');
    if (text === '' || text.includes('\n')) problems.push(`refusal_texts: ${path} must hold exactly one non-empty line, the refusal's text`);
  }
  return problems;
}

/** The text named `name` in `folder` without its final newline; null when the folder has none by that name. */
export function readRefusalText(folder: string, name: string): string | null {
  const path = join(folder, `${name}.txt`);
  try {
    return readFileSync(path, 'utf8').replace(/\n$/, '');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`cannot read the refusal text ${path}: ${(cause as Error).message}`, { cause });
  }
}
