// Starts one of the graph's worker files, beside the module that asks: `<name>.js` from the build, `<name>.cjs`
// beside the CommonJS bundle, `<name>.ts` from source.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `from` is the asking module's `import.meta.url`; the worker file lies in the same folder. */
export function startGraphWorker(name: string, from: string, options: WorkerOptions = {}): Worker {
  const ext = path.extname(fileURLToPath(from));
  const entry = new URL(`./${name}${ext}`, from);
  if (ext === '.js' || ext === '.cjs') return new Worker(entry, options);
  // From source (the unit tests run under tsx), a Node 20 worker does not inherit the loader: it loads its entry
  // through the loader's own API.
  const loader = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(loader)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(from)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
