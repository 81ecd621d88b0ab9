/** The places a feature names an agent's calls through: a session of the HTTP owner, its REST route, or stdio. */
export const PRESENCE_DOORS = ['MCP', 'REST', 'stdio'] as const;
export type PresenceDoor = (typeof PRESENCE_DOORS)[number];

export function parsePresenceDoor(words: string): PresenceDoor {
  const door = PRESENCE_DOORS.find((d) => d === words);
  if (!door) throw new Error(`"${words}" is no door; say ${PRESENCE_DOORS.join(', ')}`);
  return door;
}

/** `{repo:<name>}` in a feature's text, replaced by that repository's path. */
export function resolveRepoWords(text: string, repoPath: (name: string) => string): string {
  return text.replace(/\{repo:([A-Za-z0-9_-]+)\}/g, (_m, name: string) => repoPath(name));
}

/** The verdict words of the collision table, as a parameter pattern. */
export const COLLISION_VERDICT_PATTERN = /do not collide|collide/;

/**
 * A JSON object of tool arguments as a feature writes it, `{repo:<name>}` inside a string standing for that
 * repository's path (resolved by `repoPath`). An empty cell is no argument at all.
 */
export function parseArguments(text: string, repoPath: (name: string) => string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/\{repo:([A-Za-z0-9_-]+)\}/g, (_m, name: string) => JSON.stringify(repoPath(name)).slice(1, -1)));
  } catch (cause) {
    throw new Error(`${text} is not a JSON object of arguments: ${(cause as Error).message}`, { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${text} is not a JSON object of arguments`);
  return value as Record<string, unknown>;
}

/** A verdict column: "collide" or "do not collide". */
export function parseCollides(words: string): boolean {
  if (words === 'collide') return true;
  if (words === 'do not collide') return false;
  throw new Error(`"${words}" is no verdict; say "collide" or "do not collide"`);
}
