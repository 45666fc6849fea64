import type { RecentVisit } from '@prism/domain';
import { Link } from 'react-router';
import { LoadProblem, PanelNote } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { countFormat, relativeTimeFormat, timestampFormat } from '../../../lib/format';
import { sequenceDurationFormat } from '../lib/sequence-events';
import styles from './sequence.module.css';

export interface RecentVisitsTableProps {
  visits: readonly RecentVisit[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The address of a visit's sequence. */
  visitPath: (visitId: string) => string;
  nowMs: number;
}

/** The newest visits of the picked application or data source, each opening its sequence. */
export function RecentVisitsTable({
  visits,
  loading,
  error,
  onRetry,
  visitPath,
  nowMs,
}: RecentVisitsTableProps) {
  const headingId = 'recent-visits-heading';
  let body;
  if (error)
    body = <LoadProblem message={`Could not load recent visits: ${error.message}`} onRetry={onRetry} />;
  else if (loading || !visits)
    body = (
      <div aria-busy="true" aria-label="Loading recent visits">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="1.75rem" />
        ))}
      </div>
    );
  else if (visits.length === 0) body = <PanelNote>No visits stored for this choice yet.</PanelNote>;
  else
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Application</th>
              <th scope="col">Environment</th>
              <th scope="col" className={styles.num}>
                Events
              </th>
              <th scope="col" className={styles.num}>
                Duration
              </th>
              <th scope="col">First page</th>
              <th scope="col">Visit</th>
            </tr>
          </thead>
          <tbody>
            {visits.map((visit) => (
              <tr key={visit.visitId}>
                <td title={timestampFormat(visit.startMs)}>{relativeTimeFormat(visit.startMs, nowMs)}</td>
                <td>{visit.appId}</td>
                <td>{visit.environment}</td>
                <td className={styles.num}>{countFormat(visit.events)}</td>
                <td className={styles.num}>{sequenceDurationFormat(visit.endMs - visit.startMs)}</td>
                <td className={visit.firstPage ? undefined : styles.muted}>{visit.firstPage ?? 'none'}</td>
                <td>
                  <Link className={styles.visitLink} to={visitPath(visit.visitId)}>
                    {visit.visitId}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.panelTitle} id={headingId}>
        Recent visits
      </h2>
      {body}
    </section>
  );
}
