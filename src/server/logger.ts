import { pino, type Logger } from 'pino';
import type { Config } from '../config/config.js';

/** JSON logs; secrets and cookies never reach them. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}
