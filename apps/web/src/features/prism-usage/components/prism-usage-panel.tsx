import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Stat, StatGrid } from '../../../components/ui/stat-grid';
import { countFormat } from '../../../lib/format';
import type { PrismUsage } from '../api/get-prism-usage';
import styles from './prism-usage-panel.module.css';

export interface PrismUsagePanelProps {
  usage: PrismUsage | undefined;
  error: Error | null;
  isFetching: boolean;
  onRetry: () => void;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${((part / whole) * 100).toFixed(1)}%`;

/** Prism's own usage in the chosen period: totals, page views by page and API calls by operation. */
export function PrismUsagePanel({ usage, error, isFetching, onRetry }: PrismUsagePanelProps) {
  if (!usage) {
    if (error) {
      return (
        <div className={styles.error} role="alert">
          <p>Prism&rsquo;s usage could not be loaded: {error.message}</p>
          <Button variant="secondary" size="small" onClick={onRetry} disabled={isFetching}>
            Try again
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading Prism usage">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="3.5rem" />
        ))}
      </div>
    );
  }

  const { totals } = usage;
  return (
    <div className={styles.panel} aria-busy={isFetching || undefined}>
      {error ? (
        <div className={styles.banner} role="alert">
          <span>Showing the last figures loaded: {error.message}</span>
          <Button variant="secondary" size="small" onClick={onRetry} disabled={isFetching}>
            Retry now
          </Button>
        </div>
      ) : null}
      <StatGrid columns={6}>
        <Stat label="Users" value={countFormat(totals.users)} />
        <Stat label="Visits" value={countFormat(totals.visits)} />
        <Stat label="Page views" value={countFormat(totals.pageViews)} />
        <Stat
          label="API calls (failed)"
          value={`${countFormat(totals.apiCalls)} (${percent(totals.apiFailures, totals.apiCalls)})`}
        />
        <Stat label="Errors" value={countFormat(totals.errors)} />
        <Stat label="Feedback sent" value={countFormat(totals.feedback)} />
      </StatGrid>
      <div className={styles.tables}>
        <Card title="Page views by page" headingId="prism-usage-pages">
          {usage.pages.length === 0 ? (
            <p className={styles.empty}>No page views in this period.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-labelledby="prism-usage-pages">
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col" className={styles.numeric}>
                      Views
                    </th>
                    <th scope="col" className={styles.numeric}>
                      Users
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {usage.pages.map((page) => (
                    <tr key={page.pageName}>
                      <th scope="row" className={styles.mono}>
                        {page.pageName}
                      </th>
                      <td className={styles.numeric}>{countFormat(page.views)}</td>
                      <td className={styles.numeric}>{countFormat(page.users)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card title="API calls by operation" headingId="prism-usage-calls">
          {usage.apiCalls.length === 0 ? (
            <p className={styles.empty}>No API calls in this period.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-labelledby="prism-usage-calls">
                <thead>
                  <tr>
                    <th scope="col">Operation</th>
                    <th scope="col" className={styles.numeric}>
                      Calls
                    </th>
                    <th scope="col" className={styles.numeric}>
                      Failed
                    </th>
                    <th scope="col" className={styles.numeric}>
                      Mean time
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {usage.apiCalls.map((call) => (
                    <tr key={`${call.verb} ${call.operation}`}>
                      <th scope="row" className={styles.mono}>
                        {call.verb} {call.operation}
                      </th>
                      <td className={styles.numeric}>{countFormat(call.calls)}</td>
                      <td
                        className={call.failures > 0 ? `${styles.numeric} ${styles.failed}` : styles.numeric}
                      >
                        {countFormat(call.failures)}
                      </td>
                      <td className={styles.numeric}>{call.avgMs === null ? '–' : `${call.avgMs} ms`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
