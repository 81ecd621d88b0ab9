import { existsSync, readFileSync } from 'node:fs';

/**
 * The shards' JUnit files as one: every testcase once, the testsuite's counts and time summed, the earliest
 * timestamp kept. Cucumber writes one <testsuite> per file; a shard without junit.xml (it ran nothing) adds none.
 */
export function mergeJunit(files: readonly string[]): string {
  const sums = { time: 0, tests: 0, skipped: 0, failures: 0, errors: 0 };
  const cases: string[] = [];
  const stamps: string[] = [];
  for (const file of files.filter((f) => existsSync(f))) {
    const xml = readFileSync(file, 'utf8');
    const open = /<testsuite\b([^>]*)>/.exec(xml);
    const end = xml.lastIndexOf('</testsuite>');
    if (!open || end < 0) continue;
    const attr = (name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(open[1] ?? '')?.[1];
    for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += Number(attr(k) ?? 0) || 0;
    const stamp = attr('timestamp');
    if (stamp) stamps.push(stamp);
    cases.push(xml.slice(open.index + open[0].length, end).replace(/^\n+|\s+$/g, ''));
  }
  const stamp = stamps.sort()[0];
  return [
    '<?xml version="1.0"?>',
    `<testsuite name="Cucumber" time="${Math.round(sums.time * 1000) / 1000}" tests="${sums.tests}" skipped="${sums.skipped}" failures="${sums.failures}" errors="${sums.errors}"${stamp ? ` timestamp="${stamp}"` : ''}>`,
    ...cases.filter((c) => c !== ''),
    '</testsuite>',
    '',
  ].join('\n');
}
