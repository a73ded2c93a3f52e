import { Agent, request } from 'node:http';

// Keep-alive clients under continuous load, as a browser fleet or a load balancer's pool: each
// client has its own node:http Agent (keepAlive, one socket) and sends its next request as soon
// as the last one is answered. What each request came to is counted, never retried.

export interface LoadOptions {
  url: string;
  host: string;
  clients: number;
  /** The path client i asks for. */
  path: (client: number) => string;
  /** A request not answered within this counts as an error ('timeout'). */
  requestTimeoutMs?: number;
  /** Go on after an error other than a refused connection (default: that client stops). */
  continueOnError?: boolean;
}

export interface Load {
  /** Requests answered, by status. */
  statuses: Map<number, number>;
  answered: number;
  /** Responses that said `Connection: close`. */
  closeMarked: number;
  /** Answers that arrived after mark() was called. */
  answeredAfterMark: number;
  /** Requests refused at connect (ECONNREFUSED): the server was no longer listening. */
  refused: number;
  /** Every other failure: resets, hang-ups, timeouts (code or message, and which connection). */
  errors: string[];
  /** The longest a request waited for its answer or its error. */
  maxWaitMs: number;
  /** Notes the moment (e.g. of SIGTERM) that answeredAfterMark counts from. */
  mark(): void;
  /** Stops every client after its request in flight; resolves when all have stopped. */
  stop(): Promise<void>;
  /** Resolves when every client has stopped by itself (refused, or an error). */
  done: Promise<void>;
}

export function keepAliveLoad(opts: LoadOptions): Load {
  let stopping = false;
  let markedAt = Infinity;
  const load = {
    statuses: new Map<number, number>(),
    answered: 0,
    closeMarked: 0,
    answeredAfterMark: 0,
    refused: 0,
    errors: [] as string[],
    maxWaitMs: 0,
  };
  const once = (client: number, agent: Agent) =>
    new Promise<'ok' | 'refused' | 'error'>((resolve) => {
      const started = Date.now();
      const finish = (outcome: 'ok' | 'refused' | 'error') => {
        load.maxWaitMs = Math.max(load.maxWaitMs, Date.now() - started);
        resolve(outcome);
      };
      const req = request(
        `${opts.url}${opts.path(client)}`,
        { agent, headers: { host: opts.host, 'accept-encoding': 'identity' } },
        (res) => {
          res.resume();
          res.on('error', (err: NodeJS.ErrnoException) => {
            load.errors.push(`response: ${err.code ?? err.message}`);
            finish('error');
          });
          res.on('end', () => {
            load.answered++;
            load.statuses.set(res.statusCode!, (load.statuses.get(res.statusCode!) ?? 0) + 1);
            if (res.headers.connection === 'close') load.closeMarked++;
            if (Date.now() >= markedAt) load.answeredAfterMark++;
            finish('ok');
          });
        },
      );
      req.setTimeout(opts.requestTimeoutMs ?? 20_000, () => req.destroy(new Error('timeout')));
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') {
          load.refused++;
          return finish('refused');
        }
        // Which connection it was says where it broke: a kept-alive one the server closed under
        // the request, or a new one it had accepted (or left in its listen queue) and dropped.
        load.errors.push(`${err.code ?? err.message} (${req.reusedSocket ? 'kept-alive' : 'new'} connection)`);
        finish('error');
      });
      req.end();
    });
  const clients = Array.from({ length: opts.clients }, async (_, client) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stopping) {
        const outcome = await once(client, agent);
        if (outcome === 'refused' || (outcome === 'error' && !opts.continueOnError)) return;
      }
    } finally {
      agent.destroy();
    }
  });
  const done = Promise.all(clients).then(() => {});
  return Object.assign(load, {
    mark: () => void (markedAt = Date.now()),
    stop: () => {
      stopping = true;
      return done;
    },
    done,
  });
}
