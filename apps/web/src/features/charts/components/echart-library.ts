import { useEffect, useState } from 'react';
import type * as EChartModuleExports from '../../../components/charts/echart';

type EChartModule = typeof EChartModuleExports;

// The charting library loads on demand, not with the portal. A page of charts starts loading it
// as it asks for their data (`useChartLibraryPreload`), so that both arrive together rather than
// the library only once the first answer is in.
let loaded: EChartModule | undefined;
let loading: Promise<EChartModule> | undefined;

/** Loads the charting library once; every caller shares the load. A failed load can be retried. */
function loadEChartLibrary(): Promise<EChartModule> {
  loading ??= import('../../../components/charts/echart').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the charting library while the page's chart data is on its way. */
export function useChartLibraryPreload(): void {
  useEffect(() => {
    loadEChartLibrary().catch(() => undefined); // a chart that needs it asks again and shows the failure
  }, []);
}

export type EChartLibrary =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; EChart: EChartModule['EChart'] };

/**
 * The chart component once the library is in. Not `React.lazy`: a lazy component suspends on its
 * first render even when its module is already loaded, and React then holds back the reveal of a
 * suspended boundary by up to 300 ms, which delayed every chart of a page by that much after its
 * data arrived. Here a chart whose library is loaded draws in the same render as its data.
 */
export function useEChartLibrary(): EChartLibrary {
  const [library, setLibrary] = useState<EChartLibrary>(() =>
    loaded ? { state: 'ready', EChart: loaded.EChart } : { state: 'loading' },
  );
  useEffect(() => {
    if (library.state !== 'loading') return;
    let live = true;
    loadEChartLibrary().then(
      (module) => live && setLibrary({ state: 'ready', EChart: module.EChart }),
      () => live && setLibrary({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [library.state]);
  return library;
}
