// `npm run spec`: the spec book at reports/spec/index.html (statuses from reports/reference when present).
import { join, relative } from 'node:path';
import { processHarnessEnv } from '../env/index.js';
import { KIT_ROOT } from '../run/index.js';
import { buildSpecBook } from './build-spec-book.js';

const env = processHarnessEnv();
const report = process.argv[2] ?? join(KIT_ROOT, 'reports', 'reference', 'conformance.json');
const file = buildSpecBook({ kitRoot: KIT_ROOT, outDir: join(KIT_ROOT, 'reports', 'spec'), reportFile: report, generatedAt: new Date(env.now()).toISOString() });
console.log(`spec book: ${relative(process.cwd(), file)}`);
