// Known answers for a Java or C# class's bare names that its bases bring (fields, constants), and for the names every
// Java file has from java.lang and java.lang.Object.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, unresolvedIn, usesFrom } from './resolve-fixture.test-support.js';

test('Java: a bare name is a field a base class brings, in the class and in its inner classes; a base from outside leaves a name nothing else defines unjudged', async () => {
  const g = await scan({
    'app/List.java': [
      'package app;',
      '',
      'class Base {',
      '  protected int modCount;',
      '  public Base() {}',
      '}',
      '',
      'public class List extends Base {',
      '  private class Itr { int cursor; int expectedModCount = modCount; }',
      '  private class ListItr extends Itr {',
      '    int next() { expectedModCount = modCount; return cursor + gone; }',
      '  }',
      '  Base make() { return new Base(); }',
      '}',
      'class Other { int gone; }',
      'class Filter extends Stream { Stream wrap() { return null; } }',
      '',
    ].join('\n'),
    'app/Stream.java': 'package app;\n\npublic class Stream {\n  public Stream() {}\n}\n',
    'app/Cleanable.java': 'package app;\n\nimport other.Phantom;\n\nfinal class Cleanable extends Phantom {\n  void run() { handle = 1; throw new Failure(); }\n}\nclass Holder { int handle; }\n',
    'app/Failure.java': 'package app;\n\npublic class Failure extends RuntimeException {}\n',
  });
  assert.deepEqual(usesFrom(g, 'app/List.java'), [
    'app/List.java::Filter -references-> app/Stream.java::Stream',
    'app/List.java::Filter.wrap -references-> app/Stream.java::Stream',
    'app/List.java::List -references-> app/List.java::Base',
    'app/List.java::List.Itr.expectedModCount -references-> app/List.java::Base.modCount',
    'app/List.java::List.ListItr -references-> app/List.java::List.Itr',
    'app/List.java::List.ListItr.next -references-> app/List.java::Base.modCount',
    'app/List.java::List.ListItr.next -references-> app/List.java::List.Itr.cursor',
    'app/List.java::List.ListItr.next -references-> app/List.java::List.Itr.expectedModCount',
    'app/List.java::List.make -calls-> app/List.java::Base',
    'app/List.java::List.make -references-> app/List.java::Base',
  ]);
  assert.deepEqual(unresolvedIn(g, 'app/List.java'), ['gone:undefined'], 'gone is Other\'s');
  assert.deepEqual(unresolvedIn(g, 'app/List.java').length, 1, 'a constructor (Stream.Stream) is no member a subclass inherits: Filter.wrap names the class');
  assert.deepEqual(usesFrom(g, 'app/Cleanable.java'), ['app/Cleanable.java::Cleanable.run -calls-> app/Failure.java::Failure'], 'a name another file defines is found past an outside base');
  assert.deepEqual(unresolvedIn(g, 'app/Cleanable.java'), [], 'handle may be Phantom\'s');
});

test('Java: java.lang\'s types and Object\'s methods are every file\'s; C#: a base class\'s field is a bare name\'s', async () => {
  const g = await scan({
    'app/Io.java': 'package app;\n\npublic class Io {\n  void f() { if (getClass() == null) throw new InternalError(); Module m = null; nope(); }\n}\n',
    'cs/Base.cs': 'namespace Cs {\n  public class Base { protected int count; }\n  public class Kid : Base {\n    int Get() { return count + missing; }\n  }\n  public class Other { int missing; }\n}\n',
  });
  assert.deepEqual(unresolvedIn(g, 'app/Io.java'), ['nope:undefined']);
  assert.deepEqual(usesFrom(g, 'cs/Base.cs'), ['cs/Base.cs::Kid -references-> cs/Base.cs::Base', 'cs/Base.cs::Kid.Get -references-> cs/Base.cs::Base.count']);
  assert.deepEqual(unresolvedIn(g, 'cs/Base.cs'), ['missing:undefined']);
});

