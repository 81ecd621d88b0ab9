// Known answers for C++ names across files: a namespace is open, so a name used inside one is looked for in that
// namespace as every file the use's file includes, directly or through others, defines it; a qualified name
// (`v8::Value`, `util::S::READ`, `v8::Local<T>`) is a path looked for from the scopes around the use outward; a name
// nothing in reach defines is undefined only when no include on the way leaves the tree.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileLinks } from '../records/index.js';
import { MAX_INCLUDE_REACH, ModuleMap } from './resolve-modules.js';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

const TREE = {
  'value.h': 'namespace v8 {\nclass Value {};\ntemplate <class T> class Local {};\n}\n',
  'object.h': '#include "value.h"\nnamespace v8 {\nclass Object : public Value {};\n}\n',
  'tmpl.h': '#include "object.h"\nnamespace v8 {\nclass Template {\n public:\n  void Set(Local<Value> v, Object* o);\n  Object* Get();\n  Value& At();\n};\n}\n',
  'buf.h': '#include "tmpl.h"\nnamespace node {\nbool HasInstance(v8::Local<v8::Value> val);\nv8::Object* Wrap();\nv8::Value& Ref();\n}\n',
  'util.h': 'namespace util {\nstruct S { static const int READ = 1; };\nnamespace inner { int deep(); }\nint count(int x);\ntemplate <class T> T make();\n}\n',
  'main.cpp': '#include "util.h"\n#include "buf.h"\nint run() {\n  Missing* m = nullptr;\n  return util::S::READ + util::inner::deep() + util::count(1) + util::nope() + util::make<int>() + other::thing();\n}\n',
  'sys.h': '#include <vector>\n',
  'external.h': '#include "value.h"\nnamespace v8 {\nclass V8_EXPORT External : public Value {\n public:\n  void* Value() const;\n  static External* Cast(Value* value) { return nullptr; }\n};\n}\n',
  'unpack.h': '#include "external.h"\nnamespace node {\nv8::Value* Unpack();\nint Size() { Pair p(1); return 0; }\n}\n',
  'use.h': '#include "sys.h"\nnamespace q {\nUnknown* make();\nint n() { return std::size(0) + q::gone(); }\n}\n',
};

test('C++: a name inside a namespace is that namespace\'s as any file the use\'s file includes defines it, directly or through other includes', async () => {
  const g = await scan(TREE);
  assert.deepEqual(usesFrom(g, 'object.h'), ['object.h::v8.Object -references-> value.h::v8.Value'], 'a base in the namespace, defined in an included file');
  assert.deepEqual(usesFrom(g, 'tmpl.h'), [
    'tmpl.h::v8.Template.At -references-> value.h::v8.Value',
    'tmpl.h::v8.Template.Get -references-> object.h::v8.Object',
    'tmpl.h::v8.Template.Set -references-> object.h::v8.Object',
    'tmpl.h::v8.Template.Set -references-> value.h::v8.Local',
    'tmpl.h::v8.Template.Set -references-> value.h::v8.Value',
  ], 'value.h is included through object.h');
  assert.deepEqual(unresolvedIn(g, 'tmpl.h'), []);
});

test('C++: a qualified name is a path from the scopes around the use: a nested namespace, a class\'s member, a template\'s name', async () => {
  const g = await scan(TREE);
  assert.deepEqual(usesFrom(g, 'buf.h'), [
    'buf.h::node.HasInstance -references-> value.h::v8.Local',
    'buf.h::node.HasInstance -references-> value.h::v8.Value',
    'buf.h::node.Ref -references-> value.h::v8.Value',
    'buf.h::node.Wrap -references-> object.h::v8.Object',
  ], 'a declaration returning a pointer or a reference is a function of its own');
  assert.deepEqual(usesFrom(g, 'main.cpp'), [
    'main.cpp::run -calls-> util.h::util.count',
    'main.cpp::run -calls-> util.h::util.inner.deep',
    'main.cpp::run -calls-> util.h::util.make',
    'main.cpp::run -references-> util.h::util.S.READ',
  ]);
  assert.deepEqual(unresolvedIn(g, 'main.cpp'), ['Missing:undefined', 'util.nope:undefined'], 'no include leaves the tree: what nothing defines is undefined, but for a path whose first name nothing in reach defines (other::thing)');
});

test('C++: a file that includes, even through another, something outside the tree may see any name from there: not judged', async () => {
  const g = await scan(TREE);
  assert.deepEqual(usesFrom(g, 'use.h'), []);
  assert.deepEqual(unresolvedIn(g, 'use.h'), [], 'Unknown, std::size and q::gone may come from <vector>');
});

