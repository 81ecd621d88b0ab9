// The words graph-tools scenarios use: comma lists, `path@depth` pairs and JSON arguments with {repo:<name>}.
import type { Scenario } from '../../scenario/index.js';

/** "a, b, c" -> ["a", "b", "c"]; "nothing" -> []. */
export function parseList(words: string): string[] {
  const trimmed = words.trim();
  return trimmed === '' || trimmed === 'nothing' ? [] : trimmed.split(',').map((w) => w.trim());
}

/** "src/b.ts@1, src/a.ts@2" -> [["src/b.ts", 1], ["src/a.ts", 2]]. */
export function parseDepths(words: string): [string, number][] {
  return parseList(words).map((w) => {
    const at = w.lastIndexOf('@');
    const depth = Number(w.slice(at + 1));
    if (at <= 0 || !Number.isInteger(depth)) throw new Error(`"${w}" is not <path>@<depth>; write e.g. "src/b.ts@1"`);
    return [w.slice(0, at), depth];
  });
}

/** JSON arguments where `{repo:<name>}` stands for that repository's path. */
export function parseToolArgs(s: Scenario, json: string): Record<string, unknown> {
  const filled = json.replace(/\{repo:([a-z0-9-]+)\}/g, (_m, name: string) => s.repo(name));
  const parsed: unknown = JSON.parse(filled);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`arguments ${json} are not a JSON object`);
  return parsed as Record<string, unknown>;
}
