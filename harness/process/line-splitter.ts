import { StringDecoder } from 'node:string_decoder';

/** Splits a byte stream into lines on '\n' only, keeping any '\r' so frames stay byte-exact. */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';

  push(chunk: Buffer | string): string[] {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const parts = this.pending.split('\n');
    this.pending = parts.pop() ?? '';
    return parts;
  }

  /** The unterminated tail, if any, as a last line. */
  end(): string[] {
    this.pending += this.decoder.end();
    const tail = this.pending;
    this.pending = '';
    return tail === '' ? [] : [tail];
  }
}
