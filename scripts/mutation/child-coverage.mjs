// Loaded first by each entry point of the reference in a mutation sandbox (see build-sandbox.mjs).
// During Stryker's coverage run the mutated code executes in server children, not in the test runner, so
// each child writes the coverage its instrumented code counted to M1ND_MUTATION_COVERAGE_DIR; the harness
// folds those files into the running scenario's coverage, and Stryker then runs each mutant against only
// the scenarios that reached it. Without the variable this module does nothing.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.M1ND_MUTATION_COVERAGE_DIR;
if (dir) {
  const file = join(dir, `${process.pid}-${Date.now().toString(36)}.json`);
  let last = '';
  const flush = () => {
    try {
      const coverage = globalThis.__stryker__?.mutantCoverage;
      if (!coverage) return;
      const text = JSON.stringify(coverage);
      if (text === last) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
      last = text;
    } catch {
      // Coverage is advisory: a child that cannot write it is only run against more scenarios.
    }
  };
  process.on('exit', flush);
  // A child killed with SIGKILL never reaches 'exit': what it covered so far is written as it goes.
  setInterval(flush, 100).unref();
}
