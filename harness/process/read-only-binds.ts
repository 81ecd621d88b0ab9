/**
 * Wraps argv so it runs in a private mount namespace where `dirs` are read-only bind mounts. Every step
 * `exec`s, so the pid the harness holds is the implementation's own and signals reach it.
 */
export function wrapWithReadOnlyBinds(argv: string[], dirs: string[], drop?: { uid: number; gid: number }): string[] {
  const script = [
    'while [ "$1" != "--" ]; do',
    '  mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" || { echo "m1nd-conformance: cannot bind $1 read-only" >&2; exit 125; }',
    '  shift',
    'done',
    'shift',
    'exec "$@"',
  ].join('\n');
  // The namespace needs root; privileges drop only after the mounts are in place.
  const dropPrefix = drop ? ['setpriv', `--reuid=${drop.uid}`, `--regid=${drop.gid}`, '--clear-groups', '--'] : [];
  return ['unshare', '-m', '--propagation', 'private', 'sh', '-c', script, 'sh', ...dirs, '--', ...dropPrefix, ...argv];
}
