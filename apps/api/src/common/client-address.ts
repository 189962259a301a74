import type { FastifyRequest } from 'fastify';

/**
 * The caller's real address, as throttles count it: the connection's peer, or the address a trusted proxy put in
 * X-Forwarded-For when TRUST_PROXY names that proxy (Fastify resolves `request.ip` by that setting).
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || (request.socket.remoteAddress ?? 'unknown');
}
