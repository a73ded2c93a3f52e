import { pino, type DestinationStream } from 'pino';
import { isColorSupported, prettyFactory } from 'pino-pretty';
import type { Config } from '../../config/config.js';

/** How the log lines are written: pino's JSON for machines, one readable line for a person. */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT's choice: `auto` is pretty on a terminal (a person reads it) and JSON otherwise. */
export function chosenLogFormat(setting: Config['logFormat'], stdoutIsTerminal: boolean): LogFormat {
  if (setting === 'auto') return stdoutIsTerminal ? 'pretty' : 'json';
  return setting;
}

/** A request's line as a person reads it: `GET host/path 200 12 ms`, then what went wrong, if anything. */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; host?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (!req || !res) return String(log[messageKey] ?? '');
  const line = `${req.method} ${req.host ?? ''}${req.url} ${res.statusCode} ${log.responseTime} ms`;
  return log.err ? `${line} (${String(log[messageKey])})` : line;
}

/**
 * Standard output with each JSON line made readable first. pino-pretty's formatter is called on
 * the line, in this thread, and the line is written synchronously: nothing is queued, so the lines
 * written just before a process.exit() are there (a worker transport or an asynchronous stream
 * could lose them). The request fields are in the line itself; the rest of a line's fields follow
 * it on the same line, an error's stack below it.
 */
export function prettyStdout(): DestinationStream {
  const pretty = prettyLine();
  const stdout = pino.destination({ dest: 1, sync: true });
  return { write: (line: string) => void stdout.write(pretty(line)) };
}

/** One JSON log line made readable (pino-pretty's formatter, with the request line above). */
export function prettyLine(colorize = isColorSupported): (jsonLine: string) => string {
  return prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime,fastPath,pageLane',
    singleLine: true,
    messageFormat: requestLine,
  });
}
