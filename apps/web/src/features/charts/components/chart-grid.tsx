import { useMemo } from 'react';
import { useMultiChart } from '../api/post-multi-chart';
import { chartQueryBuild, type ChartDefinition, type ChartPageScope } from '../lib/chart-definition';
import styles from './chart-grid.module.css';
import { ChartWidget } from './chart-widget';

export interface ChartGridProps {
  charts: readonly ChartDefinition[];
  scope: ChartPageScope;
}

/**
 * A page's charts on a two-column grid, fetched in one multi-chart request built from the page's
 * URL state; each card shows its own answer or error. Nothing is asked before the entity's
 * applications are known.
 */
export function ChartGrid({ charts, scope }: ChartGridProps) {
  const plans = useMemo(
    () => (scope.appIds.length > 0 ? charts.map((chart) => chartQueryBuild(chart, scope)) : []),
    [charts, scope],
  );
  const queries = useMemo(() => plans.map((plan) => plan.query), [plans]);
  const answer = useMultiChart(queries);
  return (
    <div className={styles.grid} data-testid="chart-grid">
      {charts.map((chart, index) => (
        <div
          key={chart.id}
          className={chart.wide ? styles.wide : undefined}
          data-testid={`chart-${chart.id}`}
        >
          <ChartWidget
            definition={chart}
            result={answer.data?.[index]}
            failed={answer.isError}
            refused={plans[index]?.refused ?? []}
          />
        </div>
      ))}
    </div>
  );
}
