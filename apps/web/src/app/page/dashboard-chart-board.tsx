import { metricById, type DashboardChart } from '@prism/domain';
import { useMemo } from 'react';
import { useMultiChart } from '../../features/charts/api/post-multi-chart';
import { ChartWidget } from '../../features/charts/components/chart-widget';
import { useChartLibraryPreload } from '../../features/charts/components/echart-library';
import {
  chartQueryBuild,
  type ChartDefinition,
  type ChartPageScope,
} from '../../features/charts/lib/chart-definition';
import {
  DashboardBoard,
  type DashboardBoardLayout,
} from '../../features/dashboards/components/dashboard-board';

export interface DashboardChartBoardProps extends DashboardBoardLayout<ChartDefinition> {
  scope: ChartPageScope;
}

/**
 * A dashboard of charts: the dashboards feature's grid with the charts feature's widgets in its
 * cells, all fetched in one multi-chart request built from the page's URL state and the entity's
 * applications. Nothing is asked before the applications are known.
 */
export function DashboardChartBoard({ items, scope, onCellAction, onCellPlace }: DashboardChartBoardProps) {
  const plans = useMemo(
    () => (scope.appIds.length > 0 ? items.map((item) => chartQueryBuild(item.definition, scope)) : []),
    [items, scope],
  );
  const queries = useMemo(() => plans.map((plan) => plan.query), [plans]);
  const answer = useMultiChart(queries);
  useChartLibraryPreload();
  return (
    <DashboardBoard
      items={items}
      onCellAction={onCellAction}
      onCellPlace={onCellPlace}
      renderChart={(item, index, height) => (
        <ChartWidget
          definition={item.definition}
          result={answer.data?.[index]}
          failed={answer.isError}
          refused={plans[index]?.refused ?? []}
          plans={plans[index] ? [plans[index]] : []}
          height={height}
        />
      )}
    />
  );
}

/** A saved dashboard's board: its charts as the chart kit draws them. */
export function SavedDashboardBoard({
  items,
  ...rest
}: DashboardBoardLayout<DashboardChart> & { scope: ChartPageScope }) {
  const charts = useMemo(
    () => items.map((item) => ({ ...item, definition: dashboardChartDefinition(item.definition) })),
    [items],
  );
  return <DashboardChartBoard items={charts} {...rest} />;
}

/** A dashboard chart as the chart kit draws it: its own title, kind, grouping and fixed filters. */
export function dashboardChartDefinition(chart: DashboardChart): ChartDefinition {
  return {
    id: chart.id,
    title: chart.title,
    kind: chart.kind,
    metric: chart.metric,
    ...(chart.group ? { group: chart.group } : {}),
    ...(chart.subGroup ? { subGroup: chart.subGroup } : {}),
    ...(chart.limit ? { limit: chart.limit } : {}),
    ...(chart.filter.length > 0 ? { filter: chart.filter } : {}),
    description: metricById(chart.metric)?.description,
    width: chart.w,
    height: chart.h,
  };
}