test('C++: an include reach past its bound is taken to leave the tree', () => {
  const links = Array.from({ length: MAX_INCLUDE_REACH + 2 }, (_, i): FileLinks => ({ root: '/r', path: `h${i}.h`, lang: 'cpp', imports: i === MAX_INCLUDE_REACH + 1 ? [] : [`./h${i + 1}.h`], mod_decls: [], refs: [] }));
  const modules = new ModuleMap(links, links.map((l) => l.path));
  assert.equal(modules.includeReach(links[0]!).outside, true, 'one file more than the bound');
  assert.equal(modules.includeReach(links[1]!).files.size, MAX_INCLUDE_REACH);
  assert.equal(modules.includeReach(links[1]!).outside, false, 'as many files as the bound');
});

test('C++: a function declared or defined inside a function\'s body is none of the file\'s; a class behind an export macro, which the grammar reads as a function, lends no member to its namespace', async () => {
  const g = await scan(TREE);
  const symbols = (path: string) => g.nodes.filter((n) => n.path === path && n.type !== 'file').map((n) => n.id.replace(/^sym::[^:]*::/, '')).sort();
  assert.deepEqual(symbols('external.h'), ['v8', 'v8.External', 'v8.External.Cast', 'v8.External.Value'], 'the misread class\'s Value() and Cast() are its own, not v8::Value and v8::Cast');
  assert.deepEqual(usesFrom(g, 'unpack.h'), ['unpack.h::node.Unpack -references-> value.h::v8.Value']);
  assert.deepEqual(symbols('unpack.h'), ['node', 'node.Size', 'node.Unpack'], 'a local written as `Pair p(1);` is no function');
});

