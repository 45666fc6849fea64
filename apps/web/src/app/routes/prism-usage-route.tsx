import { usePrismUsage } from '../../features/prism-usage/api/get-prism-usage';
import { PrismUsagePanel } from '../../features/prism-usage/components/prism-usage-panel';
import { useUrlState } from '../../features/time/hooks/use-url-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';
import { TimeControls } from '../page/time-controls';

/** `/prismadmin/prismusage` (admins): how Prism itself is used, from its own prism@Web events. */
export function PrismUsageRoute() {
  useDocumentTitle({ page: 'Prism Usage' });
  const url = useUrlState();
  const { range } = url;
  const usage = usePrismUsage({ startMs: range.startMs, endMs: range.endMs });

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div className={styles.pageTitleRow}>
          <h1 className={styles.pageTitle}>Prism Usage</h1>
          <TimeControls url={url} />
        </div>
        <p className={styles.pageLead}>
          Who uses Prism and how, from the page views, API calls, errors and feedback the portal reports about
          itself.
        </p>
      </div>
      <PrismUsagePanel
        usage={usage.data}
        error={usage.error}
        isFetching={usage.isFetching}
        onRetry={() => void usage.refetch()}
      />
    </div>
  );
}
