// Known answers for PHP's case rule: a function, a method, a class (interface, trait, enum) and a namespace are
// matched in any case, a constant and an enum case only as written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

const TOOLS = [
  '<?php',
  'namespace Google\\Cloud;',
  'class Tools {',
  '  const MODE = 1;',
  '  public static function createUploadUrl() { return 1; }',
  '  public function helper() { return 2; }',
  '}',
  'enum Suit { case Hearts; }',
  '',
].join('\n');

/** The app file, its names written as `spell` spells them. */
const app = (spell: (name: string) => string) => [
  '<?php',
  'namespace App;',
  `use ${spell('Google')}\\${spell('Cloud')}\\${spell('Tools')};`,
  `use Google\\Cloud\\${spell('Suit')};`,
  `class App extends ${spell('Tools')} {`,
  '  public function run() {',
  `    $a = ${spell('Tools')}::${spell('createUploadUrl')}();`,
  `    $b = ${spell('Tools')}::MODE + $this->${spell('helper')}();`,
  `    $c = new ${spell('Tools')}();`,
  `    return [Suit::Hearts, ${spell('run2')}()];`,
  '  }',
  '}',
  `function run2(${spell('Tools')} $t) { return 1; }`,
  '',
].join('\n');

/** The uses of App.php with the spelling of App's own file names taken out, so two spellings compare. */
const appUses = async (spell: (name: string) => string): Promise<string[]> => {
  const g = await scan({ 'src/Tools.php': TOOLS, 'src/App.php': app(spell) });
  return usesFrom(g, 'src/App.php');
};

test('PHP: functions, methods, classes and namespaces written in another case resolve as written in their own', async () => {
  const exact = await appUses((n) => n);
  assert.deepEqual(exact, [
    'src/App.php::App -references-> src/Tools.php::Tools',
    'src/App.php::App.run -calls-> src/App.php::run2',
    'src/App.php::App.run -calls-> src/Tools.php::Tools',
    'src/App.php::App.run -calls-> src/Tools.php::Tools.createUploadUrl',
    'src/App.php::App.run -calls-> src/Tools.php::Tools.helper',
    'src/App.php::App.run -references-> src/Tools.php::Suit.Hearts',
    'src/App.php::App.run -references-> src/Tools.php::Tools.MODE',
    'src/App.php::run2 -references-> src/Tools.php::Tools',
  ]);
  assert.deepEqual(await appUses((n) => n.toUpperCase()), exact, 'upper case');
  assert.deepEqual(await appUses((n) => n.toLowerCase()), exact, 'lower case');
});

test('PHP: a constant or an enum case written in another case is undefined, as PHP has it', async () => {
  const g = await scan({
    'src/Tools.php': TOOLS,
    'src/Use.php': '<?php\nnamespace App;\nuse Google\\Cloud\\Tools;\nuse Google\\Cloud\\Suit;\nfunction f() { return [tOOLS::mode, Suit::HEARTS, tools::MODE, Tools::CREATEUPLOADURL]; }\n',
  });
  assert.deepEqual(usesFrom(g, 'src/Use.php'), ['src/Use.php::f -references-> src/Tools.php::Tools.MODE']);
  assert.deepEqual(unresolvedIn(g, 'src/Use.php'), ['Suit.HEARTS:undefined', 'Tools.CREATEUPLOADURL:undefined', 'tOOLS.mode:undefined'], 'listed as written; a constant is no method of its spelling');
});

test('PHP: a method call whose name only a constant of the class spells in another case is not that constant', async () => {
  const g = await scan({
    'Http.php': '<?php\nclass Base { public function helper() { return 1; } }\nclass Http extends Base {\n  const GET = "GET";\n  public function run() { return $this->get() + self::Get() + self::GET + parent::helper(); }\n  public function Parent() { return 2; }\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'Http.php'), [
    'Http.php::Http -references-> Http.php::Base',
    'Http.php::Http.run -calls-> Http.php::Base.helper',
    'Http.php::Http.run -references-> Http.php::Http.GET',
  ], '`parent` is the base, whatever method the tree spells Parent');
});

test('PHP: the core extensions\' functions and classes are the language\'s in any case', async () => {
  const g = await scan({ 'b.php': '<?php\nfunction f($a) { return [COUNT($a), Str_Replace("a", "b", "c"), new arrayobject([]), new EXCEPTION("x"), Nope()]; }\n' });
  assert.deepEqual(unresolvedIn(g, 'b.php'), ['Nope:undefined']);
});

