import { METRIC_LIMIT_MAX, topDataSchema } from '@prism/domain';
import { useMemo } from 'react';
import { useMultiChart } from '../../features/charts/api/post-multi-chart';
import { chartQueryBuild, type ChartDefinition } from '../../features/charts/lib/chart-definition';
import type { UrlStateHandle } from '../../features/time/hooks/use-url-state';

/** The events of each event case, as the metric engine counts them for a chart grouped by case. */
const VOLUME_CHART: ChartDefinition = {
  id: 'registry-event-case-volume',
  title: 'Events by event case',
  kind: 'table',
  metric: 'event_cases',
  group: 'eventCaseID',
  limit: METRIC_LIMIT_MAX,
};

/** Events per case in the page's period: the counts once in, whether the count failed. */
export interface EventCaseVolumes {
  volumes: ReadonlyMap<string, number> | undefined;
  failed: boolean;
}

/**
 * Each event case's events over the page's period (its time menu, environment and filters) for the
 * entity's applications, through the charts' own query machinery (one multi-chart request, the
 * charts' refresh). With `caseId` only that case is counted. A case absent from the answer sent
 * nothing in the period.
 */
export function useEventCaseVolumes(
  url: UrlStateHandle,
  appIds: readonly string[],
  caseId?: string,
): EventCaseVolumes {
  const query = useMemo(() => {
    if (appIds.length === 0) return [];
    const chart: ChartDefinition = caseId
      ? { ...VOLUME_CHART, limit: 1, filter: [`eventCaseID:${caseId}`] }
      : VOLUME_CHART;
    return [
      chartQueryBuild(chart, {
        state: url.state,
        appIds,
        timeZone: url.state.origintz ?? url.browserTimeZone,
      }).query,
    ];
  }, [url.state, url.browserTimeZone, appIds, caseId]);
  const answer = useMultiChart(query);
  return useMemo(() => {
    const result = answer.data?.[0];
    if (answer.isError || (result && 'error' in result)) return { volumes: undefined, failed: true };
    if (!result) return { volumes: undefined, failed: false };
    const rows = topDataSchema.safeParse(result.data);
    if (!rows.success) return { volumes: undefined, failed: true };
    return { volumes: new Map(rows.data.map((row) => [row.name, row.value ?? 0])), failed: false };
  }, [answer.data, answer.isError]);
}
