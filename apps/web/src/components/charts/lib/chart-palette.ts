/** The chart colours of each app theme, matching the tokens of app/theme.css. */
export type ChartTheme = 'light' | 'dark';

export interface ChartPalette {
  text: string;
  muted: string;
  axis: string;
  split: string;
  tooltipBackground: string;
  tooltipText: string;
  series: readonly string[];
}

export const CHART_PALETTES: Record<ChartTheme, ChartPalette> = {
  light: {
    text: '#1b2430',
    muted: '#5b6776',
    axis: '#c8d1dc',
    split: '#e3e8ef',
    tooltipBackground: '#1b2430',
    tooltipText: '#ffffff',
    series: [
      '#1d4ed8',
      '#0f9d8a',
      '#d97706',
      '#b42318',
      '#7c3aed',
      '#0891b2',
      '#65a30d',
      '#db2777',
      '#92400e',
      '#475569',
    ],
  },
  dark: {
    text: '#e4e9f0',
    muted: '#9aa6b5',
    axis: '#3b4758',
    split: '#2a3442',
    tooltipBackground: '#e4e9f0',
    tooltipText: '#0f141b',
    series: [
      '#7aa2f7',
      '#2dd4bf',
      '#fbbf24',
      '#f87171',
      '#c4b5fd',
      '#67e8f9',
      '#a3e635',
      '#f9a8d4',
      '#d6a56b',
      '#cbd5e1',
    ],
  },
};

/** FNV-1a over the name's UTF-16 code units: a cheap, well-spread hash that never changes. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The palette slot a series name prefers: the same for the name on every load, page and dashboard. */
export function seriesColorSlot(name: string, size: number): number {
  return size > 0 ? nameHash(name) % size : 0;
}

/**
 * Each series' colour from its name, not its rank, so a series keeps its colour across loads, pages
 * and dashboards. Within one chart two names never share a colour while the palette has one free:
 * of names wanting the same slot the alphabetically first keeps it and the others take the next
 * free slots (in alphabetical order, so the result does not depend on the series' order). A name no
 * other name of the chart collides with always has its own slot's colour.
 */
export function seriesColors(names: readonly string[], colors: readonly string[]): Map<string, string> {
  const size = colors.length;
  const unique = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const slotOf = new Map<string, number>();
  const taken = new Set<number>();
  const waiting: string[] = [];
  for (const name of unique) {
    const slot = seriesColorSlot(name, size);
    if (taken.has(slot)) waiting.push(name);
    else {
      taken.add(slot);
      slotOf.set(name, slot);
    }
  }
  for (const name of waiting) {
    const preferred = seriesColorSlot(name, size);
    let slot = preferred;
    for (let step = 1; step < size && taken.has(slot); step += 1) slot = (preferred + step) % size;
    taken.add(slot);
    slotOf.set(name, slot);
  }
  return new Map(unique.map((name) => [name, colors[slotOf.get(name) ?? 0] ?? colors[0] ?? '#888888']));
}

/**
 * A paler version of a `#rrggbb` colour for a compare series (the previous period beside this one):
 * the colour at `alpha` opacity.
 */
export function colorFaded(color: string, alpha = 0.45): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return color;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The six success-rate colour bands of spec 001 section 4, lowest first: below 10 red, 10 to below
 * 50 light red, 50 to below 80 orange, 80 to below 90 yellow, 90 to 99 green, above 99 dark green.
 * `text` is the readable text colour on the band's fill.
 */
export const SUCCESS_RATE_BANDS = [
  { id: 'red', label: 'Below 10%', color: '#c62828', text: '#ffffff' },
  { id: 'lightRed', label: '10% to below 50%', color: '#ef9a9a', text: '#1b2430' },
  { id: 'orange', label: '50% to below 80%', color: '#f59e0b', text: '#1b2430' },
  { id: 'yellow', label: '80% to below 90%', color: '#fde047', text: '#1b2430' },
  { id: 'green', label: '90% to 99%', color: '#4ade80', text: '#1b2430' },
  { id: 'darkGreen', label: 'Above 99%', color: '#15803d', text: '#ffffff' },
] as const;
export type SuccessRateBand = (typeof SUCCESS_RATE_BANDS)[number];

/** A no-rate cell (no calls to measure). */
export const SUCCESS_RATE_NONE = { color: '#9aa6b5', text: '#1b2430' } as const;

/** The band of a success rate in percent (spec 001 section 4); null for no rate. */
export function successRateBand(rate: number | null): SuccessRateBand | null {
  if (rate === null || Number.isNaN(rate)) return null;
  const [red, lightRed, orange, yellow, green, darkGreen] = SUCCESS_RATE_BANDS;
  if (rate < 10) return red;
  if (rate < 50) return lightRed;
  if (rate < 80) return orange;
  if (rate < 90) return yellow;
  if (rate <= 99) return green;
  return darkGreen;
}
