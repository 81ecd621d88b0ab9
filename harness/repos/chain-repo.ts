import type { RepoSpec } from './repo-spec.js';

/**
 * Imports with known chains for the read tools: a -> b -> c <- d, `lonely.ts` joined to nothing, one
 * TypeScript and one Python import that name no file of the tree, and a package import that is no file at all.
 */
export const CHAIN_REPO: RepoSpec = {
  git: true,
  files: {
    'README.md': '# Chains\n\nA repository whose imports are known.\n',
    'src/a.ts': "import { relay } from './b.js';\n\nexport function start(): string {\n  return relay();\n}\n",
    'src/b.ts': "import { Core } from './c.js';\n\nexport function relay(): string {\n  return new Core().run();\n}\n",
    'src/c.ts': "export class Core {\n  run(): string {\n    return 'core';\n  }\n}\n",
    'src/d.ts': "import { Core } from './c.js';\nimport { lost } from './gone.js';\nimport { z } from 'zod';\n\nexport function helper(): string {\n  return new Core().run() + lost + z;\n}\n",
    'src/lonely.ts': 'export function lonely(): number {\n  return 1;\n}\n',
    'tools/__init__.py': '',
    'tools/report.py': 'def render_report(rows):\n    return "\\n".join(str(r) for r in rows)\n',
    'tools/run.py': 'from .report import render_report\nfrom .absent import thing\n\n\ndef run_report(rows):\n    return render_report(rows) + thing\n',
  },
};
