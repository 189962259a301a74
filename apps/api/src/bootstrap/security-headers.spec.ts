import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { headerChangesOf, securityHeaders, type NodeMiddleware } from './security-headers';

function headersAfter(middleware: NodeMiddleware): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  request.url = '/api/tasks';
  request.headers = { origin: 'https://app.example.com', cookie: 'a=b' };
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'Express');
  let nextCalled = false;
  void middleware(request as never, response as never, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return response.getHeaders();
}

describe('security headers', () => {
  it("are Helmet's, header for header", () => {
    const ours = headersAfter(securityHeaders());
    expect(ours).toEqual(headersAfter(helmet() as NodeMiddleware));
    expect(ours).toMatchObject({ 'content-security-policy': expect.stringContaining("default-src 'self'") });
    expect(ours).not.toHaveProperty('x-powered-by');
  });

  it('refuse a middleware that depends on more than the moment it runs', () => {
    const later: NodeMiddleware = (_request, _response, next) => void setImmediate(next);
    expect(() => headerChangesOf(later)).toThrow('cannot be worked out once');
  });
});
