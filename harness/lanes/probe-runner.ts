import { execa } from 'execa';

export interface ProbeRun {
  ok: boolean;
  output: string;
}

/** Runs one probe command with a time bound; never throws, the failure is evidence. */
export type ProbeRunner = (argv: string[], env: Record<string, string>, boundMs: number) => Promise<ProbeRun>;

export const runProbe: ProbeRunner = async (argv, env, boundMs) => {
  const [file, ...args] = argv;
  if (!file) return { ok: false, output: 'empty argv' };
  try {
    const r = await execa(file, args, { env, extendEnv: false, reject: false, timeout: boundMs, stdin: 'ignore', all: true });
    const output = String(r.all ?? '').trim().split('\n').slice(0, 3).join(' | ');
    if (r.timedOut) return { ok: false, output: `no answer within ${boundMs} ms` };
    if (r.failed && r.exitCode === undefined) return { ok: false, output: oneLine(r.shortMessage ?? 'failed to start') };
    return { ok: r.exitCode === 0, output: r.exitCode === 0 ? output : `exit ${r.exitCode}: ${output}` };
  } catch (cause) {
    return { ok: false, output: oneLine((cause as Error).message) };
  }
};

/** Evidence is printed in tables and one-line summaries. */
function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' | ');
}
