import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLoopbackHost, validateBind } from './validate-bind.js';

test('loopback hosts: 127.0.0.0/8, ::1 and localhost', () => {
  for (const h of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST']) {
    assert.equal(isLoopbackHost(h), true, h);
  }
  for (const h of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', 'localhost.example.com', 'example.com', '', '127.0.0.1.nip.io']) {
    assert.equal(isLoopbackHost(h), false, h);
  }
});

test('no --bind listens on 127.0.0.1', () => {
  assert.deepEqual(validateBind(null), { host: '127.0.0.1' });
});

test('a loopback --bind is kept, brackets removed', () => {
  assert.deepEqual(validateBind('127.0.0.1'), { host: '127.0.0.1' });
  assert.deepEqual(validateBind('[::1]'), { host: '::1' });
  assert.deepEqual(validateBind('localhost'), { host: 'localhost' });
});

test('a non-loopback --bind is http_bind_not_loopback naming the value', () => {
  for (const bind of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) {
    const r = validateBind(bind);
    assert.ok('code' in r, bind);
    assert.equal(r.code, 'http_bind_not_loopback');
    assert.match(r.detail, new RegExp(`--bind ${bind.replace(/[.]/g, '\\.')} is not a loopback address`));
  }
});
