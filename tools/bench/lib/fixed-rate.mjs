// Requests at a fixed rate, evenly spaced (open loop): request i is due at start + i / rate whatever the answers before
// it, and its latency counts from when it was due, so a slow answer that holds the sender up shows in the figures
// instead of hiding (no coordinated omission).
//
// Why not autocannon's `overallRate`: each of its connections sends its share of a second back to back when the
// second starts (all 100 requests of "100/s" in one burst), and it corrects for coordinated omission with an
// expected interval of 1 ms (`Math.ceil(1 / rate)`), which adds up to one synthetic sample per millisecond of every
// answer slower than that. Both make a fixed-rate p99 mostly an artefact of the load generator.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @param {{ origin: string, rate: number, durationS: number, connections: number,
 *   request: (index: number) => { method: string, path: string, headers?: Record<string, string>, body?: string } }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, errors: number, total: number, bytes: number }>}
 *   `bytes`: the median answer's body size.
 */
export async function fixedRate({ origin, rate, durationS, connections, request }) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * durationS);
  const latencies = [];
  const sizes = [];
  let errors = 0;
  const send = (index, due) =>
    new Promise((resolve) => {
      const { method, path, headers = {}, body } = request(index);
      const req = http.request({ agent, hostname, port, method, path, headers }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => {
          sizes.push(size);
          if (res.statusCode >= 400) errors++;
          else latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });

  const start = performance.now() + 20;
  const answers = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(send(index, due));
  }
  await Promise.all(answers);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] : NaN;
  sizes.sort((a, b) => a - b);
  const bytes = sizes.length ? sizes[Math.floor(sizes.length / 2)] : 0;
  return { rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), errors, total, bytes };
}
