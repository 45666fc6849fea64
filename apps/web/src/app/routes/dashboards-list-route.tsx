import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { LoadProblem } from '../../components/ui/load-problem';
import { Skeleton } from '../../components/ui/skeleton';
import { useDashboards } from '../../features/dashboards/api/get-dashboards';
import { DashboardCards, DashboardsEmpty } from '../../features/dashboards/components/dashboard-cards';
import { DashboardPageFrame, entityPagePath, useDashboardPage } from '../page/dashboard-page';
import styles from './dashboards-route.module.css';

/** `/:entityID/dashboards/list`: the shared dashboards and the user's own, with owners, by name. */
export function DashboardsListRoute() {
  const { entity } = useDashboardPage('Dashboards');
  const { search } = useLocation();
  const [term, setTerm] = useState('');
  const searchId = useId();
  const dashboards = useDashboards('shared');
  const shown = useMemo(() => {
    const needle = term.trim().toLowerCase();
    const all = dashboards.data ?? [];
    return needle ? all.filter((dashboard) => dashboard.name.toLowerCase().includes(needle)) : all;
  }, [dashboards.data, term]);

  return (
    <DashboardPageFrame
      entity={entity}
      title="Dashboards"
      actions={
        <Link className={buttonClassName('primary')} to={entityPagePath(entity, 'dashboards/new', search)}>
          New dashboard
        </Link>
      }
    >
      <label className={styles.search} htmlFor={searchId}>
        <span>Search dashboards by name</span>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={term}
          placeholder="Dashboard name"
          onChange={(event) => setTerm(event.target.value)}
        />
      </label>
      {dashboards.isPending ? (
        <Skeleton height="120px" />
      ) : dashboards.isError ? (
        <LoadProblem
          message={`The dashboards could not be loaded: ${dashboards.error.message}`}
          onRetry={() => void dashboards.refetch()}
          retrying={dashboards.isFetching}
        />
      ) : dashboards.data.length === 0 ? (
        <DashboardsEmpty
          title="No shared dashboards yet"
          text="Dashboards their owners share show here for everyone; yours show here too."
        />
      ) : shown.length === 0 ? (
        <p className={styles.none}>No dashboard is named like “{term.trim()}”.</p>
      ) : (
        <DashboardCards
          dashboards={shown}
          showOwner
          hrefOf={(dashboard) => entityPagePath(entity, `dashboards/${dashboard.id}`, search)}
        />
      )}
    </DashboardPageFrame>
  );
}
