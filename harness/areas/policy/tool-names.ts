/** `m1nd.x` and `m1nd_x` name the tool `x` (seed 001); one prefix is stripped, as the seed does. */
export function bareName(tool: string): string {
  return tool.startsWith('m1nd.') || tool.startsWith('m1nd_') ? tool.slice('m1nd.'.length) : tool;
}

/** Tools advertised more than once once their prefixes are stripped. */
export function duplicatedTools(advertised: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of advertised.map(bareName)) (seen.has(name) ? twice : seen).add(name);
  return [...twice].sort();
}
