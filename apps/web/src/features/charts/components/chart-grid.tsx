import { MSG } from '@prism/domain';
import { useMemo, type CSSProperties } from 'react';
import { chartCsv, chartCsvFileName, type ChartCsvData } from '../../../components/charts/lib/chart-csv';
import { Button } from '../../../components/ui/button';
import { saveTextFile } from '../../../lib/save-file';
import { useMultiChart, type ChartResult } from '../api/post-multi-chart';
import {
  chartLeaves,
  chartQueryBuild,
  type ChartDefinition,
  type ChartPageScope,
  type ChartQueryPlan,
} from '../lib/chart-definition';
import { CHART_GRID_COLUMNS, chartGridSpans } from '../lib/chart-grid-layout';
import { chartView } from '../lib/chart-view';
import styles from './chart-grid.module.css';
import { chartNotice, ChartWidget, type ChartLabels } from './chart-widget';
import { useChartLibraryPreload } from './echart-library';

export interface ChartGridProps {
  charts: readonly ChartDefinition[];
  scope: ChartPageScope;
  /** Names shown beside dimension values, by dimension (an event case's name beside its id). */
  labels?: ChartLabels;
}

/** Each chart's place in the page's one request: the index of its first query and its plans. */
export interface ChartSlot {
  chart: ChartDefinition;
  start: number;
  /** One per query the chart asks (a multi chart's tabs); none for a placeholder or before apps are known. */
  plans: ChartQueryPlan[];
}

/**
 * The page's charts with their queries, in request order. A chart showing a placeholder (outdated,
 * under construction) asks nothing; neither does any chart before the entity's applications are known.
 */
export function chartSlots(charts: readonly ChartDefinition[], scope: ChartPageScope): ChartSlot[] {
  const planLists = charts.map((chart) =>
    scope.appIds.length > 0 && !chartNotice(chart)
      ? chartLeaves(chart).map((leaf) => chartQueryBuild(leaf, scope))
      : [],
  );
  return charts.map((chart, index) => ({
    chart,
    start: planLists.slice(0, index).reduce((count, plans) => count + plans.length, 0),
    plans: planLists[index] ?? [],
  }));
}

/** One CSV file of Export All. */
export interface ChartExportFile {
  fileName: string;
  csv: ChartCsvData;
}

/**
 * The files Export All saves: one per chart (a multi chart: per tab) whose answer has data, named
 * after its title (a tab's after the chart's and the tab's titles); placeholders and empty or
 * failed charts have none.
 */
export function chartExportFiles(
  slots: readonly ChartSlot[],
  results: readonly (ChartResult | undefined)[] | undefined,
): ChartExportFile[] {
  return slots.flatMap(({ chart, start, plans }) => {
    const leaves = chartLeaves(chart);
    if (plans.length !== leaves.length) return [];
    return leaves.flatMap((leaf, index) => {
      if (chartNotice(leaf)) return [];
      const view = chartView(leaf, results?.[start + index], false);
      if (view.status !== 'ready') return [];
      const title = chart.kind === 'multi' ? `${chart.title} ${leaf.title}` : chart.title;
      return [{ fileName: chartCsvFileName(title), csv: view.csv }];
    });
  });
}

/**
 * Each chart's span for each column count, as the custom properties the grid's media queries
 * choose from (`--span-2`, `--span-3`, `--span-4`).
 */
export function chartGridCellStyles(charts: readonly ChartDefinition[]): CSSProperties[] {
  const byColumns = CHART_GRID_COLUMNS.map((columns) => [columns, chartGridSpans(charts, columns)] as const);
  return charts.map(
    (_, index) =>
      Object.fromEntries(
        byColumns.map(([columns, spans]) => [`--span-${columns}`, String(spans[index] ?? 12)]),
      ) as CSSProperties,
  );
}

/**
 * A page's charts on a dense grid (two cards a row at 1000 px, three from 1440 px, four from
 * 1920 px, wide charts taking two, every row filled), fetched in one multi-chart request built from the page's
 * URL state (a multi chart asks for each of its tabs); each card shows its own answer or error.
 * Nothing is asked before the entity's applications are known. 'Export All' saves one CSV per
 * chart that has data.
 */
export function ChartGrid({ charts, scope, labels }: ChartGridProps) {
  const slots = useMemo(() => chartSlots(charts, scope), [charts, scope]);
  const queries = useMemo(() => slots.flatMap((slot) => slot.plans.map((plan) => plan.query)), [slots]);
  const cellStyles = useMemo(() => chartGridCellStyles(charts), [charts]);
  const answer = useMultiChart(queries);
  useChartLibraryPreload();
  const files = useMemo(
    () => (answer.data && !answer.isError ? chartExportFiles(slots, answer.data) : []),
    [slots, answer.data, answer.isError],
  );
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="small"
          disabled={files.length === 0}
          onClick={() => {
            for (const file of files) saveTextFile(chartCsv(file.csv), file.fileName);
          }}
        >
          {MSG.chartExportAll}
        </Button>
      </div>
      <div className={styles.grid} data-testid="chart-grid">
        {slots.map(({ chart, start, plans }, index) => (
          <div
            key={chart.id}
            className={styles.cell}
            style={cellStyles[index]}
            data-testid={`chart-${chart.id}`}
          >
            <ChartWidget
              definition={chart}
              result={answer.data?.[start]}
              results={chart.kind === 'multi' ? answer.data?.slice(start, start + plans.length) : undefined}
              failed={answer.isError}
              refused={plans[0]?.refused ?? []}
              plans={plans}
              {...(labels ? { labels } : {})}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
