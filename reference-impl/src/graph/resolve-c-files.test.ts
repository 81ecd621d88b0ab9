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
  // A bare value name (LIMIT) is a use only where the file declares the name, as in C++.
  assert.deepEqual(usesFrom(g, 'src/main.c'), [
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
