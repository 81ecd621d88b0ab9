// Cucumber configuration. Formats are left to the runner script, which adds its report outputs.
// register.mjs comes first so the TypeScript step files load through tsx.
const parallel = Number.parseInt(process.env.CUCUMBER_PARALLEL ?? '0', 10);

export default {
  paths: ['features/**/*.feature'],
  import: ['steps/support/register.mjs', 'steps/**/*.ts'],
  strict: true,
  // The extended rows of the path-attack tables run only under `npm run attacks` (M1ND_ATTACKS=all).
  tags: process.env.M1ND_ATTACKS === 'all' ? '' : 'not @attack:extended',
  parallel: Number.isFinite(parallel) && parallel > 0 ? parallel : 0,
};