test('PHP: a name the tree spells two ways is tried in each, and an import of the file spells it as the import does', async () => {
  const g = await scan({
    'a/Foo.php': '<?php\nnamespace A;\nclass Foo { public static function x() { return 1; } }\n',
    'b/FOO.php': '<?php\nnamespace B;\nclass FOO { public static function x() { return 2; } }\n',
    'c/use.php': '<?php\nnamespace C;\nuse A\\Foo;\nfunction f() { return fOO::x(); }\n',
    'c/alias.php': '<?php\nnamespace C;\nuse B\\foo as Bar;\nfunction f() { return BAR::x(); }\n',
    'a/bare.php': '<?php\nnamespace A;\nfunction g() { return fOO::x(); }\n',
    'b/bare.php': '<?php\nnamespace B;\nfunction g() { return fOO::x(); }\nclass Kid extends FOO { function r() { return $this->x(); } }\n',
    'c/none.php': '<?php\nnamespace C;\nfunction g() { return fOO::x(); }\n',
  });
  assert.deepEqual(usesFrom(g, 'c/use.php'), ['c/use.php::f -calls-> a/Foo.php::Foo.x']);
  assert.deepEqual(usesFrom(g, 'c/alias.php'), ['c/alias.php::f -calls-> b/FOO.php::FOO.x']);
  assert.deepEqual(usesFrom(g, 'a/bare.php'), ['a/bare.php::g -calls-> a/Foo.php::Foo.x']);
  assert.deepEqual(usesFrom(g, 'b/bare.php'), ['b/bare.php::Kid -references-> b/FOO.php::FOO', 'b/bare.php::Kid.r -calls-> b/FOO.php::FOO.x', 'b/bare.php::g -calls-> b/FOO.php::FOO.x'], 'a base spelled as one of the tree\'s spellings is that one');
  assert.deepEqual([...usesFrom(g, 'c/none.php'), ...unresolvedIn(g, 'c/none.php')], [], 'a class C holds in no spelling is from outside the tree, as `Foo::x()` is');
});

test('PHP: a name that resolves as written keeps that answer: `helper()` is the function, beside an imported class Helper', async () => {
  const g = await scan({
    'lib.php': '<?php\nfunction helper() { return 1; }\n',
    'core/Helper.php': '<?php\nnamespace Core;\nclass Helper { public function go() { return 1; } }\n',
    'Page.php': "<?php\nnamespace Web;\nuse Core\\Helper;\nrequire_once __DIR__ . '/lib.php';\nfunction area() { return helper() + (new Helper())->go(); }\n",
  });
  assert.deepEqual(usesFrom(g, 'Page.php'), ['Page.php::area -calls-> core/Helper.php::Helper', 'Page.php::area -calls-> lib.php::helper']);
});

test('review cases (PHP): a method or function named like a namespace part changes nothing of how the namespace is spelled; a namespace\'s path names no class; a type through a namespace is tried in every case; a method overriding another in another case is no silent edge to the base\'s', async () => {
  const g = await scan({
    'lib/Tools.php': '<?php\nnamespace Lib;\nclass Tools { public static function make() { return 1; } }\ninterface Shape {}\n',
    'other.php': '<?php\nfunction lib() { return 2; }\nclass Str { function random() {} static function Thing() {} }\n',
    'app/App.php': '<?php\nnamespace App;\nuse lib\\Tools;\nfunction run(\\lib\\tools $t) { return [Tools::make(), \\Str\\random(), new \\Str\\Thing()]; }\nclass K implements \\lib\\shape {}\n',
    'kid.php': '<?php\nclass Base { function helper() {} }\nclass Kid extends Base { function Helper() {} function run() { return $this->helper(); } }\n',
  });
  assert.deepEqual(usesFrom(g, 'app/App.php'), [
    'app/App.php::K -references-> lib/Tools.php::Shape',
    'app/App.php::run -calls-> lib/Tools.php::Tools.make',
    'app/App.php::run -references-> lib/Tools.php::Tools',
  ]);
  assert.deepEqual(usesFrom(g, 'kid.php').filter((u) => u.includes('run')), []);
  assert.deepEqual(unresolvedIn(g, 'kid.php'), ['$this.helper:ambiguous']);
});
