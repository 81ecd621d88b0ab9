import type { Mutant } from './mutant.js';

// Scenarios any agent CLI runs: the kit's stand-in server, no seams, no native server behind the CLI.
const PORTABLE = 'not @needs:seams and not @needs:native-binary';

/** Mutants of the agent-cli code: each must be killed by the scenarios its tags select. */
export const AGENT_CLI_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'lease-wait-ignores-interrupt',
    file: 'agent-cli/owned-runtime.js',
    find: 'signal: opts.interrupt.signal,',
    replace: 'signal: new AbortController().signal,',
    tags: `@clause:AGENT-SIGNAL-2 and ${PORTABLE}`,
    breaks: 'a signal does not end a wait for the lease: the waiter keeps waiting for the owner',
  },
  {
    name: 'waiter-marker-left-after-timeout',
    file: 'agent-cli/lease.js',
    find: 'finally {\n        removeOwnMarker(marker);',
    replace: 'finally {\n        if (opts.signal.aborted)\n            removeOwnMarker(marker);',
    tags: `@clause:AGENT-WAIT-1 and ${PORTABLE}`,
    breaks: 'a waiter that ran out of time leaves its waiter marker behind',
  },
  {
    name: 'waiter-removes-every-marker',
    file: 'agent-cli/lease.js',
    find: 'finally {\n        removeOwnMarker(marker);',
    replace: 'finally {\n        for (const name of readdirSync(runtimeDir))\n            if (name.startsWith(WAITER_PREFIX))\n                removeOwnMarker(join(runtimeDir, name));',
    tags: `@clause:AGENT-WAITER-1 and ${PORTABLE}`,
    breaks: 'an interrupted waiter removes every waiter marker, not only its own',
  },
  {
    name: 'contender-skips-the-lease',
    file: 'agent-cli/lease.js',
    find: "assertRealDirectory(ownerDir, 'owner directory');\n        return null;",
    replace: "assertRealDirectory(ownerDir, 'owner directory');\n        return { runtimeDir, ownerDir, token };",
    tags: `@clause:AGENT-OWNER-1 and ${PORTABLE}`,
    breaks: 'a contender that finds the lease taken goes on as if it held it instead of waiting',
  },
  {
    name: 'lease-in-the-cache-base',
    file: 'agent-cli/lease.js',
    find: 'const ownerDir = join(runtimeDir, OWNER_DIR);',
    replace: "const ownerDir = join(runtimeDir, '..', OWNER_DIR);",
    tags: `@clause:AGENT-KEYS-1 and ${PORTABLE}`,
    breaks: 'the lease is taken on the cache base, so every runtime key shares one lease',
  },
  {
    name: 'cache-key-ignores-branch',
    file: 'agent-cli/cache-identity.js',
    find: 'JSON.stringify(identity)',
    replace: 'JSON.stringify({ ...identity, source_revision: { ...identity.source_revision, branch: null } })',
    tags: `@clause:AGENT-IDENTITY-2 and ${PORTABLE}`,
    breaks: 'the cache key leaves the branch out, so a branch change meets the other branch\'s runtime',
  },
  {
    name: 'eof-budget-a-tenth',
    file: 'agent-cli/budgets.js',
    find: 'afterEofMs: 5_000,',
    replace: 'afterEofMs: 500,',
    tags: `@clause:AGENT-SHUTDOWN-1 and not @clause:AGENT-RELEASE-1 and ${PORTABLE}`,
    breaks: 'the budget after EOF is half a second, so a server still checkpointing is sent SIGTERM',
  },
  {
    name: 'sigkill-after-eof',
    file: 'agent-cli/stdio-session.js',
    find: "proc.signal('SIGTERM');",
    replace: "proc.signal('SIGKILL');",
    tags: `@clause:AGENT-SHUTDOWN-1 and @clause:AGENT-RELEASE-1 and ${PORTABLE}`,
    breaks: 'a server that outlives the EOF budget is sent SIGKILL, not SIGTERM, while it may still be checkpointing',
  },
]);
