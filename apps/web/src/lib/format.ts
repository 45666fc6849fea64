const countFormatter = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 12,345. */
export function countFormat(value: number): string {
  return countFormatter.format(value);
}

const relativeFormatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** How long before `nowMs` the moment `thenMs` was, in words: '3 minutes ago', 'yesterday', 'now'. */
export function relativeTimeFormat(thenMs: number, nowMs: number): string {
  const diff = thenMs - nowMs;
  if (Math.abs(diff) < 10_000) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relativeFormatter.format(Math.round(diff / size), unit);
  }
  return 'just now';
}

/** An absolute timestamp for tooltips: 2026-11-22 21:28:05 UTC. */
export function timestampFormat(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}
