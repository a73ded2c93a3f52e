import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config.js';

/**
 * JSON logs; secrets and cookies never reach them (logged URLs lose their secret parameters where
 * they are logged: logged-url.ts). `destination`: where lines go instead of stdout (a test reads them).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
