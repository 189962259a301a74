// The floor of tools/bench/realtime-delivery.mjs: a bare socket.io server (no framework, no authentication, no
// database) with the same room flow: `join:conversation` joins a room and acknowledges, `typing:start` /
// `typing:stop` reach the room's other sockets as `user:typing` / `user:stopped_typing`. Env: PORT.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end('{"ok":true}');
});
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('join:conversation', ({ conversationId }, ack) => {
    socket.join(`conversation:${conversationId}`);
    ack?.({ ok: true });
  });
  socket.on('typing:start', ({ conversationId }) =>
    socket.to(`conversation:${conversationId}`).emit('user:typing', { conversationId }),
  );
  socket.on('typing:stop', ({ conversationId }) =>
    socket.to(`conversation:${conversationId}`).emit('user:stopped_typing', { conversationId }),
  );
});
http.listen(Number(process.env.PORT), '127.0.0.1');
