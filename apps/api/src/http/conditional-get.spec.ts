import Fastify from 'fastify';
import { answerConditionalGets, weakETag } from './conditional-get';

describe('conditional GETs', () => {
  it('tag an answer as Express did (weak, its length in hex and a SHA-1), so tags the web app holds stay valid', () => {
    expect(weakETag('')).toBe('W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
    expect(weakETag('{"a":"ü"}')).toBe('W/"a-ZwqfSuKaxGjDXHE+D4Ts5EbKQiI"');
  });

  async function server() {
    const fastify = Fastify();
    answerConditionalGets(fastify);
    fastify.get('/board', (_request, reply) => reply.type('application/json').send('{"cards":[]}'));
    fastify.post('/board', (_request, reply) => reply.type('application/json').send('{"cards":[]}'));
    await fastify.ready();
    return fastify;
  }

  it('answer 304 without a body when If-None-Match names the answer, and the answer when it does not', async () => {
    const fastify = await server();
    const first = await fastify.inject({ method: 'GET', url: '/board' });
    const etag = first.headers['etag'] as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toBe(weakETag('{"cards":[]}'));

    const unchanged = await fastify.inject({ method: 'GET', url: '/board', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-type']).toBeUndefined();

    const other = await fastify.inject({ method: 'GET', url: '/board', headers: { 'if-none-match': 'W/"1-x"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('{"cards":[]}');
  });

  it('answer in full a request that must not be answered from a copy (no-cache, another method)', async () => {
    const fastify = await server();
    const etag = weakETag('{"cards":[]}');
    const noCache = await fastify.inject({
      method: 'GET',
      url: '/board',
      headers: { 'if-none-match': etag, 'cache-control': 'no-cache' },
    });
    const post = await fastify.inject({ method: 'POST', url: '/board', headers: { 'if-none-match': etag } });
    expect(noCache.statusCode).toBe(200);
    expect(post.statusCode).toBe(200);
  });

  it('send a text answer as the same UTF-8 bytes with its type and length, as tagged (umlauts included)', async () => {
    const fastify = Fastify();
    answerConditionalGets(fastify);
    const text = '{"title":"Anforderungen prüfen – Größe"}';
    fastify.get('/task', (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
    fastify.get('/plain', (_request, reply) => reply.send('Grüße'));
    await fastify.ready();

    const answer = await fastify.inject({ method: 'GET', url: '/task' });
    expect(answer.body).toBe(text);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(answer.headers['etag']).toBe(weakETag(text));
    const plain = await fastify.inject({ method: 'GET', url: '/plain' });
    expect(plain.body).toBe('Grüße');
    expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
