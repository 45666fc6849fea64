import type { FeedbackTrend } from '@prism/domain';
import { ChangeArrow, changeClassName } from '../../../../components/charts/compare-change';
import { aggregateChange } from '../../../../components/charts/lib/chart-rules';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Stat, StatGrid } from '../../../../components/ui/stat-grid';
import { headlineFigures, type HeadlineFigure } from './headline-figures';
import { trendFigureFormat } from './trend-charts';

export interface OverviewHeadlineProps {
  /** The period's buckets; undefined while they load. */
  current: readonly FeedbackTrend[] | undefined;
  /** The period before's buckets; undefined while they load or when they failed. */
  previous: readonly FeedbackTrend[] | undefined;
}

/**
 * The figures above the charts: the period's feedback count and, for each score the period has,
 * its value over the whole period, each against the period before with the change as an integer
 * percentage (spec 001 section 9).
 */
export function OverviewHeadline({ current, previous }: OverviewHeadlineProps) {
  if (!current) {
    return (
      <div aria-busy="true" data-testid="headline-skeleton">
        <Skeleton height="5.5rem" />
      </div>
    );
  }
  const figures = headlineFigures(current, previous);
  return (
    <StatGrid columns={Math.max(figures.length, 4)} label="The period at a glance">
      {figures.map((figure) => (
        <Stat
          key={figure.id}
          label={figure.label}
          value={trendFigureFormat(figure.value, figure.kind)}
          detail={<FigureChange figure={figure} loaded={previous !== undefined} />}
        />
      ))}
    </StatGrid>
  );
}

/** '▲ +12% vs previous period (1,100)', green or red for scores by which way is good. */
function FigureChange({ figure, loaded }: { figure: HeadlineFigure; loaded: boolean }) {
  if (!loaded) return <Skeleton width="8rem" />;
  const change = aggregateChange(figure.value, figure.previous);
  const before = trendFigureFormat(figure.previous, figure.kind);
  // More or less feedback is neither good nor bad: only scores are coloured.
  return (
    <span className={changeClassName(figure.id === 'feedback' ? null : change, true)}>
      {change ? (
        <>
          <ChangeArrow direction={change.direction} /> {change.percent > 0 ? '+' : ''}
          {change.percent}% vs previous period ({before})
        </>
      ) : (
        <>vs previous period: {before}</>
      )}
    </span>
  );
}