test('Java: an interface a class implements is a base: its constants and nested types are the class\'s; the superclass wins over an interface; a base\'s type arguments are uses', async () => {
  const g = await scan({
    'app/Shapes.java': [
      'package app;',
      '',
      'interface Sized { int LIMIT = 9; int size(); class Entry {} }',
      'abstract class Base implements Sized { public int size() { return 0; } }',
      'class Item {}',
      'class Box extends Base implements Sized, Comparable<Item> {',
      '  int twice() { return size() + LIMIT; }',
      '  Entry first() { return null; }',
      '}',
      '',
    ].join('\n'),
  });
  assert.deepEqual(usesFrom(g, 'app/Shapes.java'), [
    'app/Shapes.java::Base -references-> app/Shapes.java::Sized',
    'app/Shapes.java::Box -references-> app/Shapes.java::Base',
    'app/Shapes.java::Box -references-> app/Shapes.java::Item',
    'app/Shapes.java::Box -references-> app/Shapes.java::Sized',
    'app/Shapes.java::Box.first -references-> app/Shapes.java::Sized.Entry',
    'app/Shapes.java::Box.twice -calls-> app/Shapes.java::Base.size',
    'app/Shapes.java::Box.twice -references-> app/Shapes.java::Sized.LIMIT',
  ]);
});

test('Java and C#: a field read through a cast, a call or another field is a member of that value, not a bare name of the class around it; `super.f` and `Outer.this.f` are the base\'s and the outer class\'s', async () => {
  const g = await scan({
    'p/A.java': [
      'package p;',
      'class Base { int sm; void bm() {} }',
      'class A extends Base {',
      '  int ex;',
      '  int ex2;',
      '  int sm;',
      '  void m(Object r, B b) {',
      '    int y = ((B) r).ex;',
      '    int z = b.q.ex2;',
      '    int s = super.sm;',
      '    int w = this.ex;',
      '  }',
      '  class Inner {',
      '    int ex2;',
      '    void bm() {}',
      '    void i() { int v = A.this.ex2; A.this.bm(); Inner.this.bm(); int u = Other.this.ex2; }',
      '  }',
      '}',
      '',
    ].join('\n'),
    'p/B.java': 'package p;\nclass B { int ex; B q; int ex2; }\n',
    'A.cs': 'namespace P {\nclass A {\n  int ex;\n  int ex2;\n  void M(object r, B b) {\n    var y = ((B) r).ex;\n    var z = b.q.ex2;\n    var w = this.ex;\n  }\n}\nclass B { public int ex; public B q; public int ex2; }\n}\n',
    'C.cs': 'namespace P {\nclass C {\n  int ex;\n  void M(B r) {\n    var y = r?.ex;\n  }\n}\n}\n',
  });
  assert.deepEqual(usesFrom(g, 'C.cs'), ['C.cs::C.M -references-> A.cs::B'], '`r?.ex` is r\'s');
  assert.deepEqual(usesFrom(g, 'p/A.java'), [
    'p/A.java::A -references-> p/A.java::Base',
    'p/A.java::A.Inner.i -calls-> p/A.java::A.Inner.bm',
    'p/A.java::A.Inner.i -calls-> p/A.java::Base.bm',
    'p/A.java::A.Inner.i -references-> p/A.java::A.ex2',
    'p/A.java::A.m -references-> p/A.java::A.ex',
    'p/A.java::A.m -references-> p/A.java::Base.sm',
    'p/A.java::A.m -references-> p/B.java::B',
  ], 'only `this.ex` is A\'s own; `super.sm` is Base\'s though A has one');
  assert.deepEqual(usesFrom(g, 'A.cs'), ['A.cs::A.M -references-> A.cs::A.ex', 'A.cs::A.M -references-> A.cs::B']);
  assert.deepEqual(unresolvedIn(g, 'p/A.java'), []);
});
