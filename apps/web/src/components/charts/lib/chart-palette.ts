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
