import { useSyncExternalStore } from 'react';
import type { ChartTheme } from './lib/chart-palette';

/** The app theme as <html data-theme> shows it (set by the dark mode toggle). */
function readTheme(): ChartTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The current app theme, following the dark mode toggle wherever it is flipped. */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light');
}
