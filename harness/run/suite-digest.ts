import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export function sha256(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A digest of the features and step definitions, so a claim names the exact suite it was made against. */
export function suiteDigest(kitRoot: string): string {
  const hash = createHash('sha256');
  for (const dir of ['features', 'steps']) {
    for (const file of listFiles(join(kitRoot, dir))) {
      hash.update(`${relative(kitRoot, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}
