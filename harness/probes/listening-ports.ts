import { readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { parseProcNetTcp, socketInode, TCP_LISTEN } from './listening-ports-parse.js';

export interface ListeningPort {
  address: string;
  port: number;
  /** the process that holds the socket (the pid asked about, or one of its descendants) */
  pid: number;
}

export interface ListeningPortsOptions {
  /** `/proc` unless given (tests) */
  procRoot?: string;
  /** also look at child processes, for a server started through a wrapper; true unless given */
  includeDescendants?: boolean;
}

/**
 * The TCP sockets a process listens on, read from `/proc` alone (Linux): its socket inodes from
 * `/proc/<pid>/fd/*` matched against the LISTEN rows of its own network namespace's `tcp` and `tcp6`
 * tables. Independent of anything the process publishes. Sorted by port, then address.
 */
export async function listeningPorts(pid: number, opts: ListeningPortsOptions = {}): Promise<ListeningPort[]> {
  const proc = opts.procRoot ?? '/proc';
  const pids = opts.includeDescendants === false ? [pid] : await withDescendants(proc, pid);
  const out: ListeningPort[] = [];
  const seen = new Set<string>();
  for (const p of pids) {
    const inodes = await socketInodes(proc, p);
    if (inodes.size === 0) continue;
    for (const table of ['tcp', 'tcp6']) {
      for (const row of parseProcNetTcp(await readIfPresent(join(proc, String(p), 'net', table)))) {
        const key = `${row.address}|${row.port}`;
        if (row.state !== TCP_LISTEN || !inodes.has(row.inode) || seen.has(key)) continue;
        seen.add(key);
        out.push({ address: row.address, port: row.port, pid: p });
      }
    }
  }
  return out.sort((a, b) => a.port - b.port || a.address.localeCompare(b.address));
}

async function socketInodes(proc: string, pid: number): Promise<Set<string>> {
  const dir = join(proc, String(pid), 'fd');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return new Set(); // the process is gone
    throw new Error(`cannot list ${dir} to find the sockets of pid ${pid}: ${(cause as Error).message} (the harness must run as the same user or root)`, { cause });
  }
  const inodes = new Set<string>();
  for (const name of names) {
    const target = await readlink(join(dir, name)).catch(() => null); // closed since the listing
    const inode = target === null ? null : socketInode(target);
    if (inode !== null) inodes.add(inode);
  }
  return inodes;
}

/** pid first, then every descendant found through `/proc/<pid>/task/<tid>/children`. */
async function withDescendants(proc: string, pid: number): Promise<number[]> {
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    if (out.includes(next)) continue;
    out.push(next);
    const tasks = await readdir(join(proc, String(next), 'task')).catch(() => [] as string[]);
    for (const tid of tasks) {
      const text = await readIfPresent(join(proc, String(next), 'task', tid, 'children'));
      for (const child of text.split(/\s+/).filter(Boolean)) queue.push(Number(child));
    }
  }
  return out;
}

async function readIfPresent(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH' || code === 'EINVAL') return '';
    throw cause;
  }
}
