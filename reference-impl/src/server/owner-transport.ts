import type { ToolContext } from '../mcp/index.js';
import type { OpenedRuntime } from './open-runtime.js';

/**
 * How a start answers a signal before it serves, and how a failed preparation ends (README, "Cold
 * bootstrap, signals and recovery" and "The HTTP owner"):
 * - `cold-bootstrap` (stdio): the signal is announced; a new runtime's first scan and checkpoint are
 *   joined, then the ACK shutdown runs (exit 0); an interrupted recovery writes nothing and is journaled
 *   as quarantined (exit 143); a preparation error is `error: preparation failed` (exit 1).
 * - `publish-gated` (HTTP): until publication every signal cancels the start (exit 143, no journal);
 *   a preparation error is a refusal (exit 3).
 */
export type StartupRules = 'cold-bootstrap' | 'publish-gated';

/** The brain's tools as every transport gets them; the transport adds its ingress and caller identity. */
export type BrainTools = Omit<ToolContext, 'ingress' | 'callerRoot'>;

export interface ServingEvents {
  /** The transport's input ended (stdio EOF after every answer was written): the owner shuts down. */
  stop(): void;
  /** The transport broke; the process ends at once, keeping the owner until exit. */
  fail(error: unknown): void;
}

/** What a transport adds to the one owner session; every hook is a no-op where it has nothing to do. */
export interface OwnerTransport {
  ingress: 'stdio' | 'http';
  rules: StartupRules;
  /** After ownership, before preparation (HTTP: the bearer and the listener). An error line ends the start. */
  attach(opened: OpenedRuntime): Promise<{ failed: string } | null>;
  /** Seams passed just before and after preparation; a signal ends their holds. */
  preparationSeams: { before: string; after: string } | null;
  /** The prepared brain, handed over before publication (HTTP answers waiting requests from now on). */
  admit(tools: BrainTools): void;
  /** Starts reading requests, once published (stdio). */
  open(events: ServingEvents): void;
  /** Where the published instance record says the owner listens. */
  address(): { bind: string | null; port: number | null };
  /** Said once published (`serving <url>`), if anything. */
  servingLine(): string | null;
  /** Stops accepting requests; before the final checkpoint, or after a failed start. */
  close(): Promise<void>;
  /** Removes what `attach` created, after a failed start (a generated bearer token). */
  abandon(): void;
}
