// node --test tools/scripts/lib: npm start's web servers send pages and scripts compressed (brotli or gzip, as the
// browser accepts), without an API or a build (a made-up app folder).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_PORTS, startWebServers } from './web-servers.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The raw answer: its headers and the bytes that went over the wire (not decoded). */
const get = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const headers = { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks).length }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

describe("npm start's web servers", () => {
  let distRoot;
  let web;
  let origin;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i % 50}`))};\n`;
  const page = `<!doctype html><html><head><title>Board</title></head><body>${'<div class="row">TaskFlow</div>'.repeat(200)}</body></html>`;

  before(async () => {
    distRoot = mkdtempSync(join(tmpdir(), 'taskflow-web-servers-'));
    mkdirSync(join(distRoot, 'board'));
    writeFileSync(join(distRoot, 'board', 'index.html'), page);
    writeFileSync(join(distRoot, 'board', 'main.0123abcd.js'), script);
    const port = await freePort();
    web = await startWebServers({
      distRoot,
      host: '127.0.0.1',
      publicHost: '127.0.0.1',
      ports: { ...DEFAULT_PORTS, board: port },
      runtimeConfig: { apiBaseUrl: 'http://127.0.0.1:1/api', realtimeUrl: 'http://127.0.0.1:1' },
      only: ['board'],
    });
    origin = web.urls.board;
  });

  after(async () => {
    await web?.close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  for (const [encoding, accepted] of [
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ]) {
    it(`send scripts and pages ${encoding}-compressed to a browser that accepts "${accepted}", in fewer bytes`, async () => {
      for (const [path, size] of [
        ['/main.0123abcd.js', Buffer.byteLength(script)],
        ['/dashboard', Buffer.byteLength(page)],
      ]) {
        const answer = await get(`${origin}${path}`, accepted);
        assert.equal(answer.status, 200, path);
        assert.equal(answer.headers['content-encoding'], encoding, path);
        assert.match(answer.headers['vary'] ?? '', /Accept-Encoding/i, path);
        assert.ok(answer.bytes < size / 4, `${path}: ${answer.bytes} bytes sent for ${size}`);
      }
    });
  }

  it('send them as they are to a client that accepts no compression', async () => {
    const answer = await get(`${origin}/main.0123abcd.js`, 'identity');
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.bytes, Buffer.byteLength(script));
  });
});
