// Runs git read-only against one work tree, with an environment that cannot redirect it elsewhere.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';

export interface GitResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Upper bound on what one git call may print; a longer history is a bug in the bounds, not data. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * The caller's environment without any `GIT_*` variable (GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE... would
 * point git at another repository), git's discovery fenced at the root's parent so an enclosing
 * repository is never used, and optional locks off so reading never writes into the source tree.
 */
export function gitEnv(env: Record<string, string | undefined>, root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !k.startsWith('GIT_')) out[k] = v;
  out.GIT_CEILING_DIRECTORIES = dirname(root);
  out.GIT_OPTIONAL_LOCKS = '0';
  out.GIT_TERMINAL_PROMPT = '0';
  out.GIT_CONFIG_NOSYSTEM = '1';
  return out;
}

/** `git -C root -c core.quotepath=off <args>`; aborting `signal` kills git and rejects with its reason. */
export function runGit(root: string, args: string[], env: Record<string, string>, signal?: AbortSignal): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn('git', ['-C', root, '-c', 'core.quotepath=off', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (b: Buffer) => {
      size += b.length;
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else out.push(b);
    });
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => reject(signal?.aborted ? signal.reason : e));
    child.on('close', (status) => {
      if (signal?.aborted) return reject(signal.reason);
      if (size > MAX_OUTPUT_BYTES) return reject(new Error(`git ${args[0]} printed more than ${MAX_OUTPUT_BYTES} bytes in ${root}`));
      resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8').trim() });
    });
  });
}
