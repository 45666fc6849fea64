import { VOC_MSG } from '@prism/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { StateFrame } from '../../../../components/ui/state-frame';
import type { TriageItem } from '../../api/triage';
import { VocEmpty, VocError } from '../voc-states';
import styles from './triage.module.css';

/**
 * What the page shows of the item: a skeleton while it loads, the spec's error screen when it
 * cannot be fetched, 'Invalid Feedback ID' for an id that does not exist, 'Data in Superposition'
 * for an empty list, or the item itself.
 */
export function TriageBody({
  itemId,
  item,
  listEmpty,
  reviewsHref,
  render,
}: {
  itemId: string;
  reviewsHref: string;
  item: UseQueryResult<TriageItem | null>;
  listEmpty: boolean;
  render: (item: TriageItem) => ReactNode;
}) {
  const back = <Link to={reviewsHref}>Back to reviews</Link>;
  if (itemId === '' && listEmpty) return <VocEmpty>{back}</VocEmpty>;
  if (item.isError)
    return (
      <VocError
        what={VOC_MSG.feedbackFetchError}
        reason={item.error.message}
        onRetry={() => void item.refetch()}
      />
    );
  if (itemId === '' || item.isPending) return <TriageSkeleton />;
  if (item.data === null)
    return (
      <StateFrame title={VOC_MSG.invalidFeedbackId} tone="danger" role="alert">
        <p className={styles.muted}>
          No feedback you can read has the id <span className={styles.mono}>{itemId}</span>.
        </p>
        {back}
      </StateFrame>
    );
  return render(item.data);
}

function TriageSkeleton() {
  return (
    <div className={styles.columns} role="status" aria-label="Loading the feedback">
      <div className={styles.summary}>
        <Card title="Feedback">
          <div className={styles.stack}>
            <Skeleton width="60%" />
            <Skeleton height="4rem" />
            <Skeleton width="40%" />
          </div>
        </Card>
      </div>
      <div className={styles.side}>
        <Card title="Triage">
          <Skeleton height="2.5rem" />
        </Card>
        <Card title="Categories">
          <Skeleton height="2.25rem" />
        </Card>
      </div>
    </div>
  );
}
