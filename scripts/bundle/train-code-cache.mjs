// Makes the server bundle's V8 code cache from two short runs instead of a compile alone: a cache made before
// anything runs holds the top level only, so every start compiled again each function a start, a seek or a refresh
// calls. Here the bundled server prepares a small tree of every language it parses (a cold start), answers a seek
// and a search, refreshes after an edit, and ends; then starts again over the same runtime (a warm start) and does
// the same. Each run writes its cache as it exits (run-cached.mjs), the second from the first's, so the cache holds
// what both compiled. The tree and runtime lie under the bundle's own folder (a runtime must have private
// ancestors, which a shared temporary folder is not) and are removed afterwards. Training that fails, or a cache
// this V8 would refuse, leaves the compile-only cache: the bundle works the same either way, only its starts differ.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CACHE_OUT_VARIABLE, cacheFileOf } from './run-cached.mjs';

/** Longer than the two runs take on a slow machine; a run past it is stopped and the compile-only cache kept. */
const RUN_BOUND_MS = 120_000;

/** A few files per language, each importing and calling the next, so each extractor and the resolver run. */
function writeTree(root) {
  const files = {
    'package.json': '{"name":"training","version":"1.0.0","main":"src/index.ts"}\n',
    'README.md': '# Training\n\n## Parsing\n\nA small tree of every language.\n',
    'src/index.ts': "import { parseConfig } from './config';\nimport { Store } from './store';\nexport function main(): number {\n  const store = new Store();\n  return store.put(parseConfig('a=1'));\n}\n",
    'src/config.ts': "export interface Config { a: number }\nexport function parseConfig(text: string): Config {\n  return { a: Number(text.split('=')[1]) };\n}\n",
    'src/store.ts': "import type { Config } from './config';\nexport class Store {\n  private items: Config[] = [];\n  put(c: Config): number {\n    this.items.push(c);\n    return this.items.length;\n  }\n}\n",
    'src/view.tsx': "import { main } from './index';\nexport const View = () => <div>{main()}</div>;\n",
    'lib/util.js': "const path = require('path');\nfunction joinAll(...parts) { return path.join(...parts); }\nmodule.exports = { joinAll };\n",
    'lib/app.mjs': "import { joinAll } from './util.js';\nexport const home = () => joinAll('a', 'b');\n",
    'py/app/__init__.py': '',
    'py/app/core.py': 'from .helpers import render\n\nclass Engine:\n    def run(self, x):\n        return render(x)\n',
    'py/app/helpers.py': 'import os\n\ndef render(x):\n    return os.path.join(str(x), "out")\n',
    'go/go.mod': 'module example.com/training\n\ngo 1.21\n',
    'go/main.go': 'package main\n\nimport "example.com/training/util"\n\nfunc main() { util.Greet("x") }\n',
    'go/util/util.go': 'package util\n\nimport "fmt"\n\nfunc Greet(name string) { fmt.Println(name) }\n',
    'rs/Cargo.toml': '[package]\nname = "training"\nversion = "0.1.0"\n',
    'rs/src/lib.rs': 'mod parse;\npub use parse::parse_line;\npub fn run(s: &str) -> usize { parse_line(s).len() }\n',
    'rs/src/parse.rs': 'pub fn parse_line(s: &str) -> Vec<&str> { s.split(\',\').collect() }\n',
    'java/src/main/java/org/train/App.java': 'package org.train;\n\nimport org.train.util.Strings;\n\npublic class App {\n  public static void main(String[] args) { System.out.println(Strings.trim(" x ")); }\n}\n',
    'java/src/main/java/org/train/util/Strings.java': 'package org.train.util;\n\npublic class Strings {\n  public static String trim(String s) { return s.trim(); }\n}\n',
    'cs/App.cs': 'using Train.Util;\nnamespace Train {\n  public class App { public static void Main() { Strings.Trim(" x "); } }\n}\n',
    'cs/Strings.cs': 'namespace Train.Util {\n  public static class Strings { public static string Trim(string s) => s.Trim(); }\n}\n',
    'cpp/main.cpp': '#include "util.hpp"\nint main() { return train::twice(2); }\n',
    'cpp/util.hpp': 'namespace train {\ninline int twice(int x) { return 2 * x; }\n}\n',
    'rb/app.rb': "require_relative 'util'\n\nclass App\n  def run\n    Util.shout('x')\n  end\nend\n",
    'rb/util.rb': "module Util\n  def self.shout(s)\n    s.upcase\n  end\nend\n",
    'php/App.php': "<?php\nnamespace Train;\n\nuse Train\\Util\\Strings;\n\nclass App { public function run() { return Strings::trim(' x '); } }\n",
    'php/Util/Strings.php': "<?php\nnamespace Train\\Util;\n\nclass Strings { public static function trim($s) { return trim($s); } }\n",
    'sh/build.sh': '#!/bin/sh\n. ./env.sh\nbuild() { echo "$TARGET"; }\nbuild\n',
    'sh/env.sh': 'TARGET=out\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

/** One run over stdio: initialize, the tool list, a seek, a search, an edit and a refresh, then end of input. */
function run(entry, env, root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, '--stdio'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let failure = null;
    const fail = (why) => {
      failure ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => fail(`no end within ${RUN_BOUND_MS / 1000} s`), RUN_BOUND_MS);
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => (stderr += d));
    // A server that ends between two requests must fail the run, not the build.
    child.stdin.on('error', () => {});
    const requests = [
      ['initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'm1nd-build', version: '1' } }],
      ['tools/list', {}],
      ['tools/call', { name: 'seek', arguments: { query: 'parse config', top_k: 10 } }],
      ['tools/call', { name: 'search', arguments: { query: 'return', top_k: 10 } }],
      ['tools/call', { name: 'ingest', arguments: { mode: 'refresh', agent_id: 'm1nd-build' } }],
    ];
    let next = 0;
    const send = () => {
      const [method, params] = requests[next];
      // The refresh follows an edit, so it parses a file again and commits a checkpoint.
      if (params.name === 'ingest') writeFileSync(join(root, 'src/config.ts'), `${readFileSync(join(root, 'src/config.ts'), 'utf8')}export const edited = ${Date.now()};\n`);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: next + 1, method, params })}\n`);
      if (method === 'initialize') child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    };
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      buffered += d;
      for (let nl = buffered.indexOf('\n'); nl >= 0 && failure === null; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let message;
        try {
          message = JSON.parse(line);
        } catch {
          return fail(`a line on stdout that is not JSON-RPC: ${line.slice(0, 120)}`);
        }
        if (message.id !== next + 1) continue;
        // An answer that is an error trains what the refusal runs, not what a start runs.
        if (message.error || message.result?.isError) return fail(`${requests[next][1].name ?? requests[next][0]} was answered with an error: ${JSON.stringify(message.error ?? message.result).slice(0, 200)}`);
        next += 1;
        if (next < requests.length) send();
        else child.stdin.end();
      }
    });
    child.on('error', (error) => fail(error.message));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure === null && code === 0 && next === requests.length) resolve();
      else reject(new Error(failure ?? `the server ended with ${signal ?? `status ${code}`} after ${next} of ${requests.length} answers: ${stderr.trim().split('\n').slice(-2).join(' | ')}`));
    });
    send();
  });
}

/** Whether a fresh Node, as a start is, accepts the cache beside the bundle (run-cached.mjs cacheAccepted). */
function acceptedAtStart(dir, name) {
  const probe = `import(${JSON.stringify(pathToFileURL(join(dir, 'run-cached.mjs')).href)}).then((m) => process.exit(m.cacheAccepted(${JSON.stringify(name)}) ? 0 : 1))`;
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, ['-e', probe], { env, stdio: 'ignore' }).status === 0;
}

/**
 * Trains the code cache of the bundle `name`.cjs in `dir` (its entry `name`.js runs it through run-cached.mjs).
 * Returns what happened, for the build's log.
 */
export async function trainCodeCache(dir, name) {
  const filename = join(dir, `${name}.cjs`);
  const bytes = readFileSync(filename);
  const cacheFile = cacheFileOf(filename, bytes);
  const compileOnly = readFileSync(cacheFile);
  const work = join(dir, '.code-cache-training');
  rmSync(work, { recursive: true, force: true });
  const root = join(work, 'tree');
  const runtime = join(work, 'runtime');
  try {
    mkdirSync(root, { recursive: true, mode: 0o700 });
    mkdirSync(runtime, { mode: 0o700 });
    chmodSync(work, 0o700);
    writeTree(root);
    // Only what a server needs from the build's environment: no M1ND_* variable or NODE_OPTIONS of the caller's.
    const env = { ...pick(process.env, ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR']), M1ND_WORKSPACE_ROOT: root, M1ND_RUNTIME_DIR: runtime, [CACHE_OUT_VARIABLE]: cacheFile };
    await run(join(dir, `${name}.js`), env, root);
    await run(join(dir, `${name}.js`), env, root);
    if (!acceptedAtStart(dir, name)) throw new Error('a start refuses the trained cache');
    return `trained from a cold and a warm run (${compileOnly.length} → ${readFileSync(cacheFile).length} bytes)`;
  } catch (error) {
    writeFileSync(`${cacheFile}.part`, compileOnly);
    renameSync(`${cacheFile}.part`, cacheFile);
    return `not trained, the compile-only cache kept: ${error.message}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
    // A run stopped while it wrote its cache leaves its part behind.
    for (const entry of readdirSync(dir)) if (entry.startsWith(`${basename(cacheFile)}.`) && entry.endsWith('.part')) rmSync(join(dir, entry), { force: true });
  }
}

function pick(env, names) {
  return Object.fromEntries(names.filter((n) => env[n] !== undefined).map((n) => [n, env[n]]));
}
