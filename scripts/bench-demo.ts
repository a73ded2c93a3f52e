import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';

// The demo upstream of `npm run bench`, in a process of its own (`gkn demo serve`), as a real CMS
// and search service are services of their own: in the bench process its corpus and indexes were
// part of every server's heap, and each full garbage collection of a product row marked them too
// (an incremental step of 65 ms was seen), which production never pays.

export interface DemoProcess {
  pid: number;
  upstreams: UpstreamUrls;
  close(): Promise<void>;
}

const URL_LINE = /^(CMS_BASE_URL|SEARCH_BASE_URL|KNOWLEDGE_INDEX_URL)=(\S+)$/;

/** Starts the built `gkn demo serve` on free loopback ports and resolves once it printed its URLs. */
export async function startDemoProcess(): Promise<DemoProcess> {
  const child = spawn(process.execPath, [join(ROOT_DIR, 'bin', 'gkn'), 'demo', 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const urls = new Map<string, string>();
  const lines = createInterface({ input: child.stdout });
  const printed = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = URL_LINE.exec(line.trim());
      if (match) urls.set(match[1]!, match[2]!);
      if (urls.size === 3) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`gkn demo serve exited (${String(code)}) before printing its URLs: ${output.join('')}`)),
    );
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    await printed;
  } finally {
    clearTimeout(timeout);
  }
  lines.close();
  child.stdout.resume(); // its request log, if any, must not fill the pipe
  return {
    pid: child.pid!,
    upstreams: {
      cmsBaseUrl: urls.get('CMS_BASE_URL')!,
      searchBaseUrl: urls.get('SEARCH_BASE_URL')!,
      knowledgeIndexUrl: urls.get('KNOWLEDGE_INDEX_URL')!,
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
