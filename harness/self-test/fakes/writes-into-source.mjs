#!/usr/bin/env node
// Broken on purpose: leaves a derived file inside the granted source tree (`<repo>/.m1nd/x`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { relay } from './relay.mjs';

const grant = process.env.M1ND_WORKSPACE_ROOT;
if (grant) {
  try {
    mkdirSync(join(grant, '.m1nd'), { recursive: true });
    writeFileSync(join(grant, '.m1nd', 'x'), 'derived state that belongs in the runtime\n');
  } catch { /* a read-only tree stops it; other scenarios still catch it */ }
}
relay();
