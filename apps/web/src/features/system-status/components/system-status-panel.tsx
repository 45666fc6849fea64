import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Spinner } from '../../../components/ui/spinner';
import { Stat, StatGrid } from '../../../components/ui/stat-grid';
import { countFormat, relativeTimeFormat, timestampFormat } from '../../../lib/format';
import type { StoreState, SystemStatus } from '../api/get-system-status';

export interface SystemStatusPanelProps {
  status: SystemStatus | undefined;
  error: Error | null;
  isFetching: boolean;
  /** When the shown status was received (ms); 0 before the first. */
  checkedAtMs: number;
  onRetry: () => void;
}

/** How each store engine is named on the page. */
const ENGINES: Record<string, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
  duckdb: 'DuckDB (embedded)',
  clickhouse: 'ClickHouse',
};

const SIGN_IN: Record<SystemStatus['authMode'], string> = {
  embedded: 'Demo personas',
  oidc: 'OIDC provider',
};

function StoreStat({ label, store }: { label: string; store: StoreState }) {
  return (
    <Stat
      label={label}
      value={ENGINES[store.engine] ?? store.engine}
      tone={store.status === 'ok' ? 'ok' : 'danger'}
      detail={store.status === 'ok' ? `Answered in ${store.responseMs ?? 0} ms` : 'Not answering'}
    />
  );
}

/**
 * The server's version, uptime and stores (the System Status page of admins), as blocks for the
 * page's own column. Refreshes in place: the figures are not dimmed while a check runs.
 */
export function SystemStatusPanel({
  status,
  error,
  isFetching,
  checkedAtMs,
  onRetry,
}: SystemStatusPanelProps) {
  if (!status) {
    if (error) {
      return (
        <LoadProblem
          message={`The system status could not be loaded: ${error.message}`}
          onRetry={onRetry}
          retrying={isFetching}
        />
      );
    }
    return <Spinner label="Checking the server…" />;
  }

  const { operational, analytics } = status.stores;
  const down = [
    operational.status === 'down' && 'operational',
    analytics.status === 'down' && 'analytics',
  ].filter(Boolean);
  return (
    <>
      {error ? (
        <LoadProblem
          message={`The latest check failed (${error.message}); showing the status of ${timestampFormat(checkedAtMs)}.`}
          onRetry={onRetry}
          retrying={isFetching}
        />
      ) : null}
      <Card
        title="Server"
        headingId="system-status-server"
        aside={
          <>
            <span>Checked {timestampFormat(checkedAtMs)}</span>
            <Button variant="secondary" size="small" onClick={onRetry} disabled={isFetching}>
              Check again
            </Button>
          </>
        }
      >
        <StatGrid columns={5}>
          <Stat
            label="Health"
            value={down.length === 0 ? 'OK' : 'Down'}
            tone={down.length === 0 ? 'ok' : 'danger'}
            detail={
              down.length === 0
                ? 'Both stores answer'
                : `${down.length === 2 ? 'Both stores' : `The ${down[0]} store`} not answering`
            }
          />
          <Stat label="Version" value={status.version} />
          <Stat
            label="Started"
            value={relativeTimeFormat(-status.uptimeSeconds * 1000, 0)}
            detail={timestampFormat(Date.parse(status.startedAt))}
          />
          <Stat label="Runtime" value={status.nodeVersion} detail="Node.js" />
          <Stat label="Sign-in" value={SIGN_IN[status.authMode]} detail={`AUTH_MODE=${status.authMode}`} />
        </StatGrid>
      </Card>
      <Card title="Stores" headingId="system-status-stores">
        <StatGrid columns={4}>
          <StoreStat label="Operational store" store={operational} />
          <StoreStat label="Analytics store" store={analytics} />
          <Stat
            label="Client events"
            value={status.events ? countFormat(status.events.client) : '–'}
            detail={status.events ? 'stored' : 'unknown while the analytics store is down'}
          />
          <Stat
            label="Server events"
            value={status.events ? countFormat(status.events.server) : '–'}
            detail={status.events ? 'stored' : 'unknown while the analytics store is down'}
          />
        </StatGrid>
      </Card>
    </>
  );
}
