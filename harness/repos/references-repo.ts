// A repository whose calls cross files in several languages, each through that language's own import form,
// and whose one ambiguous name (declared by two headers a file includes) must stay unresolved.
import type { RepoSpec } from './repo-spec.js';

export const REFERENCES_REPO: RepoSpec = {
  git: true,
  files: {
    'README.md': '# Guide\n\n## Install\n\nRun it.\n',
    'app/main.ts': "import { greet as hello } from './greet.js';\nimport * as util from './util.js';\n\nexport function main(): string {\n  return hello(util.shout('x'));\n}\n",
    'app/greet.ts': "export function greet(name: string): string {\n  return 'hi ' + name;\n}\n",
    'app/util.ts': 'export function shout(s: string): string {\n  return s.toUpperCase();\n}\n',
    'py/__init__.py': '',
    'py/helpers.py': 'def fmt(x):\n    return x\n',
    'py/job.py': 'from .helpers import fmt as f\n\n\ndef job():\n    return f(1)\n',
    'java/app/Util.java': 'package app;\n\npublic class Util {\n  public static int one() {\n    return 1;\n  }\n}\n',
    'java/app/Main.java': 'package app;\n\npublic class Main {\n  int go() {\n    return Util.one();\n  }\n}\n',
    'rb/lib.rb': 'def tidy(x)\n  x\nend\n',
    'rb/run.rb': 'require_relative "lib"\n\ndef run_all\n  tidy(1)\nend\n',
    'native/one.h': 'int twice();\n',
    'native/two.h': 'int twice();\n',
    'native/main.cpp': '#include "one.h"\n#include "two.h"\n\nint run() {\n  return twice();\n}\n',
  },
};
