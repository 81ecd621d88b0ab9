import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ScanEventBus } from '../system-blocks/index.js';
import { scanEventFrame, serveScanEvents } from './events-route.js';

test('a phase is one SSE frame of JSON under the scan_progress name', () => {
  assert.equal(scanEventFrame({ phase: 'done', block_count: 3 }), 'event: scan_progress\ndata: {"phase":"done","block_count":3}\n\n');
});

test('a subscriber hears phases emitted once its head arrived, and is dropped when it leaves', async () => {
  const bus = new ScanEventBus();
  let left: () => void = () => {};
  const leftServer = new Promise<void>((resolve) => (left = resolve));
  const server = createServer((req, res) => {
    serveScanEvents(req, res, bus);
    res.once('close', left);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  try {
    const { port } = server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/events' }, (res) => {
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-type']), /^text\/event-stream/);
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
          if (body.includes('"phase":"done"')) {
            req.destroy();
            resolve(body);
          }
        });
        bus.emit({ phase: 'file_list', file_count: 2 });
        bus.emit({ phase: 'done', block_count: 1 });
      });
      req.on('error', reject);
      req.end();
    });
    assert.ok(text.indexOf('file_list') < text.indexOf('"done"'));
    await leftServer;
    assert.equal(bus.listenerCount, 0);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
