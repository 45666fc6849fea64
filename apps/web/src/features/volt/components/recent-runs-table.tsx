import type { VoltRunSummary } from '@prism/domain';
import { Link } from 'react-router';
import { LoadProblem, PanelNote } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { timestampFormat } from '../../../lib/format';
import { VOLT_RUNNER_PATH, voltRunnerSearch } from '../lib/volt-params';
import { VoltVerdict } from './run-result';
import styles from './volt.module.css';

export interface VoltRecentRunsProps {
  runs: readonly VoltRunSummary[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** Kept runs, newest first; each opens the runner with the same choices, run again on load. */
export function VoltRecentRuns({ runs, loading, error, onRetry }: VoltRecentRunsProps) {
  let body;
  if (error)
    body = <LoadProblem message={`Could not load the recent runs: ${error.message}`} onRetry={onRetry} />;
  else if (loading || !runs)
    body = (
      <div aria-busy="true" aria-label="Loading recent runs">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="1.75rem" />
        ))}
      </div>
    );
  else if (runs.length === 0)
    body = <PanelNote>No runs kept yet: run a test case against a visit.</PanelNote>;
  else
    body = (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Test</th>
            <th scope="col">Visit</th>
            <th scope="col">Result</th>
            <th scope="col">Steps</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td>{timestampFormat(run.runAt)}</td>
              <td>{run.testCaseName ?? <span className={styles.mono}>{run.eventCaseId}</span>}</td>
              <td className={styles.mono}>
                <Link
                  className={styles.link}
                  to={`${VOLT_RUNNER_PATH}${voltRunnerSearch({
                    tcid: run.testCaseId ?? '',
                    ecid: run.testCaseId ? '' : (run.eventCaseId ?? ''),
                    visitId: run.visitId,
                    validationType: run.validationType,
                    isIgnoredEnriched: run.isIgnoredEnriched,
                    seqNumber: run.seqNumber === null ? '' : String(run.seqNumber),
                    submit: true,
                  })}`}
                  aria-label={`Run again against visit ${run.visitId}`}
                >
                  {run.visitId.slice(0, 13)}…
                </Link>
              </td>
              <td>
                <VoltVerdict passed={run.passed} />
              </td>
              <td>
                {run.stepsPassed}/{run.stepsTotal}
              </td>
              <td>{run.runBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className={styles.panel} aria-labelledby="volt-recent-runs">
      <h2 id="volt-recent-runs" className={styles.panelTitle}>
        Recent runs
      </h2>
      {body}
    </section>
  );
}
