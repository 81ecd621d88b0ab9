import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Readable, Writable } from 'node:stream';
import type { SeamHook } from '../seams/index.js';
import { bareToolCall } from './tool-names.js';

const NEWLINE = 0x0a;

/**
 * Newline-delimited JSON-RPC over stdio, framed by the SDK. Unlike the SDK's transport it answers
 * each malformed frame with -32700, reads a last frame left without its newline at EOF, holds
 * `initialize` at the `mcp.initialize` seam, and reports EOF only once every request it
 * delivered has been answered.
 */
export class StdioLineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /** Called once stdin ended and no request is still being answered. */
  onDrainedEof?: () => void;

  private readonly frames = new ReadBuffer();
  /** True while the bytes read so far end inside a frame. */
  private unterminated = false;
  private readonly inFlight = new Set<string | number>();
  private chain: Promise<void> = Promise.resolve();
  private eof = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly seams: SeamHook,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', (chunk: Buffer | string) => this.accept(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    this.input.on('end', () => {
      if (this.unterminated) this.accept(Buffer.of(NEWLINE));
      this.chain = this.chain.then(() => {
        this.eof = true;
        this.maybeDrained();
      });
    });
    this.input.on('error', (error) => this.onerror?.(error));
  }

  private accept(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.unterminated = chunk[chunk.length - 1] !== NEWLINE;
    let frames: (JSONRPCMessage | null)[];
    try {
      this.frames.append(chunk);
      frames = this.readFrames();
    } catch {
      frames = [null]; // the frame outgrew the SDK's buffer bound
    }
    for (const frame of frames) {
      this.chain = this.chain.then(() => this.deliver(frame)).catch((error: unknown) => {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      });
    }
  }

  /** Every complete frame buffered so far, in order; null for one that is not a JSON-RPC message. */
  private readFrames(): (JSONRPCMessage | null)[] {
    const frames: (JSONRPCMessage | null)[] = [];
    for (;;) {
      try {
        const message = this.frames.readMessage();
        if (message === null) return frames;
        frames.push(message);
      } catch {
        frames.push(null);
      }
    }
  }

  private async deliver(frame: JSONRPCMessage | null): Promise<void> {
    if (frame === null) {
      await this.send({ jsonrpc: '2.0', id: null as unknown as string, error: { code: -32700, message: 'Parse error: frame is not a JSON-RPC message' } });
      return;
    }
    const message = bareToolCall(frame);
    if ('method' in message && 'id' in message) {
      if (message.method === 'initialize') await this.seams('mcp.initialize');
      this.inFlight.add(message.id);
    }
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (('result' in message || 'error' in message) && 'id' in message) this.inFlight.delete(message.id as string | number);
    await new Promise<void>((resolve, reject) => {
      this.output.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
    this.maybeDrained();
  }

  private maybeDrained(): void {
    if (!this.eof || this.inFlight.size > 0) return;
    const done = this.onDrainedEof;
    this.onDrainedEof = undefined;
    done?.();
  }

  async close(): Promise<void> {
    this.input.pause();
    this.onclose?.();
  }
}
