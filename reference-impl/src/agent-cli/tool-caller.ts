/** What one tool call returned, whichever door carried it. */
export interface ToolOutcome {
  isError: boolean;
  /** `structuredContent`, else the JSON in `content[0].text`, else null. */
  payload: Record<string, unknown> | null;
  /** `content[0].text` as sent (an error's message). */
  text: string | null;
}

export interface ToolCaller {
  call(tool: string, args: Record<string, unknown>): Promise<ToolOutcome>;
}

/** Reads an MCP tool result (also the REST door's body) into a ToolOutcome. */
export function readToolResult(result: unknown): ToolOutcome {
  const r = (typeof result === 'object' && result !== null ? result : {}) as { isError?: unknown; structuredContent?: unknown; content?: unknown };
  const first = Array.isArray(r.content) ? (r.content[0] as { text?: unknown } | undefined) : undefined;
  const text = typeof first?.text === 'string' ? first.text : null;
  let payload: Record<string, unknown> | null = null;
  if (isObject(r.structuredContent)) payload = r.structuredContent;
  else if (text !== null) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isObject(parsed)) payload = parsed;
    } catch {
      payload = null;
    }
  }
  return { isError: r.isError === true, payload, text };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
