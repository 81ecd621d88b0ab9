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
    // A Go module: an import path under it names a package directory of the tree, whose test files are not part
    // of the package an importer sees; "fmt" is a package from elsewhere and example.com/refs/gone names nothing.
    'gopkg/go.mod': 'module example.com/refs\n\ngo 1.21\n',
    'gopkg/text/clean.go': 'package text\n\nfunc Clean(s string) string {\n\treturn s\n}\n',
    'gopkg/text/strip.go': 'package text\n\nfunc Strip(s string) string {\n\treturn s\n}\n',
    'gopkg/text/clean_test.go': 'package text\n\nimport "testing"\n\nfunc TestClean(t *testing.T) {\n\tClean("x")\n}\n',
    'gopkg/cmd/start.go': 'package main\n\nimport (\n\t"fmt"\n\n\tt "example.com/refs/text"\n)\n\nfunc Start() {\n\tfmt.Println(t.Clean("x"))\n}\n',
    'gopkg/cmd/hooks.go': 'package main\n\nimport (\n\t_ "example.com/refs/gone"\n\t_ "example.com/refs/text"\n)\n',
  },
};
