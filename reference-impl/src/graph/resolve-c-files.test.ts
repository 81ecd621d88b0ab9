// Known answers for C sources (`.c`), read with the C++ grammar as C headers (`.h`) are: their functions, structs and
// macros are definitions, their includes the files they see, and a call reaches what the file or an included header
// defines. A C++ keyword a C file uses as a name costs what the grammar cannot read around it, never a false edge.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectLanguage } from './load-language.js';
import { importsOf, scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('C: a .c file is parsed with the C++ grammar, as a header is', () => {
  assert.equal(detectLanguage('src/main.c'), 'cpp');
  assert.equal(detectLanguage('src/MAIN.C'), 'cpp');
  assert.equal(detectLanguage('src/util.h'), 'cpp');
});

test('C: calls reach the file\'s own functions and what its headers declare; a static function of another file is not seen', async () => {
  const g = await scan({
    'include/util.h': '#ifndef UTIL_H\n#define UTIL_H\n#define LIMIT 8\nstruct point { int x; int y; };\nint util_twice(int x);\n#endif\n',
    'src/util.c': '#include "../include/util.h"\nstatic int hidden(int v) { return v; }\nint util_twice(int x) { return hidden(x) * 2; }\n',
    'src/main.c': [
      '#include <stdio.h>',
      '#include "../include/util.h"',
      'static int helper(struct point *p) { return p->x + LIMIT; }',
      'int main(void) {',
      '  struct point p = { 1, 2 };',
      '  printf("%d\\n", util_twice(helper(&p)));',
      '  return hidden(3);',
      '}',
    ].join('\n'),
  });
  assert.deepEqual(importsOf(g, 'src/main.c'), ['include/util.h']);
  // A bare value name (LIMIT) a header defines is a use of it.
  assert.deepEqual(usesFrom(g, 'src/main.c'), [
    'src/main.c::helper -references-> include/util.h::LIMIT',
    'src/main.c::helper -references-> include/util.h::point',
    'src/main.c::main -calls-> include/util.h::util_twice',
    'src/main.c::main -calls-> src/main.c::helper',
    'src/main.c::main -references-> include/util.h::point',
  ]);
  assert.deepEqual(usesFrom(g, 'src/util.c'), ['src/util.c::util_twice -calls-> src/util.c::hidden']);
  assert.deepEqual(unresolvedIn(g, 'src/util.c'), []);
});

test('C: a C++ keyword a C file uses as a name costs only what the grammar cannot read around it', async () => {
  const g = await scan({
    'list.c': [
      'struct node { struct node *next; int class; };',
      'static int count(struct node *n) { int class = 0; struct node *new = n; while (new) { class++; new = new->next; } return class; }',
      'int size(struct node *n) { return count(n); }',
    ].join('\n'),
  });
  assert.deepEqual(g.nodes.filter((n) => n.path === 'list.c' && n.type !== 'file').map((n) => `${n.type} ${n.label}`).sort(), ['function count', 'function size', 'struct node', 'variable class', 'variable next']);
  assert.deepEqual(usesFrom(g, 'list.c'), ['list.c::count -references-> list.c::node', 'list.c::size -calls-> list.c::count', 'list.c::size -references-> list.c::node']);
});

test('C: a name the grammar had to invent (a MISSING node, `new` read as C++\'s operator) is no use', async () => {
  const g = await scan({ 'n.c': 'struct node { int v; };\nint f(struct node *n) { struct node *new = n; return new != 0; }\n' });
  assert.deepEqual(unresolvedIn(g, 'n.c'), []);
});

test('C: a struct and a function of one name are apart: a call reaches the function, `struct stat` the struct, whichever is declared first', async () => {
  const g = await scan({
    'include/st.h': 'struct stat { int st_size; };\nint stat(const char *path, struct stat *buf);\n',
    'include/tz.h': 'int timezone(int zone);\nstruct timezone { int minutes; };\n',
    'src/main.c': [
      '#include "../include/st.h"',
      '#include "../include/tz.h"',
      'int size_of(const char *p) {',
      '  struct stat st;',
      '  if (stat(p, &st) != 0) return -1;',
      '  return st.st_size;',
      '}',
      'int west(void) {',
      '  struct timezone tz = { timezone(1) };',
      '  return tz.minutes;',
      '}',
    ].join('\n'),
    'src/own.c': 'struct item { int v; };\nint item(int x) { return x; }\nint use(void) { struct item it = { item(1) }; return it.v; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/main.c'), [
    'src/main.c::size_of -calls-> include/st.h::stat@2',
    'src/main.c::size_of -references-> include/st.h::stat',
    'src/main.c::west -calls-> include/tz.h::timezone',
    'src/main.c::west -references-> include/tz.h::timezone@2',
  ]);
  // The function's parameter names the struct, in its own header.
  assert.deepEqual(usesFrom(g, 'include/st.h'), ['include/st.h::stat@2 -references-> include/st.h::stat']);
  assert.deepEqual(usesFrom(g, 'src/own.c'), ['src/own.c::use -calls-> src/own.c::item@2', 'src/own.c::use -references-> src/own.c::item']);
});

test('C and C++: a name alone means a typedef or function of the name before a struct\'s tag, and the class when nothing else has it', async () => {
  const g = await scan({
    'node.h': 'typedef struct node { struct node *next; } node;\nstruct point { int x; };\nstruct point origin(void);\n',
    'use.cpp': [
      '#include "node.h"',
      'class Box { public: int w; };',
      'int first(node *n, struct node *m) { Box b = Box(); struct point p = origin(); return p.x + b.w; }',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'use.cpp'), [
    'use.cpp::first -calls-> node.h::origin',
    'use.cpp::first -calls-> use.cpp::Box',
    'use.cpp::first -references-> node.h::node',
    'use.cpp::first -references-> node.h::node@1',
    'use.cpp::first -references-> node.h::point',
    'use.cpp::first -references-> use.cpp::Box',
  ]);
  // The typedef is no scope of the struct it names: the struct holds its field.
  const held = g.edges.filter((e) => e.kind === 'contains' && e.source.startsWith('sym::node.h::node')).map((e) => `${e.source} -> ${e.target}`);
  assert.deepEqual(held, ['sym::node.h::node@1 -> sym::node.h::node.next']);
});

test('C: a struct in one header and a function of its name in another: the name alone is the function\'s, and the file\'s own struct does not hide it', async () => {
  const g = await scan({
    'types.h': 'struct tm { int hour; };\n',
    'calls.h': 'int tm(int x);\n',
    'main.c': '#include "types.h"\n#include "calls.h"\nint hour(void) { struct tm t = { tm(1) }; return t.hour; }\n',
    'own.c': '#include "calls.h"\nstruct tm { int minute; };\nint minute(void) { struct tm t = { tm(2) }; return t.minute; }\n',
  });
  assert.deepEqual(usesFrom(g, 'main.c'), ['main.c::hour -calls-> calls.h::tm', 'main.c::hour -references-> types.h::tm']);
  assert.deepEqual(usesFrom(g, 'own.c'), ['own.c::minute -calls-> calls.h::tm', 'own.c::minute -references-> own.c::tm']);
});

test('C: the name a typedef defines is no use of it, also where a struct is defined on its line', async () => {
  const g = await scan({
    'ev.h': 'typedef struct ev_t {\n  int kind;\n} ev_t;\ntypedef struct ev_t *ev_ptr, ev_alias;\ntypedef int ev_code;\ntypedef int (*ev_handler)(ev_ptr e);\n',
    'main.c': '#include "ev.h"\nint kind_of(ev_ptr e, ev_alias a, ev_code c, ev_handler h) { return e->kind + a.kind + c + h(e); }\n',
  });
  // Line 4's typedefs name the struct (the line's last definition holds what it writes).
  assert.deepEqual(usesFrom(g, 'ev.h'), ['ev.h::ev_alias -references-> ev.h::ev_t@1', 'ev.h::ev_handler -references-> ev.h::ev_ptr']);
  // Pointer typedefs, a function pointer's too, are definitions.
  assert.deepEqual(usesFrom(g, 'main.c'), ['main.c::kind_of -references-> ev.h::ev_alias', 'main.c::kind_of -references-> ev.h::ev_code', 'main.c::kind_of -references-> ev.h::ev_handler', 'main.c::kind_of -references-> ev.h::ev_ptr']);
});

test('C: a parameter\'s name in a prototype or a function pointer\'s declaration is no use, though a field of that name exists', async () => {
  const g = await scan({
    'ops.h': [
      'typedef struct ops {',
      '  int (*read)(void *ctx, char *buf, int n);',
      '} ops_t;',
      'typedef struct stream {',
      '  const ops_t *ops;',
      '  void *ctx;',
      '} stream_t;',
      'int stream_read(stream_t *s, char *buf, int n, void *ctx);',
      'int count(int ctx[], int *n);',
    ].join('\n'),
  });
  assert.deepEqual(unresolvedIn(g, 'ops.h'), []);
  assert.deepEqual(usesFrom(g, 'ops.h'), ['ops.h::stream.ops -references-> ops.h::ops_t', 'ops.h::stream_read -references-> ops.h::stream_t']);
});

test('C: a source file\'s bare names are uses of the globals, enum constants and macros its headers define; a header keeps to the names it declares', async () => {
  const g = await scan({
    'ops.h': '#define OPS_MAX(a, b) ((a) > (b) ? (a) : (b))\n#define OPS_LIMIT 64\nenum mode { MODE_READ, MODE_WRITE };\nextern int stream_count;\n',
    'inline.h': '#include "ops.h"\nstatic inline int over(void) { return stream_count > OPS_LIMIT; }\n',
    'main.c': [
      '#include "ops.h"',
      '#ifdef MODE_DEBUG',
      'int debug = 1;',
      '#endif',
      'static int mode_of(int n) { int stream_count = n; return stream_count ? MODE_WRITE : MODE_READ; }',
      'int main(void) { return OPS_MAX(stream_count, OPS_LIMIT) + mode_of(1); }',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'main.c'), [
    'main.c::main -calls-> main.c::mode_of',
    'main.c::main -calls-> ops.h::OPS_MAX',
    'main.c::main -references-> ops.h::OPS_LIMIT',
    'main.c::main -references-> ops.h::stream_count',
    'main.c::mode_of -references-> ops.h::MODE_READ',
    'main.c::mode_of -references-> ops.h::MODE_WRITE',
  ]);
  assert.deepEqual(unresolvedIn(g, 'main.c'), []);
  assert.deepEqual(usesFrom(g, 'inline.h'), []);
});

test('C++: a deduction guide or a constructor left outside its class hides no class; a base is a class before a function of its name; `struct ::stat` is the struct; a file\'s own struct is not made ambiguous by a header\'s', async () => {
  const g = await scan({
    'box.h': 'template<typename T> class Box { public: Box(T v) : v_(v) {} T v_; };\ntemplate<typename T> Box(T) -> Box<T>;\n',
    'panel.h': 'class Panel { public: void *get_user(); };\nint Panel(int);\nPanel();\n',
    'sys.h': 'struct stat { int st_size; };\nint stat(const char *p, struct stat *b);\n',
    'a.h': 'struct item { int v; };\nint Shape(int);\n',
    'own.cpp': '#include "a.h"\nstruct Base { int b; };\nint Base(int);\nstruct Shape { int s; };\nstruct D : Base { int d; };\nstruct E : Shape { int e; };\n',
    'use.cpp': [
      '#include "box.h"',
      '#include "panel.h"',
      '#include "sys.h"',
      '#include "a.h"',
      'struct item { int v; };',
      'class UserPanel : public Panel { public: void *data() { return get_user(); } };',
      'int f(const char *p) { Box<int> b(1); struct ::stat st; item x; return b.v_ + st.st_size + x.v; }',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'use.cpp'), [
    'use.cpp::UserPanel -references-> panel.h::Panel',
    'use.cpp::UserPanel.data -calls-> panel.h::Panel.get_user',
    'use.cpp::f -references-> box.h::Box',
    'use.cpp::f -references-> sys.h::stat',
    'use.cpp::f -references-> use.cpp::item',
  ]);
  assert.deepEqual(unresolvedIn(g, 'use.cpp'), []);
  // The file's own class is the base, before its function of that name and before a header's.
  assert.deepEqual(usesFrom(g, 'own.cpp'), ['own.cpp::D -references-> own.cpp::Base', 'own.cpp::E -references-> own.cpp::Shape']);
});
