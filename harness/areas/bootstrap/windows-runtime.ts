import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import type { FixtureHome } from '../../homes/index.js';
import type { RuntimeChoice } from './runtime-variants.js';

/** Windows runtime classes of seed 000's owner/DACL paragraph. */
export const WINDOWS_VARIANTS = ['foreign-owner', 'everyone-write', 'inherited-write', 'open-ancestor', 'junction'] as const;
export type WindowsVariant = (typeof WINDOWS_VARIANTS)[number];

// Well-known SIDs, so the commands do not depend on the machine's language.
const EVERYONE = '*S-1-1-0';
const LOCAL_SERVICE = '*S-1-5-19';

/** Builds one Windows runtime class with icacls (needs an elevated lane for the owner change). */
export async function prepareWindowsRuntime(h: FixtureHome, variant: WindowsVariant): Promise<RuntimeChoice> {
  const plain = { arg: h.runtime, real: h.runtime, cwd: null };
  switch (variant) {
    case 'foreign-owner':
      await icacls([h.runtime, '/setowner', LOCAL_SERVICE]);
      return plain;
    case 'everyone-write':
      await icacls([h.runtime, '/grant', `${EVERYONE}:(M)`]);
      return plain;
    case 'inherited-write':
      // Inherit-only: the directory itself stays private, but everything created in it would not be.
      await icacls([h.runtime, '/grant', `${EVERYONE}:(OI)(CI)(IO)(M)`]);
      return plain;
    case 'open-ancestor': {
      const parent = join(h.root, 'open');
      await mkdir(parent, { recursive: true });
      await icacls([parent, '/grant', `${EVERYONE}:(WDAC,WO)`]);
      const runtime = join(parent, 'runtime');
      await mkdir(runtime, { recursive: true });
      return { arg: runtime, real: runtime, cwd: null };
    }
    case 'junction': {
      const link = join(h.root, 'runtime-junction');
      await symlink(h.runtime, link, 'junction');
      return { arg: link, real: h.runtime, cwd: null };
    }
  }
}

async function icacls(args: string[]): Promise<void> {
  const r = await execa('icacls', args, { reject: false, stdin: 'ignore', timeout: 30_000 });
  if (r.exitCode !== 0) {
    throw new Error(`icacls ${args.join(' ')} failed (exit ${r.exitCode}): ${String(r.stderr || r.stdout).trim()}; run the Windows lane elevated`);
  }
}

/** The Windows owner and access-list classes, as features name them. */
export const WINDOWS_CLASS_PHRASES: Readonly<Record<string, WindowsVariant>> = Object.freeze({
  'the runtime directory is owned by another account': 'foreign-owner',
  "the runtime directory's access list lets every user write it": 'everyone-write',
  "the runtime directory's access list passes write access on to every user's new files": 'inherited-write',
  'the runtime directory sits below an ancestor whose access rules every user may change': 'open-ancestor',
  'the runtime directory is named by a directory junction to a private directory': 'junction',
});

export function parseWindowsClass(words: string): WindowsVariant {
  const found = WINDOWS_CLASS_PHRASES[words];
  if (!found) throw new Error(`unknown Windows runtime class ${JSON.stringify(words)}; use one of: ${Object.keys(WINDOWS_CLASS_PHRASES).join(' | ')}`);
  return found;
}
