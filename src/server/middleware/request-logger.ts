import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { loggedUrl } from '../observability/logged-url.js';
import { APP_PATHS } from '../app-routes.js';

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
  return { id: req.id, method: req.method, url: loggedUrl(req.url ?? ''), host: req.headers?.host };
}

/** The message of an answered request's line (pino-http's, which wrote it before). */
export const ACCESS_LOG_MESSAGE = 'request completed';
/** The message of a line for a 5xx or a failed response (with an `err`), as pino-http's. */
const ERROR_LOG_MESSAGE = 'request errored';
/** The message of a request whose connection closed before its answer was sent: the visitor left. */
export const ABANDONED_LOG_MESSAGE = 'request abandoned by the client';

/** Health probes every few seconds would drown the log. */
const UNLOGGED_PATHS = new Set<string>([APP_PATHS.health, APP_PATHS.ready]);

/**
 * One pino line per request, with a request id (X-Request-Id): `req` (id, method, url, host),
 * `res` (statusCode) and `responseTime` in ms, at accessLogLevel's level; a 5xx or a response that
 * failed also carries `err`. The fields and messages pino-http wrote, without its two child
 * loggers and serialisers per request (a tenth of a cached hit's CPU in a profile; issue 11): the
 * fields are taken when the response ends, and only when the level is on. The cached-page fast
 * path writes the same line (src/server/fast-path/access-log.ts). `marks`: fields every line of this
 * logger carries (the page lane's `pageLane: true`, src/server/fast-path/page-lane.ts).
 */
export function requestLogger(logger: Logger, marks: Record<string, unknown> = {}): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    req.id = id;
    if (UNLOGGED_PATHS.has(req.url)) return next();
    const startedAt = Date.now();
    // Before any router rewrites req.url (a mounted path strips its prefix).
    const fields = { id, method: req.method, url: loggedUrl(req.url), host: req.headers.host };
    const done = (err?: unknown) => {
      res.off('close', done);
      res.off('finish', done);
      res.off('error', done);
      const level = accessLogLevel(res.statusCode, err);
      if (!logger.isLevelEnabled(level)) return;
      const line = { req: fields, res: { statusCode: res.statusCode }, responseTime: Date.now() - startedAt, ...marks };
      // Closed before the answer was out: no status reached anyone, whatever res.statusCode says.
      if (!err && !res.writableFinished) logger.info({ ...line, res: {} }, ABANDONED_LOG_MESSAGE);
      else if (err || res.statusCode >= 500) {
        const error = err ?? new Error(`failed with status code ${res.statusCode}`);
        logger[level]({ ...line, err: error }, ERROR_LOG_MESSAGE);
      } else logger[level](line, ACCESS_LOG_MESSAGE);
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}
