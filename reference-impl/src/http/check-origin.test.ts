import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkHostHeader, checkLocalOrigin, checkOriginHeader } from './check-origin.js';

test('Host must be a loopback name with the listening port', () => {
  for (const host of ['127.0.0.1:8080', 'localhost:8080', 'LOCALHOST:8080', '[::1]:8080', '127.0.0.2:8080']) {
    assert.equal(checkHostHeader(host, 8080), true, host);
  }
  for (const host of [undefined, '', '127.0.0.1', '127.0.0.1:8081', 'evil.example:8080', '0.0.0.0:8080', '[::]:8080', '::1:8080', 'localhost.evil:8080', '127.0.0.1:8080:1']) {
    assert.equal(checkHostHeader(host, 8080), false, String(host));
  }
});

test('Origin is optional, and when sent must be loopback http(s)', () => {
  for (const origin of [undefined, 'http://127.0.0.1:3000', 'http://localhost', 'https://localhost:9', 'http://[::1]:5']) {
    assert.equal(checkOriginHeader(origin), true, String(origin));
  }
  for (const origin of ['null', '', 'http://evil.example', 'http://127.0.0.1.nip.io', 'file://', 'chrome-extension://abc', 'http://10.0.0.1']) {
    assert.equal(checkOriginHeader(origin), false, origin);
  }
});

test('Host is checked before Origin', () => {
  assert.equal(checkLocalOrigin({ host: 'evil:1', origin: 'http://evil' }, 1), 'host_not_allowed');
  assert.equal(checkLocalOrigin({ host: '127.0.0.1:1', origin: 'http://evil' }, 1), 'origin_not_allowed');
  assert.equal(checkLocalOrigin({ host: '127.0.0.1:1' }, 1), 'ok');
});
