// A Go module's go.mod: the module path its directory's import paths start with. No grammar parses it; its
// `module` directive is the one line the resolver needs, kept as link material so a refresh keeps it too.

/** The link material's language for a go.mod file. */
export const GO_MOD_LANG = 'gomod';

export function isGoMod(relPath: string): boolean {
  return relPath === 'go.mod' || relPath.endsWith('/go.mod');
}

/** The path of `module example.com/m` (quoted or not, comments aside), or null when the file declares none. */
export function goModulePath(text: string): string | null {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    const m = /^module\s+(?:"([^"]+)"|(\S+))$/.exec(line);
    if (m) return m[1] ?? m[2]!;
  }
  return null;
}
