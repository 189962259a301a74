import net from 'node:net';

export const freePort = () =>
  new Promise((done, fail) => {
    const probe = net.createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** Polls `url` until it answers 2xx (bounded). */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** VmRSS of a process in KiB (Linux). */
export async function rssKiB(pid) {
  const { readFile } = await import('node:fs/promises');
  return Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** CPU time (user + system) a process has used so far, in ms (Linux; clock ticks of 10 ms). */
export async function cpuMs(pid) {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the command name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