test('C++: `using namespace v8;` lets a bare name be v8\'s, and `using v8::Local;` names one; a namespace of the tree that lacks it leaves it undefined', async () => {
  const g = await scan({
    ...TREE,
    'app.cpp': '#include "tmpl.h"\nusing namespace v8;\nusing v8::Local;\nObject* make(Local<Value> v);\nint Broken() { return Nope(); }\n',
    'one.cpp': '#include "value.h"\nusing v8::Local;\nusing v8::Gone;\nLocal<int> keep();\n',
    'loop.cpp': 'using x::y;\nusing y::x;\nint f() { return y(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'loop.cpp'), [], 'using-declarations that name each other end');
  assert.deepEqual(usesFrom(g, 'app.cpp'), [
    'app.cpp -references-> value.h::v8.Local',
    'app.cpp::make -references-> object.h::v8.Object',
    'app.cpp::make -references-> value.h::v8.Local',
    'app.cpp::make -references-> value.h::v8.Value',
  ]);
  assert.deepEqual(unresolvedIn(g, 'app.cpp'), ['Nope:undefined']);
  assert.deepEqual(usesFrom(g, 'one.cpp'), ['one.cpp -references-> value.h::v8.Local', 'one.cpp::keep -references-> value.h::v8.Local'], 'the using-declaration is a reference of its own');
  assert.deepEqual(unresolvedIn(g, 'one.cpp'), ['v8.Gone:undefined']);
});

test('C++: a class declared behind an export macro (`class V8_EXPORT External : public Value {`) is a class: its members are its methods, its bases its bases', async () => {
  const g = await scan({
    ...TREE,
    'isolate.h': [
      '#include "object.h"',
      'namespace v8 {',
      'class V8_EXPORT Isolate {',
      ' public:',
      '  static Isolate* New();',
      '  int Count() const { return Size(); }',
      '  int Size() const;',
      '};',
      'class V8_EXPORT Boxed : public Value {',
      ' public:',
      '  Value* Get();',
      '  int Run() const { return Peek(); }',
      '};',
      'struct V8_EXPORT Opts {',
      '  int Size() const;',
      '};',
      'class declspec Odd : public Value {',
      '  int Width() const;',
      '};',
      'class V8_EXPORT Array : public Object {',
      ' public:',
      '  int Length() const;',
      '};',
      'class V8_EXPORT Pair : public Value, public Boxed {',
      ' public:',
      '  int Go() const;',
      '};',
      '}',
      '',
    ].join('\n'),
    'plain.h': 'struct STAT make();\n',
  });
  const symbols = g.nodes.filter((n) => n.path === 'isolate.h' && n.type !== 'file').map((n) => `${n.type} ${n.id.replace(/^sym::[^:]*::/, '')}`).sort();
  assert.deepEqual(symbols, ['class v8.Boxed', 'class v8.Isolate', 'method v8.Boxed.Get', 'method v8.Boxed.Run', 'method v8.Isolate.Count', 'method v8.Isolate.New', 'method v8.Isolate.Size', 'method v8.Opts.Size', 'module v8', 'struct v8.Opts'], 'a lower-case name before the class (declspec) is no export macro');
  assert.deepEqual(usesFrom(g, 'isolate.h'), [
    'isolate.h::v8 -references-> isolate.h::v8.Boxed',
    'isolate.h::v8.Boxed -references-> value.h::v8.Value',
    'isolate.h::v8.Boxed.Get -references-> value.h::v8.Value',
    'isolate.h::v8.Isolate.Count -calls-> isolate.h::v8.Isolate.Size',
    'isolate.h::v8.Isolate.New -references-> isolate.h::v8.Isolate',
  ]);
  assert.deepEqual(unresolvedIn(g, 'isolate.h'), ['Peek:undefined', 'declspec:undefined'], 'declspec is a type nothing defines; neither Boxed nor its base, the tree\'s Value, defines Peek; Pair, with more bases than the grammar recovers from, and Array, which it reads with the error before the name, are not read (nor is a base taken for a class), and the pieces they leave are not judged');
  assert.deepEqual(unresolvedIn(g, 'plain.h'), ['STAT:undefined'], 'an upper-case struct name that is no export macro is a use');
});

test('C++: a macro is a definition (`#define LIMIT 10` a constant, `#define TWICE(x) …` a function) but for an include guard; its uses reach it through includes', async () => {
  const g = await scan({
    'macros.h': '#ifndef MACROS_H_\n#define MACROS_H_\n#define LIMIT 10\n#define TWICE(x) ((x) * 2)\n#ifndef FEATURE\n#define FEATURE\n#endif\n#endif\n',
    'use.cpp': '#include "macros.h"\nint run() { return TWICE(LIMIT); }\n',
    'flags.h': '#ifndef MODE\n#define STYLE 1\n#define MODE\n#endif\n#if defined(MODE) && (LEVEL > 1 || !defined(OTHER))\n#define HIGH 1\n#elif LEVEL\n#define LOW 1\n#endif\n[[nodiscard]] int level(int depth);\n',
  });
  const symbols = g.nodes.filter((n) => n.path === 'macros.h' && n.type !== 'file').map((n) => `${n.type} ${n.label}`).sort();
  assert.deepEqual(g.nodes.filter((n) => n.path === 'flags.h' && n.type !== 'file').map((n) => n.label).sort(), ['HIGH', 'LOW', 'MODE', 'STYLE', 'level'], 'what comes first under #ifndef MODE is not MODE: no guard');
  assert.deepEqual(symbols, ['constant FEATURE', 'constant LIMIT', 'function TWICE'], 'MACROS_H_ guards the header; FEATURE, defined under the #ifndef of its own name but not the header\'s first, is one too');
  assert.deepEqual(usesFrom(g, 'use.cpp'), ['use.cpp::run -calls-> macros.h::TWICE', 'use.cpp::run -references-> macros.h::LIMIT'], 'a bare value name (LIMIT) an included header defines is a use of it');
  // `#ifndef FEATURE`, `#if defined(MODE)` and a macro's parameters ask about names or declare them: no use.
  assert.deepEqual(unresolvedIn(g, 'macros.h'), []);
  assert.deepEqual(unresolvedIn(g, 'flags.h'), []);
  assert.deepEqual(unresolvedIn(g, 'use.cpp'), []);
});

test('C++: a class template\'s specialization is a class of its name, holding its members (no function of the class\'s name at the top)', async () => {
  const g = await scan({
    'box.h': [
      'template <typename T> struct Box { T get() const; };',
      'template <typename T> struct Box<T*> {',
      '  Box() = default;',
      '  T* get() const { return p; }',
      '  T* p;',
      '};',
      'template <> class Box<bool> { public: bool get() const { return false; } };',
      'int use(Box<int*> b) { return *b.get(); }',
    ].join('\n'),
  });
  const symbols = g.nodes.filter((n) => n.path === 'box.h' && n.type !== 'file').map((n) => `${n.type} ${n.id.replace('sym::box.h::', '')}`).sort();
  assert.deepEqual(symbols, ['class Box@7', 'function use', 'method Box.Box', 'method Box.get', 'method Box.get@4', 'method Box.get@7', 'struct Box', 'struct Box@2', 'variable Box.p']);
  // A member of a specialization is reached from its methods; a method returning a pointer is one (`T* get()`).
  assert.deepEqual(usesFrom(g, 'box.h').filter((u) => !u.startsWith('box.h::use')), ['box.h::Box.get@4 -references-> box.h::Box.p']);
});

test('C++: a method defined in a source file reads its class\'s fields and its headers\' constants by bare name', async () => {
  const g = await scan({
    'counter.h': '#pragma once\nenum class Mode { Fast, Slow };\nconstexpr int kLimit = 8;\nextern int g_calls;\nclass Counter {\n public:\n  int bump();\n  int count_ = 0;\n  Mode mode_ = Mode::Fast;\n};\n',
    'counter.cpp': '#include "counter.h"\n#include <vector>\nint g_calls = 0;\nint Counter::bump() {\n  g_calls++;\n  if (count_ < kLimit) count_++;\n  return mode_ == Mode::Slow ? count_ : -count_;\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'counter.cpp'), [
    'counter.cpp::Counter.bump -references-> counter.cpp::g_calls',
    'counter.cpp::Counter.bump -references-> counter.h::Counter.count_',
    'counter.cpp::Counter.bump -references-> counter.h::Counter.mode_',
    'counter.cpp::Counter.bump -references-> counter.h::Mode.Slow',
    'counter.cpp::Counter.bump -references-> counter.h::kLimit',
  ]);
});
