import { join } from 'node:path';
import { KIT_ROOT } from '../../harness/adapter/index.js';

/** The conformance CLI entry (its bin) and the inspector CLI entry, run with this Node. */
export const CONFORMANCE_BIN = join(KIT_ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
export const INSPECTOR_BIN = join(KIT_ROOT, 'node_modules', '@modelcontextprotocol', 'inspector-cli', 'build', 'cli.js');
export const PRELOAD = join(KIT_ROOT, 'scripts', 'check-mcp', 'preload', 'bearer-preload.mjs');
export const BASELINE = join(KIT_ROOT, 'scripts', 'check-mcp', 'baseline.json');
