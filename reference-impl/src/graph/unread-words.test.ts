// The words of the parts of a file the grammar could not read (extract-symbols.ts unreadWords), and what the
// resolver makes of them (resolve-uses.ts unreadHas).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getParser } from './load-language.js';
import { unreadWords } from './extract-symbols.js';
import { resolveUses } from './index.js';
import type { FileLinks } from '../records/index.js';

test('the words of the parts a grammar could not read: names in any script, and a trailing ? or ! kept and dropped', async () => {
  const parser = await getParser('typescript');
  // The grammar takes `using` for the keyword of a `using` declaration and reads the whole file as an error.
  const source = [
    'export const CPP = {',
    '  take(ms: string[], out: string[]) {',
    '    for (const m of ms) {',
    '      const using = /a::b/.exec(m);',
    '      if (!using) continue;',
    "      const größe = using[2]!.split(/::/).join('.');",
    "      if (using[1]) out.push(größe, m ? done! : 'x');",
    '      else {',
    '        out.push(größe);',
    '      }',
    '    }',
    '  },',
    '};',
    '',
  ].join('\n');
  const tree = parser.parse(source)!;
  try {
    const words = unreadWords(tree.rootNode);
    for (const w of ['CPP', 'using', 'größe', 'm', 'done!', 'done']) assert.ok(words.includes(w), `${w} in ${words.join(' ')}`);
    assert.deepEqual(words, [...new Set(words)].sort(), 'sorted and unique');
    const read = parser.parse('export const CPP = 1;\n')!;
    assert.deepEqual(unreadWords(read.rootNode), [], 'a file read whole has none');
    read.delete();
  } finally {
    tree.delete();
  }
});

test('a PHP name is found among the unread words in any case, another language\'s only as written', () => {
  const file = (lang: string, path: string, name: string): FileLinks => ({ root: '/r', path, lang, imports: [], mod_decls: [], refs: [{ from: `file::${path}`, name, qualifier: null, line: 1, kind: 'call' }], bindings: [], defs: [], unread: ['helper'] });
  const r = resolveUses([file('php', 'a.php', 'Helper'), file('typescript', 'a.ts', 'Helper'), file('typescript', 'b.ts', 'helper')], ['a.php', 'a.ts', 'b.ts']);
  assert.deepEqual(r.unresolved.map((u) => `${u.file_path}:${u.name}:${u.reason}`), ['a.ts:Helper:undefined']);
});
