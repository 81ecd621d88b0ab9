export interface ToolResult {
  isError: boolean;
  /** structuredContent, else JSON.parse(content[0].text), else the text */
  payload: unknown;
  text: string | null;
  raw: unknown;
}

/** Reads an MCP tools/call result the way upstream clients do. */
export function readToolResult(raw: unknown): ToolResult {
  const r = (raw ?? {}) as { isError?: unknown; structuredContent?: unknown; content?: unknown };
  const first = Array.isArray(r.content) ? (r.content[0] as { type?: unknown; text?: unknown } | undefined) : undefined;
  const text = first && typeof first.text === 'string' ? first.text : null;
  let payload: unknown = text;
  if (r.structuredContent !== undefined && r.structuredContent !== null) {
    payload = r.structuredContent;
  } else if (text !== null) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = text;
    }
  }
  return { isError: r.isError === true, payload, text, raw };
}
