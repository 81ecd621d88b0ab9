// Known answers for the scopes a bare name is looked up in: a method of Python, TypeScript, JavaScript, Go, Rust or
// PHP does not see its class's (type's, object's) own names without `self`, `this`, `Self::` or a receiver, so a
// bare name there is the module's; Java, C#, C++ and Ruby methods do see them. A Python class body (its statements,
// its values and its definitions' headers) sees the class's names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('Python: a method\'s bare name is the module\'s; the class body, its values and its methods\' headers see the class', async () => {
  const g = await scan({
    'a.py': [
      'limit = 1',
      'def helper():',
      '    return 1',
      'class K:',
      '    limit = 2',
      '    X = limit',
      '    def helper(self):',
      '        return 2',
      '    def run(self, n=limit, m=helper()) -> helper:',
      '        return limit + helper() + self.limit',
      '    def quick(self): helper()',
      '    def deco(f):',
      '        return f',
      '    @deco',
      '    def size(self, v=deco):',
      '        return deco',
      '    class Inner:',
      '        Y = limit',
      '        def f(self):',
      '            return Y',
      '    class Sub(Inner):',
      '        pass',
      '    if limit:',
      '        alias = helper',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'a.py'), [
    'a.py::K -references-> a.py::K.deco',
    'a.py::K -references-> a.py::K.limit',
    'a.py::K.Inner.Y -references-> a.py::limit',
    'a.py::K.Sub -references-> a.py::K.Inner',
    'a.py::K.X -references-> a.py::K.limit',
    'a.py::K.alias -references-> a.py::K.helper',
    'a.py::K.quick -calls-> a.py::helper',
    'a.py::K.run -calls-> a.py::K.helper',
    'a.py::K.run -calls-> a.py::helper',
    'a.py::K.run -references-> a.py::K.helper',
    'a.py::K.run -references-> a.py::K.limit',
    'a.py::K.run -references-> a.py::limit',
    'a.py::K.size -references-> a.py::K.deco',
  ], 'the body\'s X, a value in a block, a nested class\'s base, the defaults, the return annotation and the decorator see K; the bodies of run and size, and a class inside K, do not');
  assert.deepEqual(unresolvedIn(g, 'a.py'), ['Y:undefined', 'deco:undefined'], 'a method of Inner does not see Inner\'s Y, nor size K\'s deco');
});

test('Python: a bare call in a method named like the method is the module\'s function, or undefined', async () => {
  const g = await scan({ 'b.py': 'class K:\n    def run(self):\n        return run()\n    def go(self):\n        return go()\ndef go():\n    return 0\n' });
  assert.deepEqual(usesFrom(g, 'b.py'), ['b.py::K.go -calls-> b.py::go']);
  assert.deepEqual(unresolvedIn(g, 'b.py'), ['run:undefined']);
});

