import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMarkdown, type ConformanceReport } from '../reports/index.js';

/** conformance.json and conformance.md, the two report files built from the report itself. */
export function writeConformance(dir: string, report: ConformanceReport): void {
  writeFileSync(join(dir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'conformance.md'), renderMarkdown(report));
}
