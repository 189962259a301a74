import { parse as parseForm } from 'node:querystring';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config/trust-proxy';
import { answerConditionalGets } from './conditional-get';

/** The largest JSON or form body accepted (the API's bodies are small; uploads are multipart and limited apart). */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** The longest path parameter routed (Fastify's default of 100 would turn a long token into a 404). */
const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * NestJS on Fastify, answering as clients know the API: routes match case-insensitively and with a trailing slash,
 * JSON bodies are objects or arrays (an empty one is `{}`), a body of another type is not read, multipart bodies
 * are left to the upload route, and Fastify's own client errors keep the API's texts.
 */
export class ApiFastifyAdapter extends FastifyAdapter {
  private readonly added: string[] = [];

  constructor(trustProxy: TrustProxy) {
    super({
      trustProxy,
      bodyLimit: BODY_LIMIT_BYTES,
      // Node's own limit on receiving a whole request (Fastify's default is none): a stalled upload ends after 5 min.
      requestTimeout: 300_000,
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    });
    const fastify = this.getInstance() as unknown as FastifyInstance;
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) this.added.push(`${method} ${route.url}`);
    });
    // Express read a GET's body too (a malformed one is a 400); Fastify reads GET bodies only when told to.
    fastify.addHttpMethod('GET', { hasBody: true, overrideExisting: true });
    registerBodyParsers(fastify);
    answerConditionalGets(fastify);
  }

  /** Every route served, as 'METHOD /path' (the HEAD Fastify adds to each GET left out). */
  routes(): string[] {
    const added = new Set(this.added);
    return [...added].filter((route) => !route.startsWith('HEAD ') || !added.has(`GET ${route.slice(5)}`));
  }

  override setErrorHandler(handler: Parameters<FastifyAdapter['setErrorHandler']>[0]) {
    return super.setErrorHandler((error: unknown, request: unknown, reply: unknown) =>
      (handler as (...args: unknown[]) => unknown)(asClientError(error), request, reply),
    );
  }
}

/**
 * Fastify's client errors as body-parser raised them (http-errors' `status` and `expose`), so they are answered with
 * the texts clients know (errors/to-api-error-body.ts).
 */
function asClientError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return clientError(413, 'request entity too large');
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
    return clientError(400, 'request size did not match content length');
  return error;
}

/** An error safe to show its caller; a SyntaxError with status 400 is what Nest answers as a malformed body. */
function clientError(status: number, message: string, type: ErrorConstructor = Error): Error {
  return Object.assign(new type(message), { status, statusCode: status, expose: true });
}

function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );
  // The upload route reads the stream itself (receive-upload.ts); any other type stays unread, as before.
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/** JSON as body-parser's strict mode reads it: an object or an array; no body is an empty object. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) return {};
  const start = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (start !== '{' && start !== '[')
    throw clientError(400, `Unexpected token '${start ?? ''}', "${text.slice(0, 20)}" is not valid JSON`, SyntaxError);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw clientError(400, (error as Error).message, SyntaxError);
  }
}
