import { VOC_MSG, type FeedbackTrend } from '@prism/domain';
import type { ReactNode } from 'react';
import { VocEmpty, VocError } from '../voc-states';
import { OverviewHeadline } from './overview-headline';
import { TrendChartGrid } from './trend-chart-grid';

export interface OverviewContentProps {
  /** The period's buckets; undefined while they load (or when they failed). */
  trends: readonly FeedbackTrend[] | undefined;
  /** The period before's buckets, for the headline's changes. */
  previous: readonly FeedbackTrend[] | undefined;
  /** Why the period's trends failed, if they did. */
  error: Error | null;
  onRetry: () => void;
  /** The domains of the page's applications (the billing-migration warning). */
  appDomains: readonly string[];
  /** The page's table, under the charts. */
  children: ReactNode;
}

/**
 * The body of the overview and details pages: the headline figures and the charts, then the page's
 * table. 'Data in Superposition' instead when the period has no feedback at all (spec 001
 * section 2); the feedback error of spec 001 section 8 in the charts' place when the trends fail.
 */
export function OverviewContent({
  trends,
  previous,
  error,
  onRetry,
  appDomains,
  children,
}: OverviewContentProps) {
  if (trends && trends.every((trend) => trend.feedbackCount === 0)) return <VocEmpty />;
  return (
    <>
      {error && !trends ? (
        <VocError what={VOC_MSG.feedbackFetchError} reason={error.message} onRetry={onRetry} />
      ) : (
        <>
          <OverviewHeadline current={trends} previous={previous} />
          <TrendChartGrid trends={trends} appDomains={appDomains} />
        </>
      )}
      {children}
    </>
  );
}
