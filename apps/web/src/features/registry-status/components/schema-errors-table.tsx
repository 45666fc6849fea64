import type { SchemaError } from '@prism/domain';
import { Link } from 'react-router';
import { countFormat, relativeTimeFormat, timestampFormat } from '../../../lib/format';
import { SCHEMA_REASON_WORDS } from '../lib/helix-status';
import styles from './registry-status.module.css';

export interface SchemaErrorsTableProps {
  errors: readonly SchemaError[];
  nowMs: number;
  /** The sequence viewer of the visit that sent the latest such event. */
  visitHref: (error: SchemaError) => string;
  /** The registry details of the event case the events named; null when it has none to show. */
  eventCaseHref: (error: SchemaError) => string | null;
}

function Seen({ label, ms, nowMs }: { label: string; ms: number; nowMs: number }) {
  return (
    <div>
      {label} {relativeTimeFormat(ms, nowMs)}
      <div className={styles.small}>{timestampFormat(ms)}</div>
    </div>
  );
}

/**
 * The schema errors seen in arriving events, most frequent first: which app sent what, which field
 * and why, how often and when; each opens the latest such visit in the sequence viewer.
 */
export function SchemaErrorsTable({ errors, nowMs, visitHref, eventCaseHref }: SchemaErrorsTableProps) {
  const sorted = [...errors].sort((a, b) => b.count - a.count || b.lastSeenAt - a.lastSeenAt);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Schema errors seen">
        <thead>
          <tr>
            <th scope="col">Application</th>
            <th scope="col">Event type and case</th>
            <th scope="col">Field</th>
            <th scope="col">Reason</th>
            <th scope="col" className={styles.numeric}>
              Count
            </th>
            <th scope="col">Seen</th>
            <th scope="col">Latest visit</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((error) => {
            const caseHref = eventCaseHref(error);
            return (
              <tr
                key={`${error.appId}:${error.eventType}:${error.eventCaseId ?? ''}:${error.field}:${error.reason}`}
              >
                <th scope="row" className={styles.ident}>
                  {error.appId}
                </th>
                <td>
                  <div className={styles.ident}>{error.eventType}</div>
                  <div className={styles.ident}>
                    {error.eventCaseId === null ? (
                      <span className={styles.small}>no event case</span>
                    ) : caseHref ? (
                      <Link className={styles.link} to={caseHref}>
                        {error.eventCaseId}
                      </Link>
                    ) : (
                      error.eventCaseId
                    )}
                  </div>
                </td>
                <td className={styles.ident}>{error.field}</td>
                <td className={styles.reason}>
                  {SCHEMA_REASON_WORDS[error.reason]}
                  <div className={styles.small}>{error.message}</div>
                </td>
                <td className={styles.numeric}>{countFormat(error.count)}</td>
                <td className={styles.nowrap}>
                  <Seen label="Last" ms={error.lastSeenAt} nowMs={nowMs} />
                  <Seen label="First" ms={error.firstSeenAt} nowMs={nowMs} />
                </td>
                <td>
                  <Link
                    className={styles.link}
                    to={visitHref(error)}
                    aria-label={`Open visit ${error.visitId} in the sequence viewer`}
                  >
                    Open visit
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
