// Test support, run as a real child process: takes the lease on argv[2], prints "acquired", and
// releases when its stdin ends (or keeps it when argv[3] is "keep").
import { acquireLease, releaseLease } from './lease.js';

const runtime = process.argv[2] as string;
const lease = await acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 60_000, signal: new AbortController().signal });
process.stdout.write('acquired\n');
process.stdin.resume();
process.stdin.on('end', () => {
  if (process.argv[3] !== 'keep') releaseLease(lease);
  process.stdout.write('released\n');
  process.exit(0);
});
