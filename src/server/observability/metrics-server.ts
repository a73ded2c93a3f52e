import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../config/config.js';
import type { Metrics } from './metrics.js';
import { NO_STORE } from '../http/cache-control.js';

export interface MetricsServer {
  /** http://host:port of the listener (for logs and tests). */
  url: string;
  close(): Promise<void>;
}

/** Only GET /metrics is answered; everything else on this port is a bare 404. */
const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics on their own port (config METRICS_PORT, bound to METRICS_HOST, default
 * 127.0.0.1), never on the sites' hosts: who may scrape is decided by where the port is reachable,
 * not by a request's address, which a proxy in front of the sites would make look internal.
 * null when METRICS_PORT is unset (metrics off).
 */
export async function startMetricsServer(config: Config, metrics: Metrics): Promise<MetricsServer | null> {
  if (config.metricsPort === undefined) return null;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE });
      return void res.end('Not found\n');
    }
    metrics.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': NO_STORE });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE });
        res.end('Metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (err: Error) =>
      reject(new Error(`METRICS_PORT: cannot listen on ${config.metricsHost}:${config.metricsPort}: ${err.message}`));
    server.once('error', failed);
    server.listen(config.metricsPort, config.metricsHost, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.metricsHost.includes(':') ? `[${config.metricsHost}]` : config.metricsHost;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