test('Python: a nested class\'s header (its metaclass, a base\'s subscript, a keyword, a type parameter\'s bound) is the code of the class body around it', async () => {
  const g = await scan({
    'b.py': [
      'class Outer:',
      '    class _W(type):',
      '        pass',
      '    class _E:',
      '        pass',
      '    _T = int',
      '    class Error(_E[_T], metaclass=_W, flag=_T):',
      '        _W = 1',
      '        x = _W',
      '    class Other(',
      '        _E,',
      '        metaclass=_W,',
      '    ):',
      '        y = _T',
      '    class Gen[G: _W](_E):',
      '        pass',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'b.py'), [
    'b.py::Outer -references-> b.py::Outer._T',
    'b.py::Outer -references-> b.py::Outer._W',
    'b.py::Outer.Error -references-> b.py::Outer._E',
    'b.py::Outer.Error.x -references-> b.py::Outer.Error._W',
    'b.py::Outer.Gen -references-> b.py::Outer._E',
    'b.py::Outer.Other -references-> b.py::Outer._E',
  ]);
  assert.deepEqual(unresolvedIn(g, 'b.py'), ['_T:undefined'], 'a nested class\'s own body does not see the body around it');
  const same = await scan({ 'm.py': 'class A:\n    Meta = type\n    class A(metaclass=Meta):\n        pass\n' });
  assert.deepEqual(usesFrom(same, 'm.py'), ['m.py::A -references-> m.py::A.Meta'], 'a nested class of its enclosing class\'s name');
  assert.deepEqual(unresolvedIn(same, 'm.py'), []);
});

test('Python: `self` called bare (`self()`, its class\'s `__call__`) is the parameter, not judged; a module-level `self` is still a use', async () => {
  const g = await scan({
    'b.py': 'class A:\n    def __call__(self):\n        return 1\n    def f(self):\n        return self()\n    def g(me):\n        return self()\n\ndef free(self):\n    return self()\n\nself()\n',
  });
  assert.deepEqual(usesFrom(g, 'b.py'), []);
  assert.deepEqual(unresolvedIn(g, 'b.py'), ['self:undefined', 'self:undefined'], 'a method whose first parameter has another name, and the module, have no self');
});

test('Python: a lambda and a comprehension in a class body are scopes of their own; a lambda\'s defaults and a comprehension\'s first iterable are the body\'s', async () => {
  const g = await scan({
    'c.py': [
      'limit = 1',
      'rows = []',
      'class K:',
      '    limit = 2',
      '    rows = [3]',
      '    f = lambda self: limit',
      '    d = lambda v=limit: v',
      '    g = [limit for _ in rows]',
      '    h = {k: limit for k in rows if limit}',
      '    def run(self, key=lambda v: limit):',
      '        return key',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'c.py'), [
    'c.py::K.d -references-> c.py::K.limit',
    'c.py::K.f -references-> c.py::limit',
    'c.py::K.g -references-> c.py::K.rows',
    'c.py::K.g -references-> c.py::limit',
    'c.py::K.h -references-> c.py::K.rows',
    'c.py::K.h -references-> c.py::limit',
    'c.py::K.run -references-> c.py::limit',
  ], 'the lambdas\' bodies and the comprehensions\' elements and conditions see the module; a lambda\'s default and a comprehension\'s first iterable see K');
});

test('TypeScript and JavaScript: a class\'s or an object literal\'s members are no bare names inside them; a namespace\'s and an enum\'s are', async () => {
  const g = await scan({
    'a.ts': [
      'export const limit = 1;',
      'export function helper() { return 1; }',
      'export class K {',
      '  limit = 2;',
      '  bound = () => helper();',
      '  helper() { return 2; }',
      '  run() { return limit + helper() + this.helper(); }',
      '}',
      'export const api = {',
      '  post() { return 1; },',
      '  get() { return post(); },',
      '};',
      'function post() { return 0; }',
      'export class S {',
      '  static limit = 2;',
      '  static {',
      '    console.log(limit);',
      '  }',
      '}',
      'export enum E {',
      '  A = 1,',
      '  B = A + 1,',
      '}',
      'export namespace N {',
      '  export function f() { return 1; }',
      '  export function g() { return f(); }',
      '}',
      '',
    ].join('\n'),
    'b.js': 'const limit = 1;\nclass J {\n  limit() { return 2; }\n  run() { return limit; }\n}\n',
    'c.ts': [
      'export interface Std {',
      '  v: number;',
      '}',
      'export declare namespace Std {',
      '  interface Types {',
      '    a: number;',
      '  }',
      '  type Result = Types | null;',
      '}',
      'export class Md {',
      '  options: Opts;',
      '  constructor(...args: [options: Opts] | [preset: string, options?: Opts]);',
      '}',
      'export interface Opts {',
      '  a: number;',
      '}',
      'export namespace Pair {',
      '  export type Key = string;',
      '  export type Entry = Key;',
      '}',
      'export interface Pair {',
      '  k: string;',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual([usesFrom(g, 'c.ts'), unresolvedIn(g, 'c.ts')], [[
    'c.ts::Md.constructor -references-> c.ts::Opts',
    'c.ts::Md.options -references-> c.ts::Opts',
    'c.ts::Pair.Entry -references-> c.ts::Pair.Key',
    'c.ts::Std.Result -references-> c.ts::Std.Types',
  ], []], 'a namespace merged with an interface sees its own names; a tuple element\'s label is no use');
  assert.deepEqual(usesFrom(g, 'a.ts'), [
    'a.ts::E.B -references-> a.ts::E.A',
    'a.ts::K.bound -calls-> a.ts::helper',
    'a.ts::K.run -calls-> a.ts::K.helper',
    'a.ts::K.run -calls-> a.ts::helper',
    'a.ts::K.run -references-> a.ts::limit',
    'a.ts::N.g -calls-> a.ts::N.f',
    'a.ts::S -references-> a.ts::limit',
    'a.ts::api.get -calls-> a.ts::post',
  ], 'this.helper() is the method; helper(), limit and post() are the module\'s, and so is limit in a static block');
  assert.deepEqual(usesFrom(g, 'b.js'), ['b.js::J.run -references-> b.js::limit']);
});

test('Go, Rust and PHP: a method\'s bare name is the package\'s, the module\'s or the global one, never its type\'s', async () => {
  const g = await scan({
    'a.go': 'package a\nvar limit = 1\nfunc helper() int { return 1 }\ntype K struct{ limit int }\nfunc (k K) run() int { return limit + helper() + k.helper() }\n',
    'b.go': 'package a\nfunc (k K) helper() int { return 2 }\nfunc (k K) more() int { return helper() }\n',
    'a.rs': 'fn helper() -> i32 { 1 }\nconst LIMIT: i32 = 1;\nstruct K;\nimpl K {\n    const LIMIT: i32 = 2;\n    fn helper() -> i32 { 2 }\n    fn run() -> i32 { LIMIT + helper() + Self::helper() }\n}\nmod m {\n    fn f() -> i32 { 1 }\n    fn g() -> i32 { f() }\n}\n',
    'b.rs': 'fn helper() -> i32 { 1 }\nimpl Other {\n    fn helper() -> i32 { 2 }\n    fn run() -> i32 { helper() }\n}\n',
    'a.php': '<?php\nfunction helper() { return 1; }\nclass K {\n  function helper() { return 2; }\n  function run() { return helper() + $this->helper(); }\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'a.go'), ['a.go::K.run -calls-> a.go::helper', 'a.go::K.run -calls-> b.go::K.helper', 'a.go::K.run -references-> a.go::K', 'a.go::K.run -references-> a.go::limit']);
  assert.deepEqual(usesFrom(g, 'b.go'), ['b.go::K.helper -references-> a.go::K', 'b.go::K.more -calls-> a.go::helper', 'b.go::K.more -references-> a.go::K'], 'a type another file declares is closed too');
  assert.deepEqual(usesFrom(g, 'a.rs').filter((u) => !u.startsWith('a.rs -')), [
    'a.rs::K.run -calls-> a.rs::K.helper',
    'a.rs::K.run -calls-> a.rs::helper',
    'a.rs::K.run -references-> a.rs::LIMIT',
    'a.rs::m.g -calls-> a.rs::m.f',
  ], 'Self::helper() is the impl\'s; a module sees its own functions');
  assert.deepEqual(usesFrom(g, 'b.rs'), ['b.rs::Other.run -calls-> b.rs::helper'], 'an impl of a type the file does not declare is closed');
  assert.deepEqual(usesFrom(g, 'a.php'), ['a.php::K.run -calls-> a.php::K.helper', 'a.php::K.run -calls-> a.php::helper']);
});

test('Java, C#, C++ and Ruby: a method sees its class\'s members by their bare names', async () => {
  const g = await scan({
    'p/A.java': 'package p;\nclass A {\n  static int limit = 1;\n  int helper() { return 2; }\n  int run() { return limit + helper(); }\n}\n',
    'A.cs': 'class A {\n  static int Limit = 1;\n  int Helper() { return 2; }\n  int Run() { return Limit + Helper(); }\n}\n',
    'a.cpp': 'int helper() { return 1; }\nstruct A {\n  int helper() { return 2; }\n  int run() { return helper(); }\n};\n',
    'a.rb': 'def helper\n  1\nend\nclass A\n  def helper\n    2\n  end\n  def run\n    helper()\n  end\nend\n',
  });
  assert.deepEqual(usesFrom(g, 'p/A.java'), ['p/A.java::A.run -calls-> p/A.java::A.helper', 'p/A.java::A.run -references-> p/A.java::A.limit']);
  assert.deepEqual(usesFrom(g, 'A.cs'), ['A.cs::A.Run -calls-> A.cs::A.Helper', 'A.cs::A.Run -references-> A.cs::A.Limit']);
  assert.deepEqual(usesFrom(g, 'a.cpp'), ['a.cpp::A.run -calls-> a.cpp::A.helper']);
  assert.deepEqual(usesFrom(g, 'a.rb'), ['a.rb::A.run -calls-> a.rb::A.helper']);
});
