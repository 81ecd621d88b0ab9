import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every `<registryDir>/instances/*.json`, sorted by file name; a missing dir is an empty registry. */
export async function readInstances(registryDir: string): Promise<Record<string, unknown>[]> {
  const dir = join(registryDir, 'instances');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`cannot list the instance registry ${dir}: ${(cause as Error).message}`, { cause });
  }
  const out: Record<string, unknown>[] = [];
  for (const name of names) {
    const path = join(dir, name);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed between listing and reading
      throw cause;
    }
    try {
      const value = JSON.parse(text) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
      out.push(value as Record<string, unknown>);
    } catch (cause) {
      throw new Error(`instance record ${path} is not a JSON object: ${(cause as Error).message}`, { cause });
    }
  }
  return out;
}
