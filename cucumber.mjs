// Cucumber configuration. Formats are left to the runner script, which adds its report outputs.
// register.mjs comes first so the TypeScript step files load through tsx.
import { availableParallelism } from 'node:os';

// Scenarios run on one worker per core (at most 4) by default: each has its own fixture home, and the few that
// must run alone say so (steps/support/hooks.ts). CUCUMBER_PARALLEL=1 runs them one at a time.
const chosen = Number.parseInt(process.env.CUCUMBER_PARALLEL ?? '', 10);
const workers = Number.isFinite(chosen) ? chosen : Math.min(availableParallelism(), 4);
const parallel = workers > 1 ? workers : 0;

export default {
  paths: ['features/**/*.feature'],
  import: ['steps/support/register.mjs', 'steps/**/*.ts'],
  strict: true,
  // The extended rows of the path-attack tables run only under `npm run attacks` (M1ND_ATTACKS=all).
  tags: process.env.M1ND_ATTACKS === 'all' ? '' : 'not @attack:extended',
  parallel,
};
