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
    series: ['#1d4ed8', '#0f9d8a', '#d97706', '#b42318', '#7c3aed', '#0891b2', '#65a30d', '#db2777'],
  },
  dark: {
    text: '#e4e9f0',
    muted: '#9aa6b5',
    axis: '#3b4758',
    split: '#2a3442',
    tooltipBackground: '#e4e9f0',
    tooltipText: '#0f141b',
    series: ['#7aa2f7', '#2dd4bf', '#fbbf24', '#f87171', '#c4b5fd', '#67e8f9', '#a3e635', '#f9a8d4'],
  },
};

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
