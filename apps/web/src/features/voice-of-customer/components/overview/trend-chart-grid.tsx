import {
  BILLING_MIGRATION_DOC_PATH,
  VOC_MSG,
  billingMigrationWarningApplies,
  type FeedbackTrend,
} from '@prism/domain';
import { useMemo } from 'react';
import { ChartCard, type ChartCardWarning } from '../../../../components/charts/chart-card';
import { EChart } from '../../../../components/charts/echart';
import { CHART_PALETTES } from '../../../../components/charts/lib/chart-palette';
import { useChartTheme } from '../../../../components/charts/use-chart-theme';
import { trendChartOption } from './trend-chart-option';
import {
  TREND_CHARTS,
  trendChartHasData,
  trendChartSeries,
  trendChartsShown,
  trendPeriod,
  type TrendChartSpec,
} from './trend-charts';
import styles from './overview.module.css';

const CHART_HEIGHT = 240;

/** The billing-migration Data Warning with its documentation link (spec 001 sections 2 and 8). */
export const BILLING_MIGRATION_WARNING: ChartCardWarning = {
  title: VOC_MSG.billingMigrationWarningTitle,
  text: VOC_MSG.billingMigrationWarning,
  link: { href: BILLING_MIGRATION_DOC_PATH, text: 'Account Number Migrations' },
};

export interface TrendChartGridProps {
  /** The period's buckets; undefined while they load. */
  trends: readonly FeedbackTrend[] | undefined;
  /** The domains of the page's applications, for the billing-migration warning. */
  appDomains: readonly string[];
}

/**
 * The overview's line charts (spec 001 section 2): while the trends load, a skeleton card for each
 * of the six; then the charts with data in the period, and Sentiment always. Every chart carries
 * the billing-migration warning when its applications and period fall under the migration.
 */
export function TrendChartGrid({ trends, appDomains }: TrendChartGridProps) {
  if (!trends) {
    return (
      <div className={styles.chartGrid} aria-busy="true">
        {TREND_CHARTS.map((spec) => (
          <ChartCard key={spec.id} title={spec.title} state={{ status: 'pending' }} height={CHART_HEIGHT} />
        ))}
      </div>
    );
  }
  const { startMs, endMs } = trendPeriod(trends);
  const warnings =
    trends.length > 0 && billingMigrationWarningApplies(appDomains, startMs, endMs)
      ? [BILLING_MIGRATION_WARNING]
      : [];
  return (
    <div className={styles.chartGrid}>
      {trendChartsShown(trends).map((spec) => (
        <TrendChart key={spec.id} spec={spec} trends={trends} warnings={warnings} />
      ))}
    </div>
  );
}

interface TrendChartProps {
  spec: TrendChartSpec;
  trends: readonly FeedbackTrend[];
  warnings: readonly ChartCardWarning[];
}

/** One chart in its card: 'No Data Found' when the period has none of its figures. */
function TrendChart({ spec, trends, warnings }: TrendChartProps) {
  const palette = CHART_PALETTES[useChartTheme()];
  const hasData = trendChartHasData(spec, trends);
  const option = useMemo(() => trendChartOption(spec, trends, palette), [spec, trends, palette]);
  const series = useMemo(() => trendChartSeries(spec, trends), [spec, trends]);
  return (
    <ChartCard
      title={spec.title}
      state={hasData ? { status: 'ready', csv: { kind: 'line', series } } : { status: 'empty' }}
      warnings={warnings}
      height={CHART_HEIGHT}
    >
      <EChart
        option={option}
        label={`${spec.title}: ${spec.series.map((line) => line.name).join(' and ')} over the period`}
        height={CHART_HEIGHT}
      />
    </ChartCard>
  );
}
