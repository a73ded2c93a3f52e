import { pino, type Level, type Logger } from 'pino';

/** A pino logger at `level` whose lines are parsed into `lines` as they are written, for a test to read. */
export function collectingLogger<Line = Record<string, unknown>>(lines: Line[], level: Level = 'info'): Logger {
  return pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
}
