import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { NO_STORE } from '../http/cache-control.js';

// `gkn dev` live reload (docs/architecture.md §10). Only mounted when DEV_RELOAD is set,
// which only `gkn dev` does. Each server process has a boot id; pages carry the id they were
// rendered with, and an EventSource on DEV_RELOAD_PATH tells them the current one. `gkn dev`
// restarts the server after a rebuild: the stream drops, the browser reconnects on its own, hears
// a new id and reloads the page.

export const DEV_RELOAD_PATH = '/__gkn/dev-reload';

export interface DevReload {
  bootId: string;
  handler: RequestHandler;
  /** The script tag pages get (inline, with the request's CSP nonce; connect-src 'self' allows it). */
  script(nonce: string): string;
  /** Ends the open streams, so shutdown does not wait for them. */
  close(): void;
}

export function createDevReload(): DevReload {
  const bootId = randomUUID();
  const streams = new Set<Response>();
  return {
    bootId,
    handler: (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': NO_STORE,
        Connection: 'keep-alive',
      });
      // retry: reconnect quickly while the next server starts.
      res.write(`retry: 300\nevent: boot\ndata: ${bootId}\n\n`);
      streams.add(res);
      const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
      req.on('close', () => {
        clearInterval(ping);
        streams.delete(res);
      });
    },
    script: (nonce) =>
      `<script nonce="${nonce}">(function(){var b=${JSON.stringify(bootId)};var s=new EventSource(${JSON.stringify(DEV_RELOAD_PATH)});` +
      `s.addEventListener('boot',function(e){if(e.data!==b){s.close();location.reload();}});})();</script>`,
    close() {
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
