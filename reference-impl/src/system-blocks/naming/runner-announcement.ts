import { closeSync, fstatSync, openSync, readSync, constants } from 'node:fs';

/** The variable naming the naming daemon's loopback URL. */
export const NAMING_RUNNER_URL_VARIABLE = 'M1ND_NAMING_RUNNER_URL';
/** The variable naming the private file that holds the secret shared with the daemon. */
export const NAMING_RUNNER_SECRET_FILE_VARIABLE = 'M1ND_NAMING_RUNNER_SECRET_FILE';

/** An announced runner: usable (its URL and the shared secret), or announced but unusable and why. */
export type RunnerAnnouncement = { url: string; secret: string } | { unusable: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_SECRET_BYTES = 4096;

/** The daemon's base URL when it is plain http on a loopback host, else why not. */
export function checkRunnerUrl(text: string): { url: string } | { unusable: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { unusable: `${NAMING_RUNNER_URL_VARIABLE} is not a URL` };
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || url.username !== '' || url.password !== '') {
    return { unusable: `${NAMING_RUNNER_URL_VARIABLE} must be an http:// URL on a loopback host, without credentials` };
  }
  return { url: `${url.protocol}//${url.host}` };
}

/**
 * The shared secret: a regular file (a link is not followed), private to its owner (no group or other bits),
 * owned by this process's user, holding 32 to 4096 bytes of printable text. The secret never appears in a reason.
 */
export function readRunnerSecret(path: string, uid: number | null): { secret: string } | { unusable: string } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    return { unusable: `the runner secret file cannot be opened (${(error as { code?: string }).code ?? 'error'})` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { unusable: 'the runner secret file is not a regular file' };
    if ((st.mode & 0o077) !== 0) return { unusable: 'the runner secret file is readable or writable by group or others; make it 0600' };
    if (uid !== null && st.uid !== uid) return { unusable: 'the runner secret file belongs to another user' };
    const buf = Buffer.alloc(MAX_SECRET_BYTES + 1);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const secret = buf.subarray(0, n).toString('utf8').trim();
    if (n > MAX_SECRET_BYTES || secret.length < 32 || !/^[\x21-\x7e]+$/.test(secret)) return { unusable: 'the runner secret file does not hold 32 to 4096 printable characters' };
    return { secret };
  } finally {
    closeSync(fd);
  }
}

/** The runner this environment announces: null when neither variable is set, else usable or why not. */
export function readRunnerAnnouncement(env: Record<string, string | undefined>, uid: number | null): RunnerAnnouncement | null {
  const urlText = env[NAMING_RUNNER_URL_VARIABLE];
  const secretFile = env[NAMING_RUNNER_SECRET_FILE_VARIABLE];
  if ((urlText ?? '') === '' && (secretFile ?? '') === '') return null;
  if (!urlText) return { unusable: `${NAMING_RUNNER_URL_VARIABLE} is not set` };
  if (!secretFile) return { unusable: `${NAMING_RUNNER_SECRET_FILE_VARIABLE} is not set` };
  const url = checkRunnerUrl(urlText);
  if ('unusable' in url) return url;
  const secret = readRunnerSecret(secretFile, uid);
  if ('unusable' in secret) return secret;
  return { url: url.url, secret: secret.secret };
}
