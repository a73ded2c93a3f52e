import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** The request id: a proxy's X-Request-Id when it is a sane one, else a new UUID. Sent back as X-Request-Id. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/** The level of a request's log line: errors and 5xx `error`, other 4xx `warn`, the rest `info`. */
export function accessLogLevel(statusCode: number, err?: unknown): Level {
  return err || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/** The fields of a request in its log line. */
export function requestLogFields(req: IncomingMessage & { id?: unknown }) {
  return { id: req.id, method: req.method, url: req.url, host: req.headers?.host };
}

/** pino-http's message for an answered request. */
export const ACCESS_LOG_MESSAGE = 'request completed';

/**
 * pino request logs with a request id, one line per request. The cached-page fast path writes the
 * same line without pino-http (src/server/fast-path/access-log.ts).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Health probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) => accessLogLevel(res.statusCode, err),
    serializers: {
      req: requestLogFields,
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}
