import type { SurveyCategoryOverview } from '@prism/domain';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat } from '../../../../lib/format';
import { SurveyLoadError } from '../survey-states';
import styles from './categorize.module.css';

export interface CategoryOverviewPanelProps {
  overview: {
    data: SurveyCategoryOverview | undefined;
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
}

const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.01 ? 1 : 0)}%`;

/**
 * The categories of the responses in scope (GetSurveyResponseCategoryOverview): how many carry
 * each, its share of the responses, and how many carry none; fetched again after each change.
 */
export function CategoryOverviewPanel({ overview }: CategoryOverviewPanelProps) {
  const { data } = overview;
  // The bars compare the categories with each other: the largest fills its bar.
  const most = Math.max(1, ...(data?.categories.map((category) => category.count) ?? []));
  return (
    <aside className={styles.overview} aria-label="Category overview" aria-busy={overview.isFetching}>
      <h2 className={styles.overviewTitle}>Category overview</h2>
      {overview.isError && !data ? (
        <SurveyLoadError
          what="Could not load the overview."
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        <div className={styles.overviewLoading} role="status" aria-label="Loading the overview">
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
        </div>
      ) : (
        <>
          <p className={styles.overviewLead} aria-live="polite">
            <strong>{countFormat(data.total)}</strong> {data.total === 1 ? 'response' : 'responses'} in scope,{' '}
            <strong>{countFormat(data.uncategorised)}</strong> uncategorised
            {data.total > 0 ? ` (${percent(data.uncategorised / data.total)})` : ''}.
          </p>
          {data.categories.length === 0 ? (
            <p className={styles.muted}>No response in scope has a category yet.</p>
          ) : (
            <div
              className={styles.overviewScroll}
              role="region"
              aria-label="Responses per category"
              tabIndex={0}
            >
              <table className={styles.overviewTable}>
                <caption className="visually-hidden">Responses per category</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col" className={styles.number}>
                      Responses
                    </th>
                    <th scope="col" className={styles.number}>
                      Share
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.categories]
                    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category))
                    .map((category) => (
                      <tr key={category._id}>
                        <th scope="row">
                          <div className={styles.overviewName}>
                            <span>{category.category}</span>
                            {category.trail ? <span className={styles.trail}>{category.trail}</span> : null}
                            <span className={styles.shareBar} aria-hidden="true">
                              <span style={{ width: `${(category.count / most) * 100}%` }} />
                            </span>
                          </div>
                        </th>
                        <td className={styles.number}>{countFormat(category.count)}</td>
                        <td className={styles.number}>{percent(category.share)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </aside>
  );
}
