import http from 'node:http';

export interface JsonAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** An agent whose connections leave from `address` (any 127.x.y.z works on Linux): one "client" per address. */
export const agentFrom = (address: string) => new http.Agent({ localAddress: address });

/** A JSON call, optionally from a given loopback address (no keep-alive: each call its own connection). */
export function callJson(
  url: string,
  options: { method?: string; body?: unknown; token?: string; from?: string } = {},
): Promise<JsonAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.from ? agentFrom(options.from) : false,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON (an nginx error page, say): kept as text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Polls `check` until it answers true (for conditions that only time brings, like a server coming back). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
