// Watches /proc for server processes that serve a runtime under a fixture home: how many run at once per
// runtime (the most ever seen), and which are left after a batch. An observation, never an ordering device:
// the soak's verdicts come from exits and envelopes; this adds the owner count the lease must keep at one.
import { readdirSync, readFileSync } from 'node:fs';

export interface RuntimeProcess {
  pid: number;
  runtime: string;
}

/**
 * Processes whose environment names a runtime under `home` (M1ND_RUNTIME_DIR) and whose argv looks like a server.
 * A server's own child between fork and exec still shows the server's argv and environment: a process whose
 * parent is such a server is that server's child, not a second owner.
 */
export function serversUnder(home: string): RuntimeProcess[] {
  const out: RuntimeProcess[] = [];
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let environ: string;
    let cmdline: string;
    try {
      environ = readFileSync(`/proc/${name}/environ`, 'latin1');
      cmdline = readFileSync(`/proc/${name}/cmdline`, 'latin1');
    } catch {
      continue;
    }
    if (!cmdline.includes('m1nd-mcp')) continue;
    const runtime = environ.split('\0').find((v) => v.startsWith('M1ND_RUNTIME_DIR='))?.slice('M1ND_RUNTIME_DIR='.length);
    if (!runtime?.startsWith(home)) continue;
    out.push({ pid: Number(name), runtime });
    parents.set(Number(name), parentOf(Number(name)));
  }
  const pids = new Set(out.map((p) => p.pid));
  return out.filter((p) => !pids.has(parents.get(p.pid) ?? -1));
}

function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]?.split(' ')[1] ?? -1);
  } catch {
    return -1;
  }
}

/** Any process at all whose environment points into `home` (the CLI's HOME, a server's runtime). */
export function processesUnder(home: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').includes(`=${home}`)) out.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

/** Polls until `stop()` and keeps the largest number of servers seen at once per runtime. */
export class OwnerWatch {
  readonly most = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly home: string, private readonly everyMs = 20) {}

  start(): void {
    const look = () => {
      const counts = new Map<string, number>();
      for (const p of serversUnder(this.home)) counts.set(p.runtime, (counts.get(p.runtime) ?? 0) + 1);
      for (const [runtime, n] of counts) this.most.set(runtime, Math.max(this.most.get(runtime) ?? 0, n));
    };
    look();
    this.timer = setInterval(look, this.everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
