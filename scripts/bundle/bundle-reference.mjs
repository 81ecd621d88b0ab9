#!/usr/bin/env node
// Bundles the built reference (reference-impl/dist) under dist/bundle/: the server, the agent CLI, the scan worker
// and the seek-index worker, each one CommonJS file. One file loads in a fraction of the time three hundred ES
// modules take, which is most of the server's fixed start; the server and the CLI also get a V8 code cache made
// here, run through run-cached.mjs by their entries `m1nd-mcp.js` and `m1nd.js`. web-tree-sitter stays outside:
// it finds its wasm beside its own file. The SDK's HTTP transport is not bundled either: an HTTP owner requires it
// once it serves (reference-impl/src/http/mcp-sessions.ts).
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { cacheFileOf, wrapBundle } from './run-cached.mjs';
import { trainCodeCache } from './train-code-cache.mjs';

const here = new URL('.', import.meta.url).pathname;
const dist = join(here, '..', '..', 'reference-impl', 'dist');
const out = join(dist, 'bundle');
// Nothing from an earlier build survives beside the new bundle.
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    'm1nd-mcp': join(dist, 'bin', 'm1nd-mcp.js'),
    m1nd: join(dist, 'bin', 'm1nd.js'),
    'scan-worker': join(dist, 'graph', 'scan-worker.js'),
    'seek-index-worker': join(dist, 'graph', 'seek-index-worker.js'),
  },
  outdir: out,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  external: ['web-tree-sitter', '@vscode/tree-sitter-wasm'],
  // The modules locate files beside themselves through import.meta; in a CommonJS bundle that is the bundle file.
  define: { 'import.meta': '__bundle_meta' },
  banner: { js: "var __bundle_meta = { url: require('node:url').pathToFileURL(__filename).href, resolve: (s) => require('node:url').pathToFileURL(require.resolve(s)).href };" },
  logLevel: 'warning',
});

copyFileSync(join(here, 'run-cached.mjs'), join(out, 'run-cached.mjs'));
for (const name of ['m1nd-mcp', 'm1nd']) {
  const filename = join(out, `${name}.cjs`);
  const bytes = readFileSync(filename);
  const source = bytes.toString('utf8');
  // Compiled, never run: the cache holds what V8 compiles eagerly, the top level and what it calls at once.
  writeFileSync(cacheFileOf(filename, bytes), new Script(wrapBundle(source), { filename }).createCachedData());
  writeFileSync(join(out, `${name}.js`), `#!/usr/bin/env node\nimport { runCached } from './run-cached.mjs';\n\nrunCached(${JSON.stringify(name)});\n`, { mode: 0o755 });
}
// The server's cache then holds what a cold and a warm start, a seek, a search and a refresh compile.
console.log(`m1nd-mcp code cache: ${await trainCodeCache(out, 'm1nd-mcp')}`);
