import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import { test } from 'node:test';
import { makeFixtureTree } from '../graph/test-support.js';
import { resolveInGrant } from './grant-path.js';

test('a path is inside the grant only when its canonical form is: escapes, links out and the runtime are refused', async () => {
  const tree = await makeFixtureTree({ 'repo/src/a.ts': 'a\n', 'outside/secret.ts': 's\n', 'repo/.rt/token': 't\n' });
  try {
    const root = `${tree.root}/repo`;
    const runtime = `${root}/.rt`;
    symlinkSync('../../outside/secret.ts', `${root}/src/link.ts`);
    symlinkSync('./a.ts', `${root}/src/inner-link.ts`);
    mkdirSync(`${root}/src/dir`);
    const code = (raw: string) => {
      const r = resolveInGrant(raw, [root], runtime);
      return 'code' in r ? r.code : r.rel;
    };
    assert.equal(code('src/a.ts'), 'src/a.ts');
    assert.equal(code(`${root}/src/./a.ts`), 'src/a.ts');
    assert.equal(code('src/inner-link.ts'), 'src/a.ts', 'a link staying inside resolves to its target');
    assert.equal(code('src/link.ts'), 'outside_grant');
    assert.equal(code('../outside/secret.ts'), 'outside_grant');
    assert.equal(code('src/../../outside/secret.ts'), 'outside_grant');
    assert.equal(code(`${tree.root}/outside/secret.ts`), 'outside_grant');
    assert.equal(code('/etc/nothing-here'), 'outside_grant', 'a missing path elsewhere is outside, not merely absent');
    assert.equal(code('.rt/token'), 'outside_grant');
    assert.equal(code('src/none.ts'), 'not_found');
    assert.equal(code('src/dir'), 'not_a_file');
    assert.equal('code' in resolveInGrant('src/a.ts', [], null) ? 'refused' : 'served', 'refused');
  } finally {
    await tree.remove();
  }
});
