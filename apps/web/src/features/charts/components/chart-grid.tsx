import { useMemo } from 'react';
import { useMultiChart } from '../api/post-multi-chart';
import {
  chartLeaves,
  chartQueryBuild,
  type ChartDefinition,
  type ChartPageScope,
  type ChartQueryPlan,
} from '../lib/chart-definition';
import styles from './chart-grid.module.css';
import { ChartWidget } from './chart-widget';

export interface ChartGridProps {
  charts: readonly ChartDefinition[];
  scope: ChartPageScope;
}

/** Each chart's place in the page's one request: the index of its first query and how many it has. */
interface ChartSlot {
  chart: ChartDefinition;
  start: number;
  plans: ChartQueryPlan[];
}

/**
 * A page's charts on a two-column grid, fetched in one multi-chart request built from the page's
 * URL state (a multi chart asks for each of its tabs); each card shows its own answer or error.
 * Nothing is asked before the entity's applications are known.
 */
export function ChartGrid({ charts, scope }: ChartGridProps) {
  const slots = useMemo(() => {
    const planLists = charts.map((chart) =>
      scope.appIds.length > 0 ? chartLeaves(chart).map((leaf) => chartQueryBuild(leaf, scope)) : [],
    );
    return charts.map((chart, index): ChartSlot => ({
      chart,
      start: planLists.slice(0, index).reduce((count, plans) => count + plans.length, 0),
      plans: planLists[index] ?? [],
    }));
  }, [charts, scope]);
  const queries = useMemo(() => slots.flatMap((slot) => slot.plans.map((plan) => plan.query)), [slots]);
  const answer = useMultiChart(queries);
  return (
    <div className={styles.grid} data-testid="chart-grid">
      {slots.map(({ chart, start, plans }) => (
        <div
          key={chart.id}
          className={chart.wide ? styles.wide : undefined}
          data-testid={`chart-${chart.id}`}
        >
          <ChartWidget
            definition={chart}
            result={answer.data?.[start]}
            failed={answer.isError}
            refused={plans[0]?.refused ?? []}
          />
        </div>
      ))}
    </div>
  );
}
