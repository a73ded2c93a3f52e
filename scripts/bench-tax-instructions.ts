// The framework tax (requirements §10.1.3) in instructions rather than seconds: what the product
// and its React floor execute per request, counted by valgrind's callgrind, which is the same
// whatever else the machine does (docs/benchmark.md, "The tax in instructions"). Not the budget's
// figure, which is CPU time and also pays for the memory a request touches; a check that a change
// made the request do less, on a host whose speed moves too much to time it.
//
//   npx tsx scripts/bench-tax-instructions.ts                  # /over-ons and the home page
//   npx tsx scripts/bench-tax-instructions.ts --warmup 300 --count 50 --pages /over-ons
//
// It starts itself again under `valgrind --tool=callgrind --separate-threads=yes`, with the product
// (page cache off) and one React floor per page in that one process, as `npm run bench` sets them
// up; the demo upstream and the client are processes of their own, so they are not counted. Each
// server gets its warm-up; then, per page and side, the counters are zeroed, `--count` sequential
// requests sent on one keep-alive connection and the counters dumped. Needs `npm run build` and
// valgrind (Debian: `apt-get install valgrind`). Slow: about 15 minutes with the defaults.
process.env.NODE_ENV = 'production';

const { execFile, fork, spawnSync } = await import('node:child_process');
const { once } = (await import('node:events')).default;
const { mkdtempSync, readdirSync, readFileSync, rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { fileURLToPath } = await import('node:url');
const { parseArgs, promisify } = await import('node:util');
const { ROOT_DIR } = await import('../src/config/root-dir.js');

const { values: args } = parseArgs({
  options: {
    warmup: { type: 'string', default: '600' },
    count: { type: 'string', default: '100' },
    pages: { type: 'string', default: '/over-ons,/' },
    site: { type: 'string', default: 'groenkennisnet' },
  },
});
const PAGES = args.pages!.split(',');
/** Set in the process valgrind runs: its directory for the dumps. */
const DUMP_DIR = process.env.GKN_TAX_DUMP_DIR;

/** The dump's label for one side of one page (no spaces or slashes: it is passed through a pipe). */
const labelOf = (side: string, page: string) => `${side}${page.replace(/\//g, '_')}`;

if (!DUMP_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-tax-instructions-'));
  const valgrind = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      // V8 writes and rewrites the code it runs: without this valgrind would run stale code.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
      process.execPath,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: ['ignore', 'inherit', 'pipe'], env: { ...process.env, GKN_TAX_DUMP_DIR: dir }, cwd: ROOT_DIR },
  );
  if (valgrind.error || valgrind.status !== 0) {
    console.error(valgrind.error?.message ?? valgrind.stderr.toString('utf8').slice(-2000));
    process.exit(1);
  }
  // A dump per side: callgrind.out.<n>-<thread>, its label in the "desc: Trigger: dump <label>" line.
  const perDump = new Map<string, { main: number; all: number }>();
  for (const file of readdirSync(dir)) {
    const match = /^callgrind\.out\.\d+-(\d+)$/.exec(file);
    if (!match) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    const label = /^desc: Trigger: dump (.*)$/m.exec(text);
    const total = /^summary: (\d+)$/m.exec(text);
    if (!label || !total) continue;
    const name = label[1]!.trim();
    const entry = perDump.get(name) ?? { main: 0, all: 0 };
    entry.all += Number(total[1]);
    if (match[1] === '01') entry.main += Number(total[1]);
    perDump.set(name, entry);
  }
  rmSync(dir, { recursive: true, force: true });
  const count = Number(args.count);
  const m = (n: number) => (n / count / 1e6).toFixed(2);
  console.log(`framework tax in instructions, millions per request over ${count} sequential requests per side`);
  console.log('page        side     thread 1         all threads');
  for (const page of PAGES) {
    const floor = perDump.get(labelOf('floor', page));
    const product = perDump.get(labelOf('product', page));
    if (!floor || !product) {
      console.log(`${page.padEnd(11)} no dump (valgrind's output above says why)`);
      continue;
    }
    console.log(`${page.padEnd(11)} floor    ${m(floor.main).padEnd(16)} ${m(floor.all)}`);
    console.log(
      `${page.padEnd(11)} product  ${`${m(product.main)} (${(product.main / floor.main).toFixed(2)}x)`.padEnd(16)} ` +
        `${m(product.all)} (${(product.all / floor.all).toFixed(2)}x)`,
    );
  }
  process.exit(0);
}

// Under valgrind from here on.
const { startReactFloor } = await import('./bench-react-floor.js');
const { startGkn } = await import('./bench-targets.js');
const { startDemoProcess } = await import('./bench-demo.js');

const HOST = `${args.site}.localhost`;
const client = fork(join(ROOT_DIR, 'scripts', 'bench-tax-client.mjs'), { stdio: 'inherit' });
/** `count` sequential requests of `url` by the client process; the last body's size. */
async function requests(url: string, count: number): Promise<number> {
  const answered = once(client, 'message') as Promise<[{ status: number; bytes: number; error?: string }]>;
  client.send({ url, host: HOST, count });
  const [batch] = await answered;
  if (batch.error || batch.status !== 200) throw new Error(`${url}: ${batch.error ?? `status ${batch.status}`}`);
  return batch.bytes;
}
// callgrind_control finds the process by a pipe named after its user and host, which valgrind
// took from the environment it started with: the same environment here.
const callgrind = (command: string[]) =>
  promisify(execFile)('callgrind_control', [...command, String(process.pid)], { env: process.env });

const demo = await startDemoProcess();
// Under valgrind a first render with cold caches takes seconds: the upstream's timeout is raised.
const product = await startGkn({
  upstreams: demo.upstreams,
  env: { PAGE_CACHE_TTL_S: '0', UPSTREAM_TIMEOUT_MS: '120000' },
});
try {
  const floors = new Map<string, string>();
  for (const page of PAGES) {
    await requests(`${product.url}${page}`, 1);
    floors.set(page, (await startReactFloor(demo.upstreams, args.site!, page)).url);
  }
  for (const page of PAGES) {
    await requests(`${floors.get(page)}${page}`, Number(args.warmup));
    await requests(`${product.url}${page}`, Number(args.warmup));
  }
  for (const page of PAGES) {
    for (const [side, base] of [
      ['floor', floors.get(page)!],
      ['product', product.url],
    ] as const) {
      await callgrind(['-z']);
      const bytes = await requests(`${base}${page}`, Number(args.count));
      await callgrind(['-d', labelOf(side, page)]);
      console.error(`${side} ${page}: ${bytes} bytes per answer`);
    }
  }
} finally {
  client.disconnect();
  await demo.close();
  process.exit(0);
}
