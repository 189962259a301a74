import type { INestApplication } from '@nestjs/common';

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the running Express app serves, as 'METHOD /path', read from its router at run time. */
export function registeredRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const method of Object.keys(layer.route.methods).filter((name) => layer.route?.methods[name])) {
      for (const path of paths) routes.add(`${method.toUpperCase()} ${path}`);
    }
  }
  return [...routes].sort();
}

/** Served by Express but not API calls: the request logger's mount points and the OpenAPI UI assets. */
export const NOT_API_CALLS = [/^[A-Z-]+ \/api$/, /^[A-Z-]+ \/api\/\{\*path\}$/, /^GET \/api\/docs(\/.*|-yaml)?$/];

/** The API's own routes, as 'METHOD /path'. */
export function apiRoutes(app: INestApplication): string[] {
  return registeredRoutes(app).filter((route) => !NOT_API_CALLS.some((pattern) => pattern.test(route)));
}
