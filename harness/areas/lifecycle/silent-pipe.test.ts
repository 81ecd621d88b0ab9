import assert from 'node:assert/strict';
import { constants } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SilentPipe } from './silent-pipe.js';

const SCRATCH = await mkdtemp('/var/tmp/m1nd-silent-pipe-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const never = new Promise<never>(() => undefined);

test('a silent pipe sees its reader open it, then the reader meets the end of the file when it closes', async () => {
  const pipe = await SilentPipe.create(join(SCRATCH, 'weights'));
  assert.equal(pipe.opened, false);
  const reader = await open(pipe.path, constants.O_RDONLY | constants.O_NONBLOCK);
  await pipe.waitForReader(10_000, 'the test reader opening the pipe', never);
  assert.equal(pipe.opened, true);
  const nothing = await reader.read(Buffer.alloc(8), 0, 8, null).catch((e: NodeJS.ErrnoException) => e.code);
  assert.equal(nothing, 'EAGAIN', 'the write end is open and silent, so a read finds no byte yet');
  await pipe.close();
  assert.equal((await reader.read(Buffer.alloc(8), 0, 8, null)).bytesRead, 0, 'closed: the reader sees the end of the file');
  await reader.close();
});

test('a silent pipe nobody read closes without a thread left waiting, and says it was never opened', async () => {
  const pipe = await SilentPipe.create(join(SCRATCH, 'untouched'));
  await pipe.close();
  assert.equal(pipe.opened, false);
});

test('waiting for a reader ends as soon as the process that should read it is gone', async () => {
  const pipe = await SilentPipe.create(join(SCRATCH, 'gone'));
  try {
    await assert.rejects(pipe.waitForReader(10_000, 'a reader', Promise.reject(new Error('the server exited first'))), /exited first/);
    await assert.rejects(pipe.waitForReader(50, 'a reader opening the pipe', never), /a reader opening the pipe did not happen within 50 ms/);
  } finally {
    await pipe.close();
  }
});
