export { ReplayBundleSchema, BUNDLE_FILE, type ReplayBundle } from './bundle-schema.js';
export { pickReplayEnv } from './replay-env.js';
export { bundleSlug, bundleDir, replayCommand } from './bundle-paths.js';
export { writeBundleFile, writeBundleText, readBundle, type BundleScenario } from './write-bundle.js';
export { writeBundlesFromMessages, scenarioKey, type RunnerBundleInputs } from './bundles-from-messages.js';
export { leaveReplayBundle, settleScenario, type ReplaySource, type ReplayPickle, type SettleSource } from './leave-replay-bundle.js';
