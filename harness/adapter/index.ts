export type { Adapter } from './adapter-schema.js';
export { AdapterSchema, parseAdapter } from './adapter-schema.js';
export { loadAdapter, readAdapterFile } from './load-adapter.js';
export { referenceAdapter, REFERENCE_CAPABILITIES, REFERENCE_SERVER_ENTRY, REFERENCE_CLI_ENTRY, REFERENCE_ENTRY_PAIRS, REFERENCE_REFUSAL_TEXTS, KIT_ROOT } from './reference-adapter.js';
export { checkRefusalTexts, readRefusalText } from './refusal-texts.js';
