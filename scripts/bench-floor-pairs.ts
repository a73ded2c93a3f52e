// The ratios that judge a row against its floor (requirements §10.1): the framework tax (a
// render beside its React floor) and the cached hits (beside raw node:http), from back-to-back
// pairs of short runs, not from the two table rows alone. The rows are measured seconds to
// minutes apart, and this host's speed moves over that much time: the raw floor's row has moved
// by up to 49% within one run, and the tax of the same build read 1.37-1.50x from the rows of four
// runs in a row (docs/benchmark.md, "Latest figures"). A pair's two runs follow each other within
// seconds, the order alternates so that a slow spell does not always hit the same side, and the
// ratio of the sums weighs every pair alike.

/** One short saturation run of `url`: the figure the pairs compare (CPU ms per request, or req/s). */
export type ShortRun = (url: string) => Promise<number>;

export interface FloorPairs {
  /** What was compared, for the note: 'CPU ms per request' or 'req/s'. */
  unit: string;
  /** Seconds per run. */
  seconds: number;
  floor: number[];
  row: number[];
  /** The floor's server share of its core in each of its runs, where that decides a verdict (raw node:http). */
  floorCpu?: number[];
}

/** `pairs` pairs of runs, floor first in even pairs and the row first in odd ones. */
export async function measureFloorPairs(
  run: ShortRun,
  urls: { floor: string; row: string },
  pairs: number,
  seconds: number,
  unit: string,
): Promise<FloorPairs> {
  const result: FloorPairs = { unit, seconds, floor: [], row: [] };
  for (let i = 0; i < pairs; i++) {
    const rowFirst = i % 2 === 1;
    const first = await run(rowFirst ? urls.row : urls.floor);
    const second = await run(rowFirst ? urls.floor : urls.row);
    result.floor.push(rowFirst ? second : first);
    result.row.push(rowFirst ? first : second);
  }
  return result;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The row's figure over the floor's, summed over the pairs: the budget's ratio. */
export function pairedRatio(pairs: FloorPairs): number {
  return sum(pairs.row) / sum(pairs.floor);
}

/** The row's note: each pair's ratio and the one the verdict takes. */
export function formatFloorPairs(pairs: FloorPairs, what: string): string {
  const each = pairs.row.map((value, i) => (value / pairs.floor[i]!).toFixed(3)).join(', ');
  return (
    `${what} over ${pairs.row.length} back-to-back pairs of ${pairs.seconds} s runs beside its floor ` +
    `(${pairs.unit}, order alternating): ${each}×; ratio of the sums ${pairedRatio(pairs).toFixed(3)}× (the budget's figure)`
  );
}
