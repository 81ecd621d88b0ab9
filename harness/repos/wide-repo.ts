import type { RepoSpec } from './repo-spec.js';

/** Where WIDE repositories keep their files, and the file that defines the needle. */
export function wideFile(index: number): string {
  return `src/wide/part${String(index).padStart(4, '0')}.ts`;
}

/**
 * A repository of `count` small TypeScript files whose scan takes a while, so a client has time to look at
 * an owner while it prepares; the last file defines `needle`, every other one a numbered function.
 */
export function wideRepo(count: number, needle: string): RepoSpec {
  if (!Number.isInteger(count) || count < 1) throw new Error(`a wide repository needs at least one file; got ${count}`);
  const files: Record<string, string> = { 'README.md': `# wide\n\n${count} generated source files.\n` };
  for (let i = 1; i <= count; i += 1) {
    const name = i === count ? needle : `widePart${i}`;
    files[wideFile(i)] = `export function ${name}(value: number): number {\n  return value + ${i};\n}\n`;
  }
  return { files };
}
