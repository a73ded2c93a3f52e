// The client of scripts/bench-tax.ts, in a process of its own so that its CPU time is not in the
// measured server process's: on `{ url, host, count }` over the IPC channel it sends `count` GETs
// one after another on one keep-alive connection (no Accept-Encoding, as the bench's rows), reads
// each body whole, and answers `{ done: true, status, bytes }` (the last status, the last body's size).
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { host } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

process.on('message', async ({ url, host, count }) => {
  let last = { status: 0, bytes: 0 };
  try {
    for (let i = 0; i < count; i++) last = await get(url, host);
    process.send?.({ done: true, ...last });
  } catch (err) {
    process.send?.({ done: true, status: 0, bytes: 0, error: String(err) });
  }
});
