// The framework tax alone (requirements §10.1.3), measured so that other work on the machine hits
// both sides alike: the server process's CPU time (`process.cpuUsage()`) around N sequential
// requests, alternating the React floor and the product in rounds, for `/over-ons` and the home
// page. Other load inflates both sides of a round about equally, so the ratio of their sums is
// what a busy 2-core machine still measures well (docs/benchmark.md, "A leaner render").
//
//   npx tsx scripts/bench-tax.ts                      # 8 rounds of 100 requests per side and page
//   npx tsx scripts/bench-tax.ts --rounds 12 --count 200 --content-path /over-ons
//   npx tsx scripts/bench-tax.ts --warmup 200          # a shorter warm-up (default 3000 per side and page)
//
// The warm-up is long on purpose: V8 goes on optimizing a page's code for about 3,000 requests
// (`node --trace-opt`: the last optimizations of an `/over-ons`-only load came after ~3,500), and
// compiling is work on the process's other threads that `process.cpuUsage()` counts. The product
// has about twice the floor's code to compile, so a short warm-up adds the compiler's time to the
// product's side of the ratio; a server that has run for a minute no longer pays it
// (docs/benchmark.md, "A leaner render").
//
// The product is the built server (`npm run build` first), page cache off (`PAGE_CACHE_TTL_S=0`),
// its upstream data cached in its memory store: the uncached rows of `npm run bench`. The client
// runs in a child process (scripts/bench-tax-client.mjs), so only the servers' work is counted.
//
// React picks its production build from NODE_ENV when it is first imported: set it first, then
// load the rest (as scripts/bench.ts does).
process.env.NODE_ENV = 'production';

const { fork } = await import('node:child_process');
const { once } = (await import('node:events')).default;
const { join } = await import('node:path');
const { parseArgs } = await import('node:util');
const { ROOT_DIR } = await import('../src/config/root-dir.js');
const { startReactFloor } = await import('./bench-react-floor.js');
const { get, startGkn } = await import('./bench-targets.js');

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    count: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '3000' },
    site: { type: 'string', default: 'groenkennisnet' },
    'content-path': { type: 'string', default: '/over-ons' },
  },
});
const ROUNDS = Number(args.rounds);
const COUNT = Number(args.count);
const WARMUP = Number(args.warmup);
const HOST = `${args.site}.localhost`;

const client = fork(join(ROOT_DIR, 'scripts', 'bench-tax-client.mjs'), { stdio: 'inherit' });

interface Batch {
  status: number;
  bytes: number;
  error?: string;
}

/** CPU ms of this process per request over `count` sequential requests of `url`. */
async function cpuPerRequest(url: string, count: number): Promise<{ ms: number; bytes: number }> {
  const answered = once(client, 'message') as Promise<[Batch]>;
  const before = process.cpuUsage();
  client.send({ url, host: HOST, count });
  const [batch] = await answered;
  const used = process.cpuUsage(before);
  if (batch.error || batch.status !== 200) throw new Error(`${url}: ${batch.error ?? `status ${batch.status}`}`);
  return { ms: (used.user + used.system) / 1000 / count, bytes: batch.bytes };
}

const product = await startGkn({ env: { PAGE_CACHE_TTL_S: '0' } });
const pages = [
  { name: args['content-path']!, path: args['content-path']! },
  { name: 'home', path: '/' },
];
const floors = new Map<string, string>();
try {
  for (const page of pages) {
    const answer = await get(product.url, page.path, HOST);
    if (answer.status !== 200) throw new Error(`${page.path} answers ${answer.status}`);
    floors.set(page.path, (await startReactFloor(product.upstreams, args.site!, page.path)).url);
  }
  const sums = new Map(pages.map((p) => [p.path, { floor: 0, product: 0, floorBytes: 0, productBytes: 0 }]));
  const roundRatios = new Map<string, number[]>(pages.map((p) => [p.path, []]));
  // Round 0 warms both sides up (JIT, lazy modules: --warmup requests each) and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const page of pages) {
      const floorUrl = `${floors.get(page.path)}${page.path}`;
      const productUrl = `${product.url}${page.path}`;
      // Alternate which side goes first, so a slow spell does not always hit the same one.
      const order = round % 2 ? ([productUrl, floorUrl] as const) : ([floorUrl, productUrl] as const);
      const results = new Map<string, { ms: number; bytes: number }>();
      for (const url of order) results.set(url, await cpuPerRequest(url, round === 0 ? WARMUP : COUNT));
      if (round === 0) continue;
      const floor = results.get(floorUrl)!;
      const ours = results.get(productUrl)!;
      const sum = sums.get(page.path)!;
      sum.floor += floor.ms;
      sum.product += ours.ms;
      sum.floorBytes = floor.bytes;
      sum.productBytes = ours.bytes;
      roundRatios.get(page.path)!.push(ours.ms / floor.ms);
    }
  }
  console.log(
    `framework tax, ${ROUNDS} interleaved rounds of ${COUNT} sequential requests per side (server CPU ms/req)`,
  );
  for (const page of pages) {
    const sum = sums.get(page.path)!;
    const ratios = roundRatios.get(page.path)!.sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    console.log(
      `${page.name.padEnd(10)} product ${(sum.product / ROUNDS).toFixed(2)} (${sum.productBytes} B)` +
        ` / floor ${(sum.floor / ROUNDS).toFixed(2)} (${sum.floorBytes} B)` +
        ` = ${(sum.product / sum.floor).toFixed(2)}x  (rounds: median ${median.toFixed(2)}x,` +
        ` ${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)}x)`,
    );
  }
} finally {
  client.disconnect();
  await product.close();
  process.exit(0);
}
