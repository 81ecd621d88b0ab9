import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractSymbols } from './extract-symbols.js';

const exportsOf = async (source: string): Promise<string[] | undefined> => (await extractSymbols('python', source)).exports;

test('Python: a literal `__all__` written at the top level is read: set, added to, in lists and tuples joined with +', async () => {
  assert.deepEqual(await exportsOf("__all__ = ['b', 'a', 'b']\n"), ['a', 'b'], 'sorted, each once');
  assert.deepEqual(await exportsOf('__all__ = ("a",)\n'), ['a']);
  assert.deepEqual(await exportsOf("__all__ = 'a', 'b',\n"), ['a', 'b'], 'a tuple without parentheses');
  assert.deepEqual(await exportsOf("__all__: list[str] = [\n    'a',  # the first\n    'b',\n]\n"), ['a', 'b'], 'annotated, with a comment among the items');
  assert.deepEqual(await exportsOf("__all__ = ['a'] + ['b'] + ('c',)\n"), ['a', 'b', 'c']);
  assert.deepEqual(await exportsOf("__all__ = ['a']\n__all__ += ['b']\n__all__.extend(('c', 'd'))\n__all__.append('e')\n"), ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(await exportsOf("__all__ = ['a']\n__all__ = ['b']\n"), ['b'], 'a later = sets it anew');
  assert.deepEqual(await exportsOf('__all__ = []\n'), [], 'an empty list lists nothing');
  assert.deepEqual(await exportsOf("__all__: list[str]\n__all__ = ['a']\n"), ['a'], 'a declaration alone sets nothing');
  assert.deepEqual(await exportsOf("__all__ = ['a']\nfor name in __all__:\n    print(name)\nassert 'a' in __all__\ndef names():\n    return list(__all__)\n"), ['a'], 'reads of it change nothing');
  assert.deepEqual(await exportsOf("x = '__all__'\n# __all__ = ['nope']\n"), undefined, 'a module that has none has no list');
});

test('Python: an `__all__` written otherwise is not read', async () => {
  const unread = [
    "__all__ = names + ['a']\n",
    "__all__ = [n for n in dir()]\n",
    "__all__ = ['a' 'b']\n",
    "__all__ = [r'a']\n",
    "__all__ = [f'a']\n",
    "__all__ = ['a.b']\n",
    "__all__ = ['a']\n__all__ -= ['a']\n",
    "__all__ = ['a']\n__all__.remove('a')\n",
    "__all__ = ['a']\n__all__.extend(names)\n",
    "__all__ = ['a']\n__all__.append(name)\n",
    "__all__ += ['a']\n",
    "__all__.append('a')\n",
    "__all__ = ['a']\nif FLAG:\n    __all__.append('b')\n",
    "try:\n    __all__ = ['a']\nexcept ImportError:\n    pass\n",
    "__all__ = ['a']\ndef add():\n    global __all__\n    __all__ = ['b']\n",
    "__all__ = ['a']\ndef add():\n    __all__.append('b')\n",
    "__all__ = ['a']\n__all__[0] = 'b'\n",
    "__all__ = ['a']\ndel __all__\n",
    "__all__ = ['a']\nfor __all__ in [['b']]:\n    pass\n",
    "__all__ = ['a']\nif (__all__ := ['b']):\n    pass\n",
    "__all__, other = ['a'], 1\n",
    "from lib import __all__\n",
    "__all__ = ['a']\nfrom lib import __all__\n",
    "__all__ = ['a']\n__all__.__iadd__(['b'])\n",
    "__all__ = ['a']\n__all__.append('b'), print()\n",
    "__all__ = ['a'] - ['b']\n",
    "from lib import __all__\n__all__ = __all__ + ['a']\n",
    "class K:\n    __all__ = ['a']\n",
    "import sys\n__all__ = ['a']\nsys.modules[__name__].__all__.append('b')\n",
  ];
  for (const source of unread) assert.equal(await exportsOf(source), undefined, source);
});
