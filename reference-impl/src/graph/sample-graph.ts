// Test support: a small hand-built graph with matching file contents.
import { createHash } from 'node:crypto';
import type { Graph } from './types.js';

export const SAMPLE_ROOT = '/repo';

export const SAMPLE_FILES: Record<string, string> = {
  'src/greet.ts': 'export function greet(name: string) {\n  return `Hello ${name}`;\n}\n// say hello\n',
  'src/parse-config.ts': 'export class ConfigParser {\n  parseConfig(text: string) {\n    return JSON.parse(text);\n  }\n}\n',
  'docs/notes.md': 'Greeting notes: hello world\n',
};

export function makeSampleGraph(): Graph {
  const root = SAMPLE_ROOT;
  return {
    roots: [root],
    nodes: [
      { id: 'file::docs/notes.md', label: 'notes.md', type: 'file', root, path: 'docs/notes.md', line_start: 1, line_end: 1 },
      { id: 'file::src/greet.ts', label: 'greet.ts', type: 'file', root, path: 'src/greet.ts', line_start: 1, line_end: 4 },
      { id: 'file::src/parse-config.ts', label: 'parse-config.ts', type: 'file', root, path: 'src/parse-config.ts', line_start: 1, line_end: 5 },
      { id: 'sym::src/greet.ts::greet', label: 'greet', type: 'function', root, path: 'src/greet.ts', line_start: 1, line_end: 3 },
      { id: 'sym::src/parse-config.ts::ConfigParser', label: 'ConfigParser', type: 'class', root, path: 'src/parse-config.ts', line_start: 1, line_end: 5 },
      { id: 'sym::src/parse-config.ts::ConfigParser.parseConfig', label: 'parseConfig', type: 'method', root, path: 'src/parse-config.ts', line_start: 2, line_end: 4 },
    ],
    edges: [
      { source: 'file::src/greet.ts', target: 'sym::src/greet.ts::greet', kind: 'contains' },
      { source: 'file::src/parse-config.ts', target: 'sym::src/parse-config.ts::ConfigParser', kind: 'contains' },
      { source: 'sym::src/parse-config.ts::ConfigParser', target: 'sym::src/parse-config.ts::ConfigParser.parseConfig', kind: 'contains' },
    ],
    files: Object.entries(SAMPLE_FILES).map(([path, text]) => ({
      root,
      path,
      sha256: createHash('sha256').update(text).digest('hex'),
      size: Buffer.byteLength(text),
    })),
  };
}

/** readFile over SAMPLE_FILES, as the server would read the tree. */
export function readSampleFile(abs: string): string | null {
  const prefix = `${SAMPLE_ROOT}/`;
  return abs.startsWith(prefix) ? SAMPLE_FILES[abs.slice(prefix.length)] ?? null : null;
}

/** The bytes of SAMPLE_FILES, as the server would read the tree. */
export function readSampleBytes(abs: string): Buffer | null {
  const text = readSampleFile(abs);
  return text === null ? null : Buffer.from(text);
}
