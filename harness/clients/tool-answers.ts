import type { ToolResult } from './tool-result.js';

/** A search or seek hit as the battery reads it (upstream field names; extra fields are ignored). */
export interface Hit {
  label: string;
  filePath: string;
}

/** Positive calls must never carry isError (seed 000, subprocess battery hygiene). */
export function requirePositive(result: ToolResult, call: string): Record<string, unknown> {
  if (result.isError) {
    throw new Error(`${call} answered isError: true on a call expected to succeed: ${result.text ?? JSON.stringify(result.raw)}`);
  }
  if (typeof result.payload !== 'object' || result.payload === null || Array.isArray(result.payload)) {
    throw new Error(`${call} answered no JSON object (structuredContent or JSON text): ${result.text ?? JSON.stringify(result.raw)}`);
  }
  return result.payload as Record<string, unknown>;
}

/** The `results` list of a search or seek payload. */
export function readHits(payload: Record<string, unknown>, call: string): Hit[] {
  const results = payload.results;
  if (!Array.isArray(results)) throw new Error(`${call} payload has no results array: ${JSON.stringify(payload).slice(0, 400)}`);
  return results.map((r: unknown) => {
    const o = (r ?? {}) as Record<string, unknown>;
    return { label: String(o.label ?? ''), filePath: String(o.file_path ?? '') };
  });
}

/** A hit's file matches a repository-relative path whether the server reports it relative or absolute. */
export function sameFile(reported: string, relative: string): boolean {
  const r = reported.replace(/\\/g, '/');
  return r === relative || r.endsWith(`/${relative}`);
}

/** Throws unless some hit has this exact label (and, when given, this file). */
export function requireHit(hits: Hit[], label: string, file: string | null, call: string): void {
  const found = hits.some((h) => h.label === label && (file === null || sameFile(h.filePath, file)));
  if (!found) {
    const shown = hits.slice(0, 10).map((h) => `${h.label} (${h.filePath})`).join(', ') || 'no results';
    throw new Error(`${call} did not find ${label}${file ? ` in ${file}` : ''}; it returned: ${shown}`);
  }
}

/** The declared root set as a sorted set: duplicate declarations of one root count once. */
export function readRootSet(payload: Record<string, unknown>, call: string): string[] {
  const roots = payload.roots ?? payload.ingest_roots;
  if (!Array.isArray(roots) || roots.some((r) => typeof r !== 'string')) {
    throw new Error(`${call} payload has no roots list of strings: ${JSON.stringify(payload).slice(0, 400)}`);
  }
  return [...new Set(roots as string[])].sort();
}

/** Whether `child` is `parent` itself or lies below it (both absolute, separators normalised). */
export function isInside(child: string, parent: string): boolean {
  const c = child.replace(/\\/g, '/').replace(/\/+$/, '');
  const p = parent.replace(/\\/g, '/').replace(/\/+$/, '');
  return c === p || c.startsWith(`${p}/`);
}

/**
 * Whether a freshness summary claims freshness. Wording is free, so this accepts mentions that deny it
 * ("0 fresh", "not fresh", "no claim ... fresh") and flags any other use of "fresh" or "up to date".
 */
export function summarySaysFresh(summary: unknown): boolean {
  if (typeof summary !== 'string') return summary !== null && typeof summary === 'object' && JSON.stringify(summary).includes('"fresh":true');
  const text = summary.toLowerCase();
  const claims = /(?:^|[^a-z0-9])(?:(\S+)\s+)?(fresh|up[ -]to[ -]date)\b/g;
  for (const m of text.matchAll(claims)) {
    const before = m[1] ?? '';
    if (!['0', 'no', 'not', 'zero', 'never', 'none'].includes(before)) return true;
  }
  return false;
}

/** Keys sorted at every level, so equal payloads serialise to equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
