// Cucumber configuration. Formats are left to the runner script, which adds its report outputs.
// register.mjs comes first so the TypeScript step files load through tsx.
const parallel = Number.parseInt(process.env.CUCUMBER_PARALLEL ?? '0', 10);

export default {
  paths: ['features/**/*.feature'],
  import: ['steps/support/register.mjs', 'steps/**/*.ts'],
  strict: true,
  parallel: Number.isFinite(parallel) && parallel > 0 ? parallel : 0,
};
