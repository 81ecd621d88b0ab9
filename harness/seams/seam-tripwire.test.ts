import assert from 'node:assert/strict';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { SeamTripwire } from './seam-tripwire.js';

test('a reached held seam rejects the raced wait with the reason', async () => {
  const dir = await mkdtemp(join(process.cwd(), '.tripwire-'));
  const wire = new SeamTripwire(dir);
  try {
    wire.arm('ingest.scan', 'a restart must not scan');
    const never = new Promise<string>(() => undefined);
    const rejected = assert.rejects(wire.race(never), /pid 4242\) reached the held seam "ingest.scan": a restart must not scan/);
    // Written whole, as an implementation does, so the marker carries its pid when it appears.
    await writeFile(join(dir, 'marker.tmp'), '4242');
    await rename(join(dir, 'marker.tmp'), join(dir, 'ingest.scan.reached'));
    await rejected;
    assert.deepEqual(wire.reached(), ['ingest.scan']);
  } finally {
    wire.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('an unarmed tripwire passes results through', async () => {
  const dir = await mkdtemp(join(process.cwd(), '.tripwire-'));
  const wire = new SeamTripwire(dir);
  try {
    assert.equal(await wire.race(Promise.resolve(7)), 7);
  } finally {
    wire.close();
    await rm(dir, { recursive: true, force: true });
  }
});
