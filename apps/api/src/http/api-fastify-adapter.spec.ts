import { parseJsonBody } from './api-fastify-adapter';

describe('JSON bodies', () => {
  it('are objects or arrays, as body-parser read them; no body is an empty object', () => {
    expect(parseJsonBody(' {"a":1}')).toEqual({ a: 1 });
    expect(parseJsonBody('[1]')).toEqual([1]);
    expect(parseJsonBody('')).toEqual({});
  });

  it('refuse anything else as a malformed body (a SyntaxError with status 400, which Nest answers with 400)', () => {
    expect(() => parseJsonBody('"text"')).toThrow(SyntaxError);
    expect(() => parseJsonBody('42')).toThrow(SyntaxError);
    expect(() => parseJsonBody(' \n')).toThrow(SyntaxError);
    expect(() => parseJsonBody('{"a":')).toThrow(SyntaxError);
  });
});
