/** One Server-Sent Event: its `event` name (null: the default) and its data lines joined by newlines. */
export interface SseEvent {
  event: string | null;
  data: string;
}

/**
 * Splits a Server-Sent-Events text into complete events and the unfinished rest (kept for the next chunk).
 * Comment lines (`:`) and `id`/`retry` fields carry nothing a scenario reads; an event without data is dropped.
 */
export function parseSseFrames(text: string): { events: SseEvent[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** A scan phase event: an SSE whose data is a JSON object with a string `phase`; anything else is not one. */
export function phaseEventOf(e: SseEvent): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(e.data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return typeof (value as { phase?: unknown }).phase === 'string' ? (value as Record<string, unknown>) : null;
}

/** The phases that end a scan's narration. */
export const TERMINAL_PHASES: readonly string[] = Object.freeze(['done', 'failed']);

/** Field names that would fabricate a fraction of progress: a phase event never carries one. */
export const FRACTION_FIELDS: readonly string[] = Object.freeze(['percent', 'pct', 'progress', 'fraction', 'ratio']);

/** The fraction-like fields of one phase event, at any depth, case-insensitively. */
export function fractionFieldsOf(value: unknown, where = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const out: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const path = where === '' ? key : `${where}.${key}`;
    if (FRACTION_FIELDS.includes(key.toLowerCase())) out.push(path);
    out.push(...fractionFieldsOf(inner, path));
  }
  return out;
}
