import { useSystemStatus } from '../../features/system-status/api/get-system-status';
import { SystemStatusPanel } from '../../features/system-status/components/system-status-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

/** `/prismadmin/system` (admins): the server's version, health and stores, checked every 30 s. */
export function SystemStatusRoute() {
  useDocumentTitle({ page: 'System Status' });
  const status = useSystemStatus();
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>System Status</h1>
        <p className={styles.pageLead}>
          The Prism server this portal talks to: its version, whether its stores answer and the events they
          hold.
        </p>
      </div>
      <SystemStatusPanel
        status={status.data}
        error={status.error}
        isFetching={status.isFetching}
        checkedAtMs={status.dataUpdatedAt}
        onRetry={() => void status.refetch()}
      />
    </div>
  );
}
