import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer with a body carries a weak ETag of its bytes (as Express made it: `W/"<length>-<SHA-1>"`), and a GET
 * or HEAD whose `If-None-Match` names it is answered 304 without the body: the web app revalidates the board and
 * lists with it, so an unchanged one costs a header instead of its JSON.
 */
export function answerConditionalGets(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('etag'))
      return done(null, payload);
    // Encoded once: the tag hashes these bytes and the socket is given them, not the string to encode again.
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('ETag', weakETag(bytes));
    if (!isFresh(request, reply)) return done(null, bytes);
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    reply.removeHeader('transfer-encoding');
    done(null, null);
  });
}

export function weakETag(body: string | Buffer): string {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

/** HTTP's freshness of a conditional request (what Express's `req.fresh` tells): the client's copy is current. */
function isFresh(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if ((reply.statusCode < 200 || reply.statusCode >= 300) && reply.statusCode !== 304) return false;
  const noneMatch = request.headers['if-none-match'];
  if (!noneMatch || request.headers['if-modified-since']) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  if (noneMatch.trim() === '*') return true;
  const etag = String(reply.getHeader('etag'));
  return noneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === etag || `W/${candidate}` === etag || candidate === `W/${etag}`;
  });
}
