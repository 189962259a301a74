import { parse as parseForm } from 'node:querystring';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
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
  constructor(trustProxy: TrustProxy) {
    super({
      trustProxy,
      bodyLimit: BODY_LIMIT_BYTES,
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    });
    const fastify = this.getInstance() as unknown as FastifyInstance;
    registerBodyParsers(fastify);
    answerConditionalGets(fastify);
  }

  override setErrorHandler(handler: Parameters<FastifyAdapter['setErrorHandler']>[0]) {
    return super.setErrorHandler((error: unknown, request: unknown, reply: unknown) =>
      (handler as (...args: unknown[]) => unknown)(asClientError(error), request, reply),
    );
  }
}

/** Fastify's client errors as the API has always named them. */
function asClientError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new PayloadTooLargeException('request entity too large');
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
    return new BadRequestException('request size did not match content length');
  return error;
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
  const start = /^[\x20\x09\x0a\x0d]*(.)/.exec(text)?.[1];
  if (start === undefined) return {};
  if (start !== '{' && start !== '[')
    throw new BadRequestException(`Unexpected token '${start}', "${text.slice(0, 20)}" is not valid JSON`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BadRequestException((error as Error).message);
  }
}
