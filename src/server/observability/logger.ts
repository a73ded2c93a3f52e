import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../../config/config.js';
import { chosenLogFormat, prettyStdout } from './log-format.js';

/**
 * The process's logger: pino's JSON lines, or one readable line per request on a terminal
 * (LOG_FORMAT, log-format.ts). Secrets and cookies never reach them (logged URLs lose their secret
 * parameters where they are logged: logged-url.ts). `destination`: where JSON lines go instead of
 * stdout (a test reads them).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (destination) return pino(options, destination);
  const format = chosenLogFormat(config.logFormat ?? 'auto', process.stdout.isTTY === true);
  return format === 'pretty' ? pino(options, prettyStdout()) : pino(options);
}
