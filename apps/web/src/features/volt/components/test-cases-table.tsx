import type { VoltTestCaseSummary } from '@prism/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadProblem, PanelNote } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { relativeTimeFormat } from '../../../lib/format';
import { VOLT_RUNNER_PATH, voltPassRate, voltRunnerSearch } from '../lib/volt-params';
import { VoltVerdict } from './run-result';
import styles from './volt.module.css';

export interface VoltTestCasesTableProps {
  testCases: readonly VoltTestCaseSummary[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  nowMs: number;
  /** Editors get edit and delete; readers do not. */
  canEdit: boolean;
  onEdit: (testCase: VoltTestCaseSummary) => void;
  onDelete: (testCase: VoltTestCaseSummary) => void;
  /** What to say when no test case matches. */
  emptyText: string;
}

/** Test cases with their steps, last run and pass rate; each opens the runner on a recent visit. */
export function VoltTestCasesTable({
  testCases,
  loading,
  error,
  onRetry,
  nowMs,
  canEdit,
  onEdit,
  onDelete,
  emptyText,
}: VoltTestCasesTableProps) {
  if (error)
    return <LoadProblem message={`Could not load the test cases: ${error.message}`} onRetry={onRetry} />;
  if (loading || !testCases)
    return (
      <div aria-busy="true" aria-label="Loading test cases">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="2.25rem" />
        ))}
      </div>
    );
  if (testCases.length === 0) return <PanelNote>{emptyText}</PanelNote>;
  return (
    <table className={styles.table} aria-label="Test cases">
      <thead>
        <tr>
          <th scope="col">Test case</th>
          <th scope="col">Applications</th>
          <th scope="col">Steps</th>
          <th scope="col">Last run</th>
          <th scope="col">Pass rate</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {testCases.map((tc) => (
          <tr key={tc.id}>
            <td>
              <strong>{tc.name}</strong>
              <div className={styles.muted}>
                {tc.validationType} · {tc.description}
              </div>
            </td>
            <td className={styles.muted}>{tc.appIds.join(', ')}</td>
            <td className={styles.mono}>
              {tc.steps.map((step) => step.ecid + (step.optional ? '?' : '')).join(' → ')}
            </td>
            <td>
              {tc.lastRun ? (
                <>
                  <VoltVerdict passed={tc.lastRun.passed} />
                  <div className={styles.muted}>{relativeTimeFormat(tc.lastRun.runAt, nowMs)}</div>
                </>
              ) : (
                <span className={styles.muted}>Never run</span>
              )}
            </td>
            <td>
              {voltPassRate(tc.runs, tc.runsPassed)}
              <div className={styles.muted}>
                {tc.runsPassed} of {tc.runs}
              </div>
            </td>
            <td>
              <div className={styles.actions}>
                <Link
                  className={styles.link}
                  to={`${VOLT_RUNNER_PATH}${voltRunnerSearch({
                    tcid: tc.id,
                    isRecent: true,
                    appId: tc.appIds[0] ?? '',
                    visitId: tc.lastRun?.visitId ?? '',
                  })}`}
                  aria-label={`Run ${tc.name}`}
                >
                  Run
                </Link>
                {canEdit ? (
                  <>
                    <Button variant="borderless" onClick={() => onEdit(tc)} aria-label={`Edit ${tc.name}`}>
                      Edit
                    </Button>
                    <Button
                      variant="borderless"
                      onClick={() => onDelete(tc)}
                      aria-label={`Delete ${tc.name}`}
                    >
                      Delete
                    </Button>
                  </>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
