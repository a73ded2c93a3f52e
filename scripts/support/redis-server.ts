import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

// A redis-server of the caller's own, for the tests (test/support/redis.ts) and the benchmark
// (scripts/bench-run.ts, which pins it to the load generator's core).

export interface RedisServer {
  /** redis://127.0.0.1:<port>/0 */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Spawns `redis-server` on a free loopback port without persistence and waits until it answers PING. */
export async function spawnRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error('`redis-server` is not installed (apt-get install redis-server), or set REDIS_URL')
          : err,
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  failed.catch(() => undefined);
  const url = new URL(`redis://127.0.0.1:${port}/0`);
  await Promise.race([waitForPing(url), failed]).catch(async (err: unknown) => {
    await kill(child);
    throw err;
  });
  return { url: url.toString(), pid: child.pid!, stop: () => kill(child) };
}

async function waitForPing(url: URL): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      if ((await redisCommand(url, 0, ['PING'])) === '+PONG') return;
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`redis-server: no PONG from ${url.host} within 5 s (${String(err)})`, { cause: err });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  await exited;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One command over a fresh connection (RESP2), returning the first reply line. */
export function redisCommand(url: URL, db: number, args: string[]): Promise<string> {
  const encode = (parts: string[]) =>
    `*${parts.length}\r\n` + parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('');
  const auth = url.password
    ? encode(['AUTH', ...(url.username ? [decodeURIComponent(url.username)] : []), decodeURIComponent(url.password)])
    : '';
  const expectedReplies = (auth ? 1 : 0) + (db ? 1 : 0) + 1;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(2000, () => socket.destroy(new Error('timeout')));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
      const lines = data.split('\r\n').filter(Boolean);
      if (lines.length < expectedReplies) return;
      socket.end();
      const error = lines.find((l) => l.startsWith('-'));
      if (error) reject(new Error(`redis: ${error.slice(1)}`));
      else resolve(lines[expectedReplies - 1] ?? '');
    });
    socket.once('error', reject);
    socket.write(auth + (db ? encode(['SELECT', String(db)]) : '') + encode(args));
  });
}
