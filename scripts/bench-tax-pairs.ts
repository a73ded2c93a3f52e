// The framework tax's verdict (requirements §10.1.3), from back-to-back pairs of short runs of the
// React floor and the product, not from their two table rows alone. The rows are measured about
// 15 s apart (the product's warm-up sits between them), and this host's speed moves over that
// much time: the raw floor's row has moved by up to 27% within one run, and the tax of the same
// build read 1.37-1.50x from the rows of four runs in a row (docs/benchmark.md, "Latest figures").
// A pair's two runs follow each other within seconds, the order alternates so that a slow spell
// does not always hit the same side, and the ratio of the sums weighs every pair alike.

/** A server's CPU milliseconds per request over one short saturation run of `url`. */
export type CpuMsPerRequest = (url: string) => Promise<number>;

export interface TaxPairs {
  /** Seconds per run. */
  seconds: number;
  floorMs: number[];
  productMs: number[];
}

/** `pairs` pairs of runs, floor first in even pairs and product first in odd ones. */
export async function measureTaxPairs(
  cpuMsPerRequest: CpuMsPerRequest,
  urls: { floor: string; product: string },
  pairs: number,
  seconds: number,
): Promise<TaxPairs> {
  const result: TaxPairs = { seconds, floorMs: [], productMs: [] };
  for (let i = 0; i < pairs; i++) {
    const productFirst = i % 2 === 1;
    const first = await cpuMsPerRequest(productFirst ? urls.product : urls.floor);
    const second = await cpuMsPerRequest(productFirst ? urls.floor : urls.product);
    result.floorMs.push(productFirst ? second : first);
    result.productMs.push(productFirst ? first : second);
  }
  return result;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The tax: the product's CPU per request over the floor's, summed over the pairs. */
export function pairedTax(pairs: TaxPairs): number {
  return sum(pairs.productMs) / sum(pairs.floorMs);
}

/** The row's note: each pair's ratio and the one the verdict takes. */
export function formatTaxPairs(pairs: TaxPairs): string {
  const each = pairs.productMs.map((ms, i) => (ms / pairs.floorMs[i]!).toFixed(3)).join(', ');
  return (
    `framework tax over ${pairs.productMs.length} back-to-back pairs of ${pairs.seconds} s runs beside its floor ` +
    `(order alternating): ${each}×; ratio of the sums ${pairedTax(pairs).toFixed(3)}× (the budget's figure)`
  );
}
