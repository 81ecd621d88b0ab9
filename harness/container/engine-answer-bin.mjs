#!/usr/bin/env node
// Prints the container engine's own answer as one JSON line (`engine-answer-bin.mjs [IMAGE]`), or exits 1
// with the reason. Run as a bounded child by the lane probe, so a hung DOCKER_HOST can never hang the kit.
import { register } from 'tsx/esm/api';

register();
const { askEngine } = await import('./testcontainers-engine.ts');
try {
  process.stdout.write(`${JSON.stringify(await askEngine(process.argv[2] || null))}\n`);
  process.exit(0);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
