import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Readable, Writable } from 'node:stream';
import type { SeamHook } from '../seams/index.js';
import { LineFramer } from './line-framer.js';
import { bareToolCall } from './tool-names.js';

/**
 * Newline-delimited JSON-RPC over stdio. Unlike the SDK's transport it answers malformed
 * frames with -32700, holds `initialize` at the `mcp.initialize` seam, and reports EOF only
 * once every request it delivered has been answered.
 */
export class StdioLineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /** Called once stdin ended and no request is still being answered. */
  onDrainedEof?: () => void;

  private readonly framer = new LineFramer();
  private readonly inFlight = new Set<string | number>();
  private chain: Promise<void> = Promise.resolve();
  private eof = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly seams: SeamHook,
  ) {}

  async start(): Promise<void> {
    this.input.setEncoding('utf8');
    this.input.on('data', (chunk: string) => this.accept(this.framer.push(chunk)));
    this.input.on('end', () => {
      this.accept(this.framer.flush());
      this.chain = this.chain.then(() => {
        this.eof = true;
        this.maybeDrained();
      });
    });
    this.input.on('error', (error) => this.onerror?.(error));
  }

  private accept(lines: string[]): void {
    for (const line of lines) {
      this.chain = this.chain.then(() => this.deliver(line)).catch((error: unknown) => {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      });
    }
  }

  private async deliver(line: string): Promise<void> {
    let message: JSONRPCMessage;
    try {
      message = bareToolCall(JSONRPCMessageSchema.parse(JSON.parse(line)));
    } catch {
      await this.send({ jsonrpc: '2.0', id: null as unknown as string, error: { code: -32700, message: 'Parse error: frame is not a JSON-RPC message' } });
      return;
    }
    if ('method' in message && 'id' in message) {
      if (message.method === 'initialize') await this.seams('mcp.initialize');
      this.inFlight.add(message.id);
    }
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (('result' in message || 'error' in message) && 'id' in message) this.inFlight.delete(message.id as string | number);
    await new Promise<void>((resolve, reject) => {
      this.output.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve()));
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
