import { Stat, StatGrid } from '../../../components/ui/stat-grid';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { countFormat, relativeTimeFormat, timestampFormat } from '../../../lib/format';
import type { EventCounts } from '../api/get-event-counts';
import { EVENT_COUNTS_POLL_MS } from '../api/get-event-counts';
import { eventCountRows, type AppDescription } from '../lib/event-count-rows';
import styles from './event-counts-panel.module.css';

export interface EventCountsPanelProps {
  /** The latest counts; kept on screen while a later poll fails. */
  counts: EventCounts | undefined;
  /** The last poll's failure, if it failed. */
  error: Error | null;
  /** The catalogue, for aliases and domains; rows show without them until it arrives. */
  applications: readonly AppDescription[] | undefined;
  applicationsFailed: boolean;
  isRetrying: boolean;
  onRetry: () => void;
}

const HEADING_ID = 'event-counts-title';
const SKELETON_ROWS = 6;
const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The live count of stored events per application: the first proof that data flows end to end. */
export function EventCountsPanel(props: EventCountsPanelProps) {
  const { counts, error } = props;
  return (
    <Card
      title="Events per application"
      headingId={HEADING_ID}
      aside={
        counts ? (
          <span className={styles.live}>
            <span className={error ? styles.dotPaused : styles.dot} aria-hidden="true" />
            {error ? 'Paused' : `Live, every ${EVENT_COUNTS_POLL_MS / 1000} s`}
            <span className={styles.updated}>
              Updated{' '}
              <time dateTime={new Date(counts.generatedAt).toISOString()}>
                {timeOfDay.format(counts.generatedAt)}
              </time>
            </span>
          </span>
        ) : null
      }
    >
      {counts ? (
        <CountsView {...props} counts={counts} />
      ) : error ? (
        <ErrorState {...props} error={error} />
      ) : (
        <LoadingState />
      )}
    </Card>
  );
}

function CountsView({
  counts,
  error,
  applications,
  applicationsFailed,
  isRetrying,
  onRetry,
}: EventCountsPanelProps & { counts: EventCounts }) {
  const rows = eventCountRows(counts.apps, applications);
  return (
    <>
      {error ? (
        <div className={styles.banner} role="alert">
          <span>Live updates paused: {error.message}</span>
          <Button variant="secondary" size="small" onClick={onRetry} disabled={isRetrying}>
            Retry now
          </Button>
        </div>
      ) : null}
      <div className={styles.totals}>
        <StatGrid columns={3}>
          <Stat label="Client events" value={countFormat(counts.totals.client)} />
          <Stat label="Server events" value={countFormat(counts.totals.server)} />
          <Stat label="Applications with events" value={countFormat(rows.length)} />
        </StatGrid>
      </div>
      {rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No events stored yet</p>
          <p className={styles.hint}>
            Run <code>npm run seed</code> to send demo events through the collector. This table refreshes
            every {EVENT_COUNTS_POLL_MS / 1000} seconds.
          </p>
        </div>
      ) : (
        <>
          {applicationsFailed ? (
            <p className={styles.note}>
              Application details could not be loaded; aliases and domains are missing.
            </p>
          ) : null}
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-labelledby={HEADING_ID}>
              <thead>
                <tr>
                  <th scope="col">Application</th>
                  <th scope="col">Alias</th>
                  <th scope="col">Domain</th>
                  <th scope="col" className={styles.numeric}>
                    Events
                  </th>
                  <th scope="col">Last event</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.appId}>
                    <th scope="row" className={styles.appId}>
                      {row.appId}
                    </th>
                    <td className={styles.alias} title={row.alias || undefined}>
                      {row.alias || <Missing />}
                    </td>
                    <td>{row.domain || <Missing />}</td>
                    <td className={styles.numeric}>{countFormat(row.events)}</td>
                    <td>
                      {row.lastEventMs === null ? (
                        <Missing />
                      ) : (
                        <time
                          dateTime={new Date(row.lastEventMs).toISOString()}
                          title={timestampFormat(row.lastEventMs)}
                        >
                          {relativeTimeFormat(row.lastEventMs, counts.generatedAt)}
                        </time>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

function Missing() {
  return (
    <span className={styles.missing}>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">none</span>
    </span>
  );
}

function LoadingState() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading event counts">
      <div className={styles.totals} aria-hidden="true">
        <StatGrid columns={3}>
          {[0, 1, 2].map((i) => (
            <Stat
              key={i}
              label=""
              value={<Skeleton width="5rem" height="1.5rem" />}
              detail={<Skeleton width="6rem" height="0.75rem" />}
            />
          ))}
        </StatGrid>
      </div>
      <div className={styles.skeletonRows} aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width="40%" />
            <Skeleton width="20%" />
            <Skeleton width="12%" />
            <Skeleton width="10%" />
          </div>
        ))}
      </div>
    </div>
  );
}

function ErrorState({ error, isRetrying, onRetry }: EventCountsPanelProps & { error: Error }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>Event counts could not be loaded</p>
      <p className={styles.hint}>{error.message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
