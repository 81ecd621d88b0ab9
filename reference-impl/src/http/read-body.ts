import type { IncomingMessage } from 'node:http';

/** The same bound the SDK transport applies to a body it reads itself. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type BodyOutcome = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'aborted' };

/** Reads a request body as UTF-8, stopping at `limit` bytes. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (outcome: BodyOutcome): void => {
      if (done) return;
      done = true;
      resolve(outcome);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish({ ok: false, reason: 'too_large' });
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => finish({ ok: false, reason: 'aborted' }));
    req.on('aborted', () => finish({ ok: false, reason: 'aborted' }));
  });
}
