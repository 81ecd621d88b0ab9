import type { ChildHandle } from '../process/index.js';
import { DEFAULT_BOUND_MS } from '../process/index.js';
import { listeningPorts, type ListeningPort, type ListeningPortsOptions } from './listening-ports.js';

export interface WaitForPortOptions extends ListeningPortsOptions {
  /** how often /proc is read again; a re-check rate, never an ordering device (default 20 ms) */
  pollMs?: number;
  /** which sockets count (e.g. loopback only); any listening socket unless given */
  accept?: (port: ListeningPort) => boolean;
}

/**
 * Resolves with the accepted sockets the process listens on as soon as there is one: the process decides
 * when that happens, `boundMs` only ends a hung wait. Given a ChildHandle it rejects at once when the
 * child exits first, naming its argv and last stderr lines.
 */
export function waitForListeningPort(target: number | ChildHandle, boundMs = DEFAULT_BOUND_MS, opts: WaitForPortOptions = {}): Promise<ListeningPort[]> {
  const child = typeof target === 'number' ? null : target;
  const pid = typeof target === 'number' ? target : target.pid;
  const accept = opts.accept ?? (() => true);
  return new Promise<ListeningPort[]>((resolve, reject) => {
    let done = false;
    let checking = false;
    const finish = (error: Error | null, ports: ListeningPort[] = []) => {
      if (done) return;
      done = true;
      clearInterval(poll);
      clearTimeout(bound);
      if (error) reject(error);
      else resolve(ports);
    };
    const check = () => {
      if (done || checking) return;
      checking = true;
      listeningPorts(pid, opts).then(
        (all) => {
          const ports = all.filter(accept);
          if (ports.length > 0) finish(null, ports);
        },
        (error: unknown) => finish(error as Error),
      ).finally(() => { checking = false; });
    };
    const poll = setInterval(check, opts.pollMs ?? 20);
    const bound = setTimeout(() => finish(new Error(`pid ${pid} listened on no accepted TCP port within ${boundMs} ms${describe(child)}`)), boundMs);
    child?.onExit((s) => finish(new Error(`pid ${pid} exited (code ${s.code}, signal ${s.signal}) before it listened on an accepted TCP port${describe(child)}`)));
    check();
  });
}

function describe(child: ChildHandle | null): string {
  if (!child) return '';
  return ` (argv: ${child.argv.join(' ')}; last stderr: ${child.stderrLines.slice(-3).join(' | ') || '(none)'})`;
}
