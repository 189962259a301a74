import { ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { INTERNAL_ERROR_MESSAGE } from './to-api-error-body';

function httpHost(headersSent = false) {
  const response = {
    sent: headersSent,
    raw: { headersSent, end: jest.fn() },
    status: jest.fn(),
    send: jest.fn(),
    header: jest.fn(),
  };
  response.status.mockReturnValue(response);
  const sentBody = () => JSON.parse(response.send.mock.calls[0][0] as string) as unknown;
  const request = { method: 'GET', originalUrl: '/api/things' };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  return { host, response, sentBody };
}

describe('AllExceptionsFilter', () => {
  let logError: jest.SpyInstance;

  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    logError.mockRestore();
  });

  it('answers HTTP exceptions in the ApiErrorBody shape without logging them', () => {
    const { host, response, sentBody } = httpHost();

    new AllExceptionsFilter().catch(new NotFoundException('Task not found'), host);

    expect(response.status).toHaveBeenCalledWith(404);
    expect(sentBody()).toEqual({
      statusCode: 404,
      message: 'Task not found',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
    // JSON even where the route set another type for its success (the calendar feed's text/calendar).
    expect(response.header).toHaveBeenCalledWith('Content-Type', 'application/json; charset=utf-8');
    expect(logError).not.toHaveBeenCalled();
  });

  it('answers unknown errors with a generic 500 and logs the original error', () => {
    const { host, response, sentBody } = httpHost();
    const error = new Error('relation "secret_table" does not exist');

    new AllExceptionsFilter().catch(error, host);

    expect(response.status).toHaveBeenCalledWith(500);
    const body = sentBody();
    expect(body).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(body)).not.toMatch(/secret_table|at /);
    expect(logError).toHaveBeenCalledWith({ err: error, msg: 'GET /api/things failed' });
  });

  it('only ends the response when headers were already sent', () => {
    const { host, response } = httpHost(true);

    new AllExceptionsFilter().catch(new Error('late'), host);

    expect(response.status).not.toHaveBeenCalled();
    expect(response.raw.end).toHaveBeenCalled();
  });
});
