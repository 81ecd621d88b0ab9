/** `m1nd.x` and `m1nd_x` name the same tool as `x`; only one prefix is stripped. */
export function bareToolName(tool: string): string {
  if (tool.startsWith('m1nd.') || tool.startsWith('m1nd_')) return tool.slice(5);
  return tool;
}
