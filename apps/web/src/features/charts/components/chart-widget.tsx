import { MSG, chartExpectedBackMessage } from '@prism/domain';
import { lazy, Suspense, useMemo } from 'react';
import { ChartCard, type ChartCardState } from '../../../components/charts/chart-card';
import type { ChartNumberKind } from '../../../components/charts/lib/chart-format';
import { CHART_PALETTES } from '../../../components/charts/lib/chart-palette';
import { lineChartOption, topChartOption } from '../../../components/charts/lib/chart-options';
import { StatsChart } from '../../../components/charts/stats-chart';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChartTheme } from '../../../components/charts/use-chart-theme';
import type { ChartResult } from '../api/post-multi-chart';
import { chartNumberKindOf, type ChartDefinition } from '../lib/chart-definition';
import { chartView, type ChartView } from '../lib/chart-view';

export interface ChartWidgetProps {
  definition: ChartDefinition;
  /** The chart's answer; undefined while the page's request runs. */
  result: ChartResult | undefined;
  /** The page's request failed as a whole. */
  failed: boolean;
  refused: readonly string[];
  /** The chart area's height in px (dashboards size cards by grid rows); the kind's default otherwise. */
  height?: number;
}

const CHART_HEIGHT = 240;
/** Stats are four figures in two rows: their cards need less room than a drawn chart. */
const STATS_HEIGHT = 168;

// The charting library loads with the first chart that has data to draw, not with the portal.
const EChart = lazy(() =>
  import('../../../components/charts/echart').then((module) => ({ default: module.EChart })),
);

/** One chart of a page: its card in the state its answer puts it in, and the widget for its kind. */
export function ChartWidget({ definition, result, failed, refused, height }: ChartWidgetProps) {
  const view = useMemo(() => chartView(definition, result, failed), [definition, result, failed]);
  const numberKind = chartNumberKindOf(definition.metric);
  const notice =
    chartNotice(definition) ??
    (definition.kind === 'multi' ? { status: 'notice' as const, notice: MSG.chartUnderConstruction } : null);
  const drawn = view.status === 'ready' && DRAWN.has(view.kind);
  const state: ChartCardState = notice
    ? notice
    : view.status === 'ready'
      ? drawn
        ? { status: 'ready', csv: view.csv }
        : { status: 'notice', notice: MSG.chartUnderConstruction }
      : view;
  return (
    <ChartCard
      title={definition.title}
      description={definition.description}
      state={state}
      refused={refused}
      height={height ?? (definition.kind === 'stats' ? STATS_HEIGHT : CHART_HEIGHT)}
    >
      {view.status === 'ready' && drawn ? (
        <ChartBody view={view} title={definition.title} numberKind={numberKind} />
      ) : null}
    </ChartCard>
  );
}

const DRAWN = new Set<string>(['line', 'area', 'top', 'stats']);
// Kinds not in DRAWN (and multi, which has no answer of its own) show 'Under construction' for now.

/** The placeholder a definition asks for instead of its chart: under construction or outdated. */
export function chartNotice(
  definition: ChartDefinition,
): Extract<ChartCardState, { status: 'notice' }> | null {
  if (definition.outdated) return { status: 'notice', notice: MSG.chartOutdated };
  const construction = definition.underConstruction;
  if (!construction) return null;
  const lines = [
    construction.text,
    construction.expected ? chartExpectedBackMessage(construction.expected) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return { status: 'notice', notice: MSG.chartUnderConstruction, ...(lines ? { detail: lines } : {}) };
}

function ChartBody({
  view,
  title,
  numberKind,
}: {
  view: Extract<ChartView, { status: 'ready' }>;
  title: string;
  numberKind: ChartNumberKind;
}) {
  const theme = useChartTheme();
  const option = useMemo(() => {
    const palette = CHART_PALETTES[theme];
    switch (view.kind) {
      case 'line':
      case 'area':
        return lineChartOption({
          series: view.series,
          startMs: view.meta.startMs,
          endMs: view.meta.endMs,
          stepMs: view.meta.stepMs,
          timeZone: view.meta.timeZone,
          numberKind,
          area: view.kind === 'area',
          grouped: view.meta.group !== null,
          palette,
        });
      case 'top':
        return topChartOption({ rows: view.rows, numberKind, palette });
      default:
        return null;
    }
  }, [view, theme, numberKind]);
  if (view.kind === 'stats') return <StatsChart stats={view.stats} numberKind={numberKind} />;
  if (!option) return null;
  return (
    <Suspense fallback={<Skeleton height={`${CHART_HEIGHT - 8}px`} />}>
      <EChart option={option} label={title} height={CHART_HEIGHT} />
    </Suspense>
  );
}
