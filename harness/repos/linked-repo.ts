import type { RepoSpec } from './repo-spec.js';

/**
 * Files that import one another, in two languages: a code graph of it must hold each import as an edge
 * from the importing file's node to the imported one's. Nothing imports the importers back, so the
 * direction of every edge is known.
 */
export const LINKED_REPO: RepoSpec = {
  git: true,
  files: {
    'src/greeter.ts': 'export function greetVisitor(name: string): string {\n  return `Hello, ${name}!`;\n}\n',
    'src/visit.ts': [
      "import { greetVisitor } from './greeter.js';",
      '',
      'export function welcomeGuest(name: string): string {',
      '  return greetVisitor(name);',
      '}',
      '',
    ].join('\n'),
    // An import for its side effects only: no name of the imported file is used, so only the import relates them.
    'src/boot.ts': "import './polyfill.js';\n\nexport const booted = true;\n",
    'src/polyfill.ts': 'export const polyfilled = 1;\n',
    'tools/__init__.py': '',
    'tools/report.py': 'def render_report(rows):\n    return "\\n".join(str(r) for r in rows)\n',
    'tools/run.py': 'from .report import render_report\n\n\ndef run_report(rows):\n    return render_report(rows)\n',
  },
};

/** The imports LINKED_REPO holds, importer first. */
export const LINKED_IMPORTS: readonly (readonly [string, string])[] = Object.freeze([
  ['src/visit.ts', 'src/greeter.ts'],
  ['src/boot.ts', 'src/polyfill.ts'],
  ['tools/run.py', 'tools/report.py'],
]);
