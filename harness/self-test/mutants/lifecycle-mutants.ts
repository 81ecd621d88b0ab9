import type { Mutant } from './mutant.js';

// Scenarios any implementation runs (no seams, no kit layout); a mutant only those can see is selected with it.
const PORTABLE = 'not @needs:seams and not @needs:snapshot-layout';

/** Mutants of the lifecycle code: each must be killed by the scenarios its tags select. */
export const LIFECYCLE_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'new-runtime-signal-quarantines',
    file: 'bootstrap/prepare.js',
    find: 'if (!ctx.signal.aborted)\n                throw error;',
    replace: 'throw error;',
    tags: `@clause:LIFE-SIGTERM-NEW-1 and ${PORTABLE}`,
    breaks: 'a signal during a new runtime\'s optional phases is treated as a cancelled recovery: no ACK, exit 143',
  },
  {
    name: 'blocked-model-read-not-cancelled',
    file: 'lifecycle/read-isolated.js',
    find: "signal?.addEventListener('abort', onAbort, { once: true });",
    replace: '',
    tags: `@clause:LIFE-CANCEL-1 and ${PORTABLE}`,
    breaks: 'a blocked model read ignores the signal, so a cancelled start never exits',
  },
  {
    name: 'cancelled-start-exits-zero',
    file: 'server/owner-session.js',
    find: '    await giveUp(s);\n    say(io, CANCELLED_LINE);\n    return EXIT_CANCELLED;',
    replace: '    await giveUp(s);\n    say(io, CANCELLED_LINE);\n    return EXIT_OK;',
    tags: `@clause:LIFE-SIGTERM-RECOVER-1 and ${PORTABLE}`,
    breaks: 'a recovery cancelled before serving exits 0, the status of a checkpoint ACK',
  },
  {
    name: 'dead-owner-lock-kept',
    file: 'store/pid-lock.js',
    find: 'if (!isPidAlive(holder.pid))\n        return false;',
    replace: 'if (!isPidAlive(holder.pid))\n        return true;',
    tags: `@clause:LIFE-CRASH-1 and ${PORTABLE}`,
    breaks: 'the owner lock of a killed process is never taken over, so the next start is refused',
  },
  {
    name: 'warm-start-rescans',
    file: 'bootstrap/prepare.js',
    find: 'const recovering = existsSync(ctx.store.currentPath);',
    replace: 'const recovering = false;',
    tags: `(@clause:LIFE-SIGTERM-RECOVER-1 or @clause:LIFE-IDENT-UNKNOWN-1) and ${PORTABLE}`,
    breaks: 'a start on a runtime with CURRENT scans the tree again instead of recovering the checkpoint',
  },
  {
    name: 'grant-kept-as-spelled',
    file: 'launcher/resolve-grant.js',
    find: "if ('path' in c)\n        return { root: c.path };",
    replace: "if ('path' in c)\n        return { root: raw };",
    tags: `@clause:LIFE-LEGACY-1 and ${PORTABLE}`,
    breaks: 'the launcher grant is kept as spelled (trailing slash, /./, a symlinked alias) instead of canonicalised',
  },
  {
    name: 'refused-start-loads-model',
    file: 'bootstrap/recover.js',
    find: "    if (typeof decision === 'object')\n        return { ok: false, refusal: decision };\n    await step('bootstrap.reconstruct');",
    replace: "    if (typeof decision === 'object') {\n        if (ctx.derive) await ctx.derive(readPersistedGraph(loaded), ctx.signal).catch(() => null);\n        return { ok: false, refusal: decision };\n    }\n    await step('bootstrap.reconstruct');",
    tags: `@clause:LIFE-MODEL-UNTOUCHED-1 and not @clause:BOOT-MODEL-1 and ${PORTABLE}`,
    breaks: 'a start refused for a foreign identity loads the embedding model before refusing',
  },
  {
    name: 'model-loaded-at-launch',
    file: 'server/main.js',
    find: "    if (parsed.mode === 'serve')\n        return runHttp(io, parsed);",
    replace: "    if (parsed.embedModel)\n        await import('../lifecycle/index.js').then((m) => m.loadModelIsolated(parsed.embedModel, { signal: new AbortController().signal, seams: async () => { } })).catch(() => null);\n    if (parsed.mode === 'serve')\n        return runHttp(io, parsed);",
    tags: `@clause:LIFE-MODEL-UNTOUCHED-1 and ${PORTABLE}`,
    breaks: 'the embedding model is loaded at launch, before anything knows whether there are nodes to embed',
  },
  {
    name: 'ack-before-final-checkpoint',
    file: 'server/owner-shutdown.js',
    find: "    try {\n        await steps.seams('shutdown.checkpoint');",
    replace: "    steps.say(ACK_LINE);\n    try {\n        await steps.seams('shutdown.checkpoint');",
    tags: '@clause:LIFE-CKPT-FAIL-1',
    breaks: 'the checkpoint ACK is printed before the final checkpoint is durable',
  },
  {
    name: 'failed-checkpoint-releases-owner',
    file: 'server/owner-shutdown.js',
    find: '        steps.say(`error: final checkpoint failed',
    replace: '        steps.release();\n        steps.say(`error: final checkpoint failed',
    tags: '@clause:LIFE-CKPT-FAIL-1',
    breaks: 'a failed final checkpoint releases the owner lock instead of keeping it until exit',
  },
]);
