import net from 'node:net';

/** Ports other tools of the workspace use (dev servers, previews): never handed out to tests. */
const RESERVED = (port: number) =>
  port === 3000 || port === 3310 || (port >= 4200 && port <= 4204) || (port >= 4310 && port <= 4329);

/** A loopback port the OS considers free right now. */
export async function findFreeLoopbackPort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.unref();
      probe.on('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: found } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(found));
      });
    });
    if (!RESERVED(port)) return port;
  }
}
