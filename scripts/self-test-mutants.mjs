#!/usr/bin/env node
// `npm run self-test:mutants`: every self-test mutant of the built reference must be caught by the scenarios
// its tags select, and the unmutated copy must pass them all. A campaign of its own (minutes: each mutant
// runs its scenarios), run by .ci/run after `npm test`. Ends with one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
mkdirSync(join(root, 'reports'), { recursive: true });
const tap = join(root, 'reports', 'self-test-mutants.tap');
const status = spawnSync(process.execPath, [
  '--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`,
  'harness/self-test/mutants-are-caught.test.ts',
], { cwd: root, stdio: 'inherit' }).status;
const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
const failed = count('fail') + count('cancelled') + (status !== 0 && count('fail') + count('cancelled') === 0 ? 1 : 0);
console.log(`\n${count('pass')} passed, ${failed} failed`);
process.exit(failed > 0 || count('pass') === 0 ? 1 : 0);
