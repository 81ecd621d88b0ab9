#!/usr/bin/env node
// Bundles the built reference (reference-impl/dist) into three files under dist/bundle/: the server, the agent
// CLI and the scan worker. One file loads in a fraction of the time three hundred ES modules take, which is
// most of the server's fixed start. web-tree-sitter stays outside: it finds its wasm beside its own file.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(new URL('..', import.meta.url).pathname, 'reference-impl', 'dist');
// Nothing from an earlier build survives beside the new bundle.
rmSync(join(dist, 'bundle'), { recursive: true, force: true });
await build({
  entryPoints: {
    'm1nd-mcp': join(dist, 'bin', 'm1nd-mcp.js'),
    m1nd: join(dist, 'bin', 'm1nd.js'),
    'scan-worker': join(dist, 'graph', 'scan-worker.js'),
  },
  outdir: join(dist, 'bundle'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: ['web-tree-sitter', '@vscode/tree-sitter-wasm'],
  // Bundled CommonJS dependencies call require() for Node built-ins; an ES module has none of its own.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  logLevel: 'warning',
});
