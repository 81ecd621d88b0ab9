import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/**
 * One line per entry (the root is "."): JSON path, type, mode bits incl. permissions, and the sha256 of the
 * bytes or the symlink target. Dot-dirs, ignored files and empty dirs count; symlinks are not followed.
 */
export async function listTree(path: string): Promise<string[]> {
  const lines: string[] = [];
  walk(path, '.', lines);
  return lines.sort();
}

/** sha256 over listTree: equal digests mean "byte-for-byte unchanged", modes included. */
export async function digestTree(path: string): Promise<string> {
  const hash = createHash('sha256');
  for (const line of await listTree(path)) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** The entries present in only one of two listings, prefixed '-' (only in a) or '+' (only in b). */
export function diffTreeListings(a: string[], b: string[]): string[] {
  const inA = new Set(a);
  const inB = new Set(b);
  return [...a.filter((x) => !inB.has(x)).map((x) => `- ${x}`), ...b.filter((x) => !inA.has(x)).map((x) => `+ ${x}`)];
}

/**
 * Synchronous: fixture trees are small, and a walk of promises cost the harness several times the CPU of the
 * same system calls made directly (every scenario digests its trees at least twice).
 */
function walk(abs: string, rel: string, out: string[]): void {
  let st: Stats;
  try {
    st = lstatSync(abs);
  } catch (cause) {
    throw new Error(`cannot read ${abs} while digesting a tree: ${(cause as Error).message}`, { cause });
  }
  const mode = (st.mode & 0o7777).toString(8).padStart(4, '0');
  const name = JSON.stringify(rel);
  if (st.isSymbolicLink()) {
    out.push(`${name} symlink ${mode} -> ${JSON.stringify(readlinkSync(abs))}`);
  } else if (st.isDirectory()) {
    out.push(`${name} dir ${mode}`);
    for (const entry of readdirSync(abs).sort()) {
      walk(join(abs, entry), rel === '.' ? entry : `${rel}/${entry}`, out);
    }
  } else if (st.isFile()) {
    const sha = createHash('sha256').update(readFileSync(abs)).digest('hex');
    out.push(`${name} file ${mode} ${sha}`);
  } else {
    out.push(`${name} other ${mode}`);
  }
}
