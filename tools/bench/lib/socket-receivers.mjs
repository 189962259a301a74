// Worker thread of tools/bench/realtime-delivery.mjs: connects `count` receiver sockets, joins them to the
// conversation room and answers 'ready'; then, per { arm: eventName }, waits for that event on every socket (up to
// the event timeout) and answers each arrival time (performance.timeOrigin + performance.now(), one clock across
// threads) and how many sockets did not get it.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const EVENT_TIMEOUT_MS = 5000;
const { origin, auth, conversationId, count } = workerData;
const sockets = [];

try {
  for (let index = 0; index < count; index += 1) {
    const socket = io(origin, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise((done, fail) => {
      socket.once('connect', done);
      socket.once('connect_error', fail);
    });
    const ack = await socket.timeout(EVENT_TIMEOUT_MS).emitWithAck('join:conversation', { conversationId });
    if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
  }
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}

parentPort.on('message', ({ arm }) => {
  const arrivals = [];
  const finish = () => {
    clearTimeout(timer);
    for (const socket of sockets) socket.off(arm);
    parentPort.postMessage({ arrivals, missing: sockets.length - arrivals.length });
  };
  const timer = setTimeout(finish, EVENT_TIMEOUT_MS);
  for (const socket of sockets) {
    socket.once(arm, () => {
      arrivals.push(performance.timeOrigin + performance.now());
      if (arrivals.length === sockets.length) finish();
    });
  }
  parentPort.postMessage({ armed: true });
});
