import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { ACCESS_LOG_MESSAGE, accessLogLevel, requestLogFields } from '../middleware/request-logger.js';

/**
 * The request's one log line for an answer of the fast path: the fields, level and message the
 * request logger (pino-http) writes for every other request, without its per-request child logger
 * and serialisation when the level is off. `responseTime`: ms until the answer was handed to the
 * socket (a stored Buffer is written at once). `fastPath: true` tells the operator which of the
 * two answered.
 */
export function logFastAnswer(
  logger: Logger,
  req: IncomingMessage,
  id: string,
  statusCode: number,
  startedAt: number,
): void {
  const level = accessLogLevel(statusCode);
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      req: requestLogFields(Object.assign(req, { id })),
      res: { statusCode },
      responseTime: Date.now() - startedAt,
      fastPath: true,
    },
    ACCESS_LOG_MESSAGE,
  );
}
