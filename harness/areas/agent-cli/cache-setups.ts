import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listTree } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { IDENTITY_FILE, OWNER_DIR, OWNER_FILE } from './lease.js';

const UNSET = '-';

/** M1ND_AGENT_CACHE_DIR and XDG_CACHE_HOME as folders of the home; "-" leaves the variable unset. */
export async function setCacheVariables(s: Scenario, cacheDir: string, xdg: string): Promise<void> {
  const fixture = await s.prepareHome();
  const area = agentArea(s);
  if (cacheDir !== UNSET) area.env.M1ND_AGENT_CACHE_DIR = join(fixture.home, cacheDir);
  if (xdg === UNSET) area.unset.add('XDG_CACHE_HOME');
  else area.env.XDG_CACHE_HOME = join(fixture.home, xdg);
}

/** M1ND_AGENT_CACHE_DIR = <home>/<alias>/<base>, where <alias> is a symbolic link to <home>/<real>. */
export async function aliasCacheBase(s: Scenario, base: string, alias: string, real: string): Promise<void> {
  const fixture = await s.prepareHome();
  await mkdir(join(fixture.home, real), { mode: 0o700 });
  await symlink(join(fixture.home, real), join(fixture.home, alias));
  agentArea(s).env.M1ND_AGENT_CACHE_DIR = join(fixture.home, alias, base);
}

export type UnsafeBase = 'a symbolic link to a private folder' | 'writable by its group' | 'writable by everyone' | 'owned by another user';

/** Prepares an unsafe cache base and remembers the home, which no refused command may change. */
export async function prepareUnsafeBase(s: Scenario, kind: string): Promise<void> {
  const fixture = await s.prepareHome();
  const base = join(fixture.home, 'cache-dir');
  if (kind === 'a symbolic link to a private folder') {
    await mkdir(join(fixture.home, 'cache-target'), { mode: 0o700 });
    await symlink(join(fixture.home, 'cache-target'), base);
  } else {
    await mkdir(base, { mode: 0o700 });
    if (kind === 'writable by its group') await chmod(base, 0o770);
    else if (kind === 'writable by everyone') await chmod(base, 0o777);
    // nobody's uid: a real other owner (root ignores mode bits, so chmod alone would prove nothing)
    else if (kind === 'owned by another user') await chown(base, 65534, 65534);
    else throw new Error(`no unsafe cache base "${kind}"; use a symbolic link to a private folder, writable by its group, writable by everyone, owned by another user`);
  }
  agentArea(s).env.M1ND_AGENT_CACHE_DIR = base;
  await rememberHome(s);
}

/** The home's whole tree (the cache, the link targets, every copy), for "byte-for-byte as it was". */
export async function rememberHome(s: Scenario): Promise<void> {
  agentArea(s).remembered.set('home-listing', JSON.stringify(await listTree(s.fixtureHome.home)));
}

export type RuntimeObject = 'runtime directory' | 'owner directory' | 'identity manifest' | 'owner proof';

/**
 * Replaces one object of the latest command's runtime by a symbolic link to a private copy elsewhere in the
 * home (a copy an implementation following the link would happily use), then remembers the home.
 */
export async function linkRuntimeObject(s: Scenario, object: string): Promise<void> {
  const runtime = agentArea(s).run().runtimeRoot();
  const elsewhere = join(s.fixtureHome.home, 'elsewhere');
  await mkdir(elsewhere, { mode: 0o700 });
  if (object === 'runtime directory') {
    await rename(runtime, join(elsewhere, 'runtime-copy'));
    await symlink(join(elsewhere, 'runtime-copy'), runtime);
  } else if (object === 'owner directory') {
    await mkdir(join(elsewhere, 'owner-copy'), { mode: 0o700 });
    await symlink(join(elsewhere, 'owner-copy'), join(runtime, OWNER_DIR));
  } else if (object === 'identity manifest') {
    await rename(join(runtime, IDENTITY_FILE), join(elsewhere, 'identity-copy.json'));
    await symlink(join(elsewhere, 'identity-copy.json'), join(runtime, IDENTITY_FILE));
  } else if (object === 'owner proof') {
    await mkdir(join(runtime, OWNER_DIR), { mode: 0o700 });
    const proof = { schema: 'm1nd-agent-runtime-owner-v1', token: randomBytes(24).toString('hex'), pid: process.pid };
    await writeFile(join(elsewhere, 'owner-copy.json'), `${JSON.stringify(proof)}\n`, { mode: 0o600 });
    await symlink(join(elsewhere, 'owner-copy.json'), join(runtime, OWNER_DIR, OWNER_FILE));
  } else {
    throw new Error(`no runtime object "${object}"; use runtime directory, owner directory, identity manifest or owner proof`);
  }
  await rememberHome(s);
}

/** `--runtime-dir`, M1ND_MCP_ARGS and M1ND_RUNTIME_DIR naming folders of the home ("-": not given). */
export async function chooseRuntimes(s: Scenario, flag: string, mcpArgs: string, variable: string): Promise<void> {
  const fixture = await s.prepareHome();
  const area = agentArea(s);
  if (flag !== UNSET) area.words.push('--runtime-dir', join(fixture.home, flag));
  if (mcpArgs !== UNSET) area.env.M1ND_MCP_ARGS = mcpArgs.replace(/(--runtime-dir[= ])(\S+)/g, (_, f: string, dir: string) => `${f}${join(fixture.home, dir)}`);
  if (variable !== UNSET) area.env.M1ND_RUNTIME_DIR = join(fixture.home, variable);
}

/** A runtime (`--runtime-dir`) or cache base (M1ND_AGENT_CACHE_DIR) inside a repository: it must never be created. */
export function placeInsideRepo(s: Scenario, what: string, rel: string, repo: string): void {
  const path = join(s.repo(repo), rel);
  if (what === 'runtime') agentArea(s).words.push('--runtime-dir', path);
  else if (what === 'cache base') agentArea(s).env.M1ND_AGENT_CACHE_DIR = path;
  else throw new Error(`"${what}" is neither runtime nor cache base`);
}
