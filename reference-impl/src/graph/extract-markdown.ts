// Markdown headings as section symbols: each runs to the next heading of its level or above, nested by level.
import type { MarkdownIt } from 'markdown-it';
import { symbolAt, type RawSymbol } from './extract-common.js';

const MARKDOWN = /\.(md|markdown)$/i;

let parser: Promise<MarkdownIt> | null = null;

export function isMarkdown(relPath: string): boolean {
  return MARKDOWN.test(relPath);
}

/** The file's headings (ATX and setext) as `section` symbols; loaded on first use, so code-only trees never pay for it. */
export async function extractSections(text: string, lines: readonly string[]): Promise<RawSymbol[]> {
  parser ??= import('markdown-it').then((m) => new m.default('commonmark'));
  const md = await parser;
  const tokens = md.parse(text, {});
  const heads: { level: number; row: number; label: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== 'heading_open' || !t.map) continue;
    const label = (tokens[i + 1]?.content ?? '').trim();
    if (label !== '') heads.push({ level: Number(t.tag.slice(1)), row: t.map[0], label });
  }
  const lastRow = Math.max(0, (lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length) - 1);
  const out: RawSymbol[] = [];
  // Open sections, innermost last; a heading closes every open one of its level or deeper on the line before it.
  const open: { level: number; at: number }[] = [];
  for (const h of heads) {
    while (open.length > 0 && open[open.length - 1]!.level >= h.level) close(out[open.pop()!.at]!, h.row - 1);
    const parent = open.length > 0 ? out[open[open.length - 1]!.at]!.qualified : null;
    const qualified = parent ? `${parent}.${h.label}` : h.label;
    open.push({ level: h.level, at: out.length });
    out.push(symbolAt(qualified, h.label, 'section', h.row, lastRow, parent));
  }
  return out;
}

/** Ends a section on 0-based `row` (never before its heading). */
function close(s: RawSymbol, row: number): void {
  s.line_end = Math.max(s.line_start, row + 1);
}
