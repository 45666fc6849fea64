import { useState } from 'react';
import { Link } from 'react-router';
import { useVoltRuns } from '../../features/volt/api/runs';
import { useVoltTestCases } from '../../features/volt/api/test-cases';
import { VoltRecentRuns } from '../../features/volt/components/recent-runs-table';
import { VoltTestCasesTable } from '../../features/volt/components/test-cases-table';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';
import { useEntityApps } from '../page/use-entity-apps';
import { useRouteEntity } from '../page/use-route-entity';

const RUNS_LIMIT = 15;

/**
 * :entityID/quantum-resources/volt-tests: the test cases of the entity's applications with their
 * last results, each runnable against a recent visit, and the entity's recent runs.
 */
export function VoltTestsRoute() {
  useDocumentTitle({ page: 'Volt Tests' });
  const entity = useRouteEntity();
  const { appIds } = useEntityApps(entity);
  const testCases = useVoltTestCases({ appIds, search: '' });
  const runs = useVoltRuns({ appIds, limit: RUNS_LIMIT });
  const [openedAt] = useState(() => Date.now());
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Volt Tests</h1>
        <p className={styles.pageLead}>
          The test cases of {appIds.length === 1 ? appIds[0] : `these ${appIds.length} applications`}.{' '}
          <Link to="/tools/volt">Manage test cases in Volt</Link>.
        </p>
      </div>
      <VoltTestCasesTable
        testCases={appIds.length === 0 ? [] : testCases.data}
        loading={appIds.length > 0 && testCases.isPending}
        error={testCases.error}
        onRetry={() => void testCases.refetch()}
        nowMs={openedAt}
        canEdit={false}
        onEdit={() => undefined}
        onDelete={() => undefined}
        emptyText="No test case is written for these applications yet."
      />
      <VoltRecentRuns
        runs={runs.data}
        loading={runs.isPending}
        error={runs.error}
        onRetry={() => void runs.refetch()}
      />
    </div>
  );
}
