// Hand-written on purpose: how the server frames (and answers) malformed input on stdio is part of what the battery observes.
/** Splits a byte stream into newline-delimited frames; a pure class so framing is unit-testable. */
export class LineFramer {
  private pending = '';

  /** Appends a chunk and returns every complete line (without the newline, `\r` trimmed). */
  push(chunk: string): string[] {
    this.pending += chunk;
    const lines: string[] = [];
    let at = this.pending.indexOf('\n');
    while (at >= 0) {
      const line = this.pending.slice(0, at).replace(/\r$/, '');
      this.pending = this.pending.slice(at + 1);
      if (line.trim() !== '') lines.push(line);
      at = this.pending.indexOf('\n');
    }
    return lines;
  }

  /** What remains after EOF: a final frame without its newline, if any. */
  flush(): string[] {
    const rest = this.pending.trim();
    this.pending = '';
    return rest === '' ? [] : [rest];
  }
}
