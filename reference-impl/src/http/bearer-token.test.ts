import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEARER_TOKEN_FILE } from '../records/index.js';
import { ensureRuntimeToken, readConfiguredToken } from './bearer-token.js';

const base = mkdtempSync('/var/tmp/m1nd-http-token-');
const makeDir = (prefix: string): string => mkdtempSync(join(base, prefix));
after(() => rmSync(base, { recursive: true, force: true }));
const uid = process.getuid?.() ?? 0;
const good = '0123456789abcdef'.repeat(4);

function refusalOf(r: ReturnType<typeof readConfiguredToken>): string {
  assert.ok(r !== null && 'code' in r, 'expected a refusal');
  assert.equal(r.code, 'http_bearer_token_invalid');
  return r.detail;
}

test('nothing configured leaves the decision to the runtime file', () => {
  assert.equal(readConfiguredToken({}, uid), null);
  assert.equal(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN: '', M1ND_HTTP_BEARER_TOKEN_FILE: '' }, uid), null);
});

test('M1ND_HTTP_BEARER_TOKEN must be 64 hex characters, and wins over the file', () => {
  assert.deepEqual(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN: good, M1ND_HTTP_BEARER_TOKEN_FILE: '/nope' }, uid), { token: good, source: 'env', created: null });
  const secret = `${good}zz`;
  const detail = refusalOf(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN: secret }, uid));
  assert.match(detail, /M1ND_HTTP_BEARER_TOKEN must be exactly 64 hexadecimal characters/);
  assert.ok(!detail.includes(secret), 'the refusal never quotes the value');
});

test('M1ND_HTTP_BEARER_TOKEN_FILE is read and trimmed; a bad or missing file names the variable and the path', () => {
  const file = join(base, 'token');
  writeFileSync(file, `${good}\n`, { mode: 0o600 });
  assert.deepEqual(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN_FILE: file }, uid), { token: good, source: 'env-file', created: null });
  chmodSync(file, 0o644);
  assert.match(refusalOf(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN_FILE: file }, uid)), /mode 0644; a secret must belong to uid \d+ with no access for group or other/);
  assert.match(refusalOf(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN_FILE: file }, uid + 1)), /must be private to the user/);
  chmodSync(file, 0o600);
  writeFileSync(file, 'short-secret');
  const detail = refusalOf(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN_FILE: file }, uid));
  assert.match(detail, new RegExp(`M1ND_HTTP_BEARER_TOKEN_FILE ${file} must hold exactly 64`));
  assert.ok(!detail.includes('short-secret'));
  assert.match(refusalOf(readConfiguredToken({ M1ND_HTTP_BEARER_TOKEN_FILE: join(base, 'missing') }, uid)), /cannot be read \(ENOENT\)/);
});

test('a generated token is 32 random bytes in hex, written mode 0600', () => {
  const rt = makeDir('rt-');
  const t = ensureRuntimeToken(rt, uid);
  const path = join(rt, BEARER_TOKEN_FILE);
  assert.match(t.token, /^[0-9a-f]{64}$/);
  assert.equal(t.created, path);
  assert.equal(statSync(path).mode & 0o777, 0o600);
  assert.equal(readFileSync(path, 'utf8'), t.token);
  rmSync(rt, { recursive: true, force: true });
});

test('a private well-formed token file is reused untouched; a loose or malformed one is replaced', () => {
  const rt = makeDir('reuse-');
  const path = join(rt, BEARER_TOKEN_FILE);
  const first = ensureRuntimeToken(rt, uid);
  const mtime = statSync(path).mtimeMs;
  assert.deepEqual(ensureRuntimeToken(rt, uid), { token: first.token, source: 'runtime-file', created: null });
  assert.equal(statSync(path).mtimeMs, mtime);
  chmodSync(path, 0o644);
  const second = ensureRuntimeToken(rt, uid);
  assert.notEqual(second.token, first.token);
  assert.equal(statSync(path).mode & 0o777, 0o600);
  writeFileSync(path, 'garbage');
  assert.notEqual(ensureRuntimeToken(rt, uid).token, second.token);
  rmSync(rt, { recursive: true, force: true });
});
