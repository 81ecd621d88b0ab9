#!/usr/bin/env node
// Broken on purpose: when the runtime directory is writable by group or other, it quietly moves its
// state to a private directory of its own instead of refusing.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { relay } from './relay.mjs';

const env = { ...process.env };
const runtime = env.M1ND_RUNTIME_DIR;
try {
  if (runtime && (statSync(runtime).mode & 0o022) !== 0) {
    const own = join(env.HOME ?? '/var/tmp', 'fake-private-runtime');
    mkdirSync(own, { recursive: true, mode: 0o700 });
    env.M1ND_RUNTIME_DIR = own;
  }
} catch { /* the reference reports what is wrong */ }
relay({ env });
