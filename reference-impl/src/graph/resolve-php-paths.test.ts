// Known answers for PHP names reached through a namespace path: fully qualified (`\A\f()`), through an import of
// the path's first part, or relative to the file's own namespace.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

const TOOLS = '<?php\nnamespace Google\\Cloud;\nclass Tools { const K = 1; public static function go() { return 1; } }\nfunction helper() { return 2; }\n';

test('PHP: a fully qualified name (`\\A\\f()`, `new \\A\\C`, `\\A\\C::m()`, `\\A\\C::K`, a type, a base) reaches the namespace\'s definition', async () => {
  const g = await scan({
    'src/Tools.php': TOOLS,
    'src/App.php': [
      '<?php',
      'namespace App;',
      'class App extends \\Google\\Cloud\\Tools implements \\Google\\Cloud\\Shape {',
      '  function f(\\Google\\Cloud\\Tools $t) {',
      '    return [\\Google\\Cloud\\Tools::go(), \\Google\\Cloud\\Tools::K, new \\Google\\Cloud\\Tools(), \\Google\\Cloud\\helper(), \\Google\\Cloud\\Tools::NOPE, \\google\\cloud\\TOOLS::GO()];',
      '  }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'src/App.php'), [
    'src/App.php::App -references-> src/Tools.php::Tools',
    'src/App.php::App.f -calls-> src/Tools.php::Tools',
    'src/App.php::App.f -calls-> src/Tools.php::Tools.go',
    'src/App.php::App.f -calls-> src/Tools.php::helper',
    'src/App.php::App.f -references-> src/Tools.php::Tools',
    'src/App.php::App.f -references-> src/Tools.php::Tools.K',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/App.php'), ['\\Google\\Cloud\\Tools.NOPE:undefined'], 'an interface a namespace the tree declares lacks may be in its files elsewhere');
});

test('PHP: a qualified name without a leading `\\` starts at an import of its first part, else in the file\'s namespace', async () => {
  const g = await scan({
    'src/Tools.php': TOOLS,
    'src/Rel.php': '<?php\nnamespace Google;\nfunction r() { return [Cloud\\Tools::go(), Cloud\\helper()]; }\n',
    'src/Imp.php': '<?php\nnamespace App;\nuse Google\\Cloud;\nuse Google\\Cloud as GC;\nfunction i() { return [Cloud\\helper(), GC\\Tools::K, new GC\\Tools()]; }\n',
    'src/Not.php': '<?php\nnamespace App;\nfunction n() { return [Google\\Cloud\\helper(), Cloud\\Tools::go(), \\Vendor\\Lib::make(), \\Google\\Cloud\\elsewhere()]; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/Rel.php'), ['src/Rel.php::r -calls-> src/Tools.php::Tools.go', 'src/Rel.php::r -calls-> src/Tools.php::helper']);
  assert.deepEqual(usesFrom(g, 'src/Imp.php'), ['src/Imp.php::i -calls-> src/Tools.php::Tools', 'src/Imp.php::i -calls-> src/Tools.php::helper', 'src/Imp.php::i -references-> src/Tools.php::Tools.K']);
  assert.deepEqual([...usesFrom(g, 'src/Not.php'), ...unresolvedIn(g, 'src/Not.php')], [], 'App\\Google\\Cloud is no namespace of the tree, nor is Vendor; Google\\Cloud may have more files elsewhere');
});

test('PHP: `\\X` is the global namespace\'s X, which the files declaring no namespace define; else the language\'s, an extension\'s or a library\'s, not judged', async () => {
  const g = await scan({
    'lib/Memcache.php': '<?php\nclass Memcache { const X = 1; public static function make() { return 1; } }\nfunction make_call() { return 2; }\n',
    'src/Use.php': '<?php\nnamespace App;\nclass H implements \\SessionHandlerInterface {\n  function f() { return [new \\Memcache(), \\Memcache::X, \\Memcache::make(), \\make_call(), new \\Exception("x"), \\Memcache::NOPE, \\gone()]; }\n}\n',
    'glob.php': '<?php\nfunction g() { return Memcache::X; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/Use.php'), [
    'src/Use.php::H.f -calls-> lib/Memcache.php::Memcache',
    'src/Use.php::H.f -calls-> lib/Memcache.php::Memcache.make',
    'src/Use.php::H.f -calls-> lib/Memcache.php::make_call',
    'src/Use.php::H.f -references-> lib/Memcache.php::Memcache.X',
  ]);
  assert.deepEqual(unresolvedIn(g, 'src/Use.php'), [], 'a global class may be defined again where the tree does not show it (a mock in a `namespace { }` block): a member it lacks is not judged');
  assert.deepEqual(usesFrom(g, 'glob.php'), ['glob.php::g -references-> lib/Memcache.php::Memcache.X'], 'a file in the global namespace reaches its classes by a path of one part');
});

test('PHP: a group `use A\\{B, C as D};` binds each name under its prefix; `use function A\\f;` binds a function', async () => {
  const g = await scan({
    'src/Tools.php': TOOLS.replace('class Tools', 'enum Suit { case Hearts; }\nclass Tools'),
    'src/App.php': '<?php\nnamespace App;\nuse Google\\Cloud\\{Tools, Suit as S};\nuse function Google\\Cloud\\helper;\nfunction f() { return [Tools::go(), S::Hearts, helper()]; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/App.php'), ['src/App.php::f -calls-> src/Tools.php::Tools.go', 'src/App.php::f -calls-> src/Tools.php::helper', 'src/App.php::f -references-> src/Tools.php::Suit.Hearts']);
  assert.deepEqual(g.links!.find((l) => l.path === 'src/App.php')!.bindings!.map((b) => `${b.from}:${b.imported} as ${b.local}`), ['Google.Cloud:Tools as Tools', 'Google.Cloud:Suit as S', 'Google.Cloud:helper as helper'], 'one binding per clause');
});
