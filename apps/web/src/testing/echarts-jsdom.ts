import type * as EchartsCore from 'echarts/core';
import { vi } from 'vitest';

/**
 * For tests that draw ECharts charts: jsdom has no canvas, so ECharts' `init` is
 * replaced by a chart that draws nothing (the cards, titles, warnings and labels still render).
 * Only tests import this file:
 *
 *   vi.mock('echarts/core', async (original) => (await import('…/testing/echarts-jsdom')).echartsWithoutCanvas(original));
 */
export async function echartsWithoutCanvas(importOriginal: <T>() => Promise<T>) {
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  }
  return {
    ...(await importOriginal<typeof EchartsCore>()),
    init: () => ({
      setOption: () => undefined,
      resize: () => undefined,
      dispose: () => undefined,
      on: () => undefined,
      dispatchAction: () => undefined,
    }),
  };
}
