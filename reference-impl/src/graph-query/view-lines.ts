// view: a file's numbered lines, whole or a range, with a cap on how many one answer carries.
export const MAX_VIEW_LINES = 2000;

export interface ViewLines {
  start_line: number;
  end_line: number;
  total_lines: number;
  truncated: boolean;
  lines: { n: number; text: string }[];
}

/** Lines are 1-based and inclusive; a range past the end is clipped, one starting past it is an error. */
export function sliceLines(text: string, start = 1, end?: number, cap = MAX_VIEW_LINES): ViewLines {
  const all = text.split(/\r?\n/);
  if (all.length > 1 && all[all.length - 1] === '') all.pop();
  const total = text === '' ? 0 : all.length;
  if (!Number.isInteger(start) || start < 1) throw new Error(`start_line ${start} is not a line number; lines count from 1`);
  if (end !== undefined && (!Number.isInteger(end) || end < start)) throw new Error(`end_line ${end} comes before start_line ${start}; pass an end_line at or after it`);
  if (total > 0 && start > total) throw new Error(`start_line ${start} is past the end of the file (${total} lines); pass a start_line from 1 to ${total}`);
  const last = Math.min(end ?? total, total, start + cap - 1);
  const lines = [];
  for (let n = start; n <= last; n++) lines.push({ n, text: all[n - 1]! });
  return { start_line: start, end_line: Math.max(last, start - 1), total_lines: total, truncated: last < Math.min(end ?? total, total), lines };
}
