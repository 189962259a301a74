import type { INestApplication } from '@nestjs/common';
import type { ApiFastifyAdapter } from '../src/http/api-fastify-adapter';

/** Every route the running app serves, as 'METHOD /path', as Fastify was given them. */
export function registeredRoutes(app: INestApplication): string[] {
  return (app.getHttpAdapter() as ApiFastifyAdapter).routes().sort();
}

/** Served but not API calls: CORS preflights of any path and the OpenAPI UI and its assets. */
export const NOT_API_CALLS = [/^OPTIONS \*$/, /^(GET|HEAD) \/api\/docs(\/.*|-yaml)?$/];

/** The API's own routes, as 'METHOD /path'. */
export function apiRoutes(app: INestApplication): string[] {
  return registeredRoutes(app).filter((route) => !NOT_API_CALLS.some((pattern) => pattern.test(route)));
}
