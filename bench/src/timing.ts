/** The nearest-rank percentile `p` (0-100) of ascending `sorted` values. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * p50 and p95 of `runs` timed runs of each piece of work, taking turns, after `warmUp` untimed
 * rounds (caches, the JIT, the OS page cache).
 */
export async function pairedTimings(
  warmUp: number,
  runs: number,
  works: readonly (() => Promise<unknown>)[],
) {
  for (let round = 0; round < warmUp; round++) for (const work of works) await work();
  const ms = works.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [w, work] of works.entries()) {
      const started = performance.now();
      await work();
      ms[w]!.push(performance.now() - started);
    }
  }
  return ms.map((sample) => {
    sample.sort((a, b) => a - b);
    return { p50: +percentile(sample, 50).toFixed(1), p95: +percentile(sample, 95).toFixed(1) };
  });
}
