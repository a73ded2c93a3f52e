import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

// Graceful shutdown of an HTTP/1.1 server with keep-alive clients. Closing the listener is not
// enough: open keep-alive connections keep bringing new requests. Closing every idle connection at
// once (what http.Server#close does) resets clients whose next request is already on its way. So:
// the listener closes first (new connections are refused at connect); every response from then on
// says `Connection: close` and its connection closes after it (the client knows not to reuse it);
// a connection that stays idle for IDLE_GRACE_MS gets no further request and is closed.

/** How long a connection may sit idle during a drain before it is closed. */
export const IDLE_GRACE_MS = 1000;
const SWEEP_EVERY_MS = 100;

interface ConnectionState {
  inFlight: Set<ServerResponse>;
  idleSince: number;
  /** The socket's bytesRead when it became idle: more since means a request is arriving. */
  readAtIdle: number;
}

export type DrainOutcome = 'drained' | 'forced';

export interface ConnectionDrain {
  /** Call first thing for every request (before the app), so draining can mark its response. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Stops accepting new connections; open ones are served as before until drain(). */
  stopAccepting(): Promise<void>;
  /**
   * Stops accepting (if not yet), answers open and further requests with `Connection: close`,
   * closes idle connections, and resolves once no connection is left ('drained') or when
   * `deadlineMs` passed and the rest were cut off ('forced').
   */
  drain(deadlineMs: number): Promise<DrainOutcome>;
  readonly draining: boolean;
}

export function connectionDrain(server: Server): ConnectionDrain {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  let stopped: Promise<void> | null = null;
  let drained: Promise<DrainOutcome> | null = null;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: new Set(), idleSince: Date.now(), readAtIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  const stopAccepting = () =>
    (stopped ??= new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      // net.Server#close only: it stops the listener and leaves open connections alone
      // (http.Server#close would also drop idle keep-alive connections at once, see above).
      NetServer.prototype.close.call(server);
      resolve();
    }));

  return {
    get draining() {
      return draining;
    },
    track(req, res) {
      const state = connections.get(req.socket);
      if (draining) closeAfter(res);
      if (!state) return;
      state.inFlight.add(res);
      res.once('close', () => {
        state.inFlight.delete(res);
        state.idleSince = Date.now();
        state.readAtIdle = req.socket.bytesRead;
      });
    },
    stopAccepting,
    drain(deadlineMs) {
      drained ??= (async () => {
        await stopAccepting();
        draining = true;
        for (const state of connections.values()) for (const res of state.inFlight) closeAfter(res);
        const deadline = Date.now() + deadlineMs;
        for (;;) {
          const now = Date.now();
          const idle = (socket: Socket, state: ConnectionState) =>
            state.inFlight.size === 0 && socket.bytesRead === state.readAtIdle;
          const quiet = [...connections].filter(([socket, s]) => idle(socket, s) && now - s.idleSince >= IDLE_GRACE_MS);
          // Checked again after the event loop's next poll: when the loop was busy (renders) for
          // longer than the grace, a request may be waiting in the socket, not read yet. Destroying
          // that socket would reset the client; the poll reads it, and it is answered instead.
          if (quiet.length > 0) await new Promise((resolve) => setImmediate(resolve));
          for (const [socket, state] of quiet) if (idle(socket, state)) socket.destroy();
          if (connections.size === 0) return 'drained';
          if (now >= deadline) {
            for (const socket of connections.keys()) socket.destroy();
            return 'forced';
          }
          await new Promise((resolve) => setTimeout(resolve, SWEEP_EVERY_MS));
        }
      })();
      return drained;
    },
  };
}
