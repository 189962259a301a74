// The web apps' security headers, as `npm start`'s web servers send them. docker/nginx/write-runtime-config.sh
// writes the same Content-Security-Policy for the images from their environment (keep the two in step;
// apps/web-e2e/src/security-headers.e2e.ts checks both servers and every page against them).

/** The origin of an absolute URL; null for a relative one (served by the page's own origin, 'self'). */
export function originOf(url) {
  if (!url || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * A Content-Security-Policy that allows exactly the product's own origins: the page's ('self', the shell), the
 * remotes' (scripts, their manifests, styles, fonts and images), the API's (calls and file previews) and the live
 * connection's (HTTP long polling and WebSocket).
 *
 * style-src keeps 'unsafe-inline': styled-components injects <style> tags at run time in the shell and every
 * remote, and the pages are static files (nginx, a CDN), so there is no per-response nonce to give them. Scripts,
 * where injection would run code, stay strict: no inline script, no eval.
 *
 * @param {{ remoteUrls?: string[], apiBaseUrl?: string, realtimeUrl?: string }} origins
 */
export function contentSecurityPolicy({ remoteUrls = [], apiBaseUrl, realtimeUrl }) {
  const remotes = unique(remoteUrls.map(originOf));
  const api = unique([originOf(apiBaseUrl)]);
  const live = originOf(realtimeUrl);
  const liveSources = live ? [live, live.replace(/^http/, 'ws')] : [];
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...remotes],
    ["style-src 'self' 'unsafe-inline'", ...remotes],
    ["img-src 'self' data: blob:", ...api, ...remotes],
    ["font-src 'self' data:", ...remotes],
    ["connect-src 'self'", ...unique([...api, ...liveSources, ...remotes])],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

/**
 * Every header a page or file of the web apps carries. HSTS only over HTTPS (browsers ignore it over HTTP, and a
 * developer's http://localhost must stay reachable).
 */
export function securityHeaders(policy, { https = false } = {}) {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
