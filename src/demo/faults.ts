import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';

// Injected upstream failures, so tests can see how the product copes with a slow, dead, broken
// or failing upstream. Set in-process (DemoUpstream.setFault) or over HTTP (POST /__demo/faults).

export type DemoTarget = 'cms' | 'search' | 'kennisindex' | 'idp' | 'userapi' | 'ai' | 'all';
/** cut: a streamed answer (the fake chat completions) stops after its first pieces, connection closed. */
export type DemoFault =
  | { kind: 'slow'; ms: number }
  | { kind: 'down' }
  | { kind: 'invalid-json' }
  | { kind: 'status'; status: number }
  | { kind: 'cut' };

export interface FaultEntry {
  target: DemoTarget;
  fault: DemoFault;
  pathIncludes?: string;
}

const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slow'), ms: z.int().min(0).max(600_000) }),
  z.object({ kind: z.literal('down') }),
  z.object({ kind: z.literal('invalid-json') }),
  z.object({ kind: z.literal('status'), status: z.int().min(200).max(599) }),
  z.object({ kind: z.literal('cut') }),
]);

export const faultRequestSchema = z.object({
  target: z.enum(['cms', 'search', 'kennisindex', 'idp', 'userapi', 'ai', 'all']),
  fault: faultSchema.nullable(),
  pathIncludes: z.string().min(1).optional(),
});

export class FaultRegistry {
  private entries: FaultEntry[] = [];

  /**
   * Sets the fault for (target, pathIncludes), replacing an earlier one for the same pair.
   * A null fault clears: with pathIncludes only that entry; without, every entry of the target
   * ('all' without pathIncludes clears everything).
   */
  set(target: DemoTarget, fault: DemoFault | null, opts: { pathIncludes?: string } = {}): void {
    const parsed = faultRequestSchema.parse({ target, fault, pathIncludes: opts.pathIncludes });
    const p = parsed.pathIncludes;
    if (parsed.fault === null) {
      this.entries = this.entries.filter((e) =>
        p !== undefined ? !(e.target === target && e.pathIncludes === p) : target !== 'all' && e.target !== target,
      );
      return;
    }
    this.entries = this.entries.filter((e) => !(e.target === target && e.pathIncludes === p));
    this.entries.push(
      p === undefined ? { target, fault: parsed.fault } : { target, fault: parsed.fault, pathIncludes: p },
    );
  }

  list(): FaultEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  /** The fault for a request: path-specific before general, target-specific before 'all'. */
  match(target: Exclude<DemoTarget, 'all'>, url: string): DemoFault | undefined {
    const rank = (e: FaultEntry) => (e.pathIncludes ? 0 : 2) + (e.target === 'all' ? 1 : 0);
    return this.entries
      .filter((e) => (e.target === target || e.target === 'all') && (!e.pathIncludes || url.includes(e.pathIncludes)))
      .sort((a, b) => rank(a) - rank(b))[0]?.fault;
  }

  middleware(target: Exclude<DemoTarget, 'all'>) {
    return (req: Request, res: Response, next: NextFunction): void => {
      const fault = this.match(target, req.originalUrl);
      if (!fault) return next();
      switch (fault.kind) {
        case 'slow': {
          const timer = setTimeout(next, fault.ms);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        case 'down':
          // No answer at all: the client sees a reset connection.
          req.socket.destroy();
          return;
        case 'invalid-json':
          res.status(200).type('application/json').send('{"title": "Demo fault", "contents": [{"area": "main", ');
          return;
        case 'status':
          res.status(fault.status).json({ error: 'demo fault', status: fault.status });
          return;
        case 'cut':
          // Only a streamed answer can be cut; the route reads this and stops mid-stream.
          res.locals.demoCut = true;
          return next();
      }
    };
  }
}
