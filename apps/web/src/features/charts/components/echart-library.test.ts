import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh, so the library is not yet loaded when it starts.
afterEach(() => {
  vi.doUnmock('../../../components/charts/echart');
  vi.resetModules();
});

describe('useEChartLibrary', () => {
  it('loads the library once, and a chart mounted after that draws in its first render', async () => {
    const { useEChartLibrary } = await import('./echart-library');
    const first = renderHook(() => useEChartLibrary());
    expect(first.result.current.state).toBe('loading');
    await waitFor(() => expect(first.result.current.state).toBe('ready'));

    // What React.lazy could not do: no loading state once the module is in.
    const states: string[] = [];
    renderHook(() => {
      const library = useEChartLibrary();
      states.push(library.state);
      return library;
    });
    expect(states).toEqual(['ready']);
  });

  it('says the library failed when it cannot be loaded, and loads it on a later try', async () => {
    vi.doMock('../../../components/charts/echart', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { useEChartLibrary } = await import('./echart-library');
    const failing = renderHook(() => useEChartLibrary());
    await waitFor(() => expect(failing.result.current.state).toBe('failed'));

    vi.doUnmock('../../../components/charts/echart');
    const later = renderHook(() => useEChartLibrary());
    await waitFor(() => expect(later.result.current.state).toBe('ready'));
  });
});
