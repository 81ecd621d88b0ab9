import { lstatSync, statSync, type Stats } from 'node:fs';
import { dirname, isAbsolute } from 'node:path';
import { canonicalise } from '../paths/index.js';
import { refuse, type LaunchRefusal } from './launch-refusal.js';

const GROUP_OR_OTHER_WRITE = 0o022;

/**
 * Checks that the runtime directory is private to this UID and outside the granted tree.
 * Read-only: it never creates or changes anything, so a refusal leaves no trace.
 */
export function validateRuntime(
  runtimeRaw: string | null,
  canonicalGrant: string,
  ids: { uid: number },
): { runtime: string } | LaunchRefusal {
  if (runtimeRaw === null || runtimeRaw === '') {
    return refuse('launcher_workspace_requires_explicit_runtime', 'a workspace grant needs a runtime directory: pass --runtime-dir or set M1ND_RUNTIME_DIR');
  }
  if (!isAbsolute(runtimeRaw)) {
    return refuse('launcher_workspace_runtime_not_absolute', `runtime directory ${JSON.stringify(runtimeRaw)} is relative; pass an absolute path`);
  }
  if (runtimeRaw.split('/').includes('..')) {
    return refuse('launcher_workspace_runtime_parent_component', `runtime directory ${runtimeRaw} contains a '..' component; pass the direct path`);
  }
  // A trailing slash would make lstat follow a symlinked leaf.
  const leaf = runtimeRaw.length > 1 ? runtimeRaw.replace(/\/+$/, '') || '/' : runtimeRaw;
  let st: Stats;
  try {
    st = lstatSync(leaf);
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'unknown error';
    return refuse('launcher_workspace_runtime_missing', `runtime directory ${runtimeRaw} cannot be found (${code}); create it with mode 0700 first`);
  }
  if (st.isSymbolicLink()) {
    return refuse('launcher_workspace_runtime_symlink', `runtime directory ${runtimeRaw} is a symbolic link; pass the real directory`);
  }
  if (!st.isDirectory()) {
    return refuse('launcher_workspace_runtime_not_directory', `runtime path ${runtimeRaw} is not a directory`);
  }
  if (st.uid !== ids.uid) {
    return refuse('launcher_workspace_runtime_foreign_owner', `runtime directory ${runtimeRaw} is owned by uid ${st.uid}, not by this process's uid ${ids.uid}`);
  }
  if ((st.mode & GROUP_OR_OTHER_WRITE) !== 0) {
    return refuse('launcher_workspace_runtime_not_private', `runtime directory ${runtimeRaw} has mode ${octal(st.mode)}, writable by group or other; chmod it to 0700`);
  }
  const canonical = canonicalise(leaf);
  if (!('path' in canonical)) {
    return refuse('launcher_workspace_runtime_missing', `runtime directory ${runtimeRaw} does not canonicalise (${canonical.errno ?? canonical.reason})`);
  }
  const runtime = canonical.path;
  const unsafe = findUnsafeAncestor(runtime);
  if (unsafe) return unsafe;
  if (isSameOrInside(runtime, canonicalGrant)) {
    return refuse('launcher_workspace_runtime_inside_source', `runtime directory ${runtime} lies inside the granted workspace ${canonicalGrant}; keep derived state outside the source tree`);
  }
  return { runtime };
}

/** Every canonical ancestor up to '/' must be a directory nobody but its owner can write (sticky 1777 included). */
function findUnsafeAncestor(canonical: string): LaunchRefusal | null {
  let dir = canonical;
  while (dir !== '/') {
    dir = dirname(dir);
    let st: Stats;
    try {
      st = statSync(dir);
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'unknown error';
      return refuse('launcher_workspace_runtime_not_private', `ancestor ${dir} of the runtime cannot be inspected (${code})`);
    }
    if (!st.isDirectory()) {
      return refuse('launcher_workspace_runtime_not_private', `ancestor ${dir} of the runtime is not a directory`);
    }
    if ((st.mode & GROUP_OR_OTHER_WRITE) !== 0) {
      return refuse('launcher_workspace_runtime_not_private', `ancestor ${dir} of the runtime has mode ${octal(st.mode)}, writable by group or other; move the runtime under a private directory`);
    }
  }
  return null;
}

export function isSameOrInside(path: string, root: string): boolean {
  if (path === root) return true;
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(prefix);
}

function octal(mode: number): string {
  return `0${(mode & 0o7777).toString(8)}`;
}
