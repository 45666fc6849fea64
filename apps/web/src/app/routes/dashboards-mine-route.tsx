import { Link, useLocation } from 'react-router';
import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button';
import { LoadProblem } from '../../components/ui/load-problem';
import { Skeleton } from '../../components/ui/skeleton';
import { Toast } from '../../components/ui/toast';
import { useDashboards } from '../../features/dashboards/api/get-dashboards';
import { DashboardCards, DashboardsEmpty } from '../../features/dashboards/components/dashboard-cards';
import {
  DashboardPageFrame,
  entityPagePath,
  useDashboardPage,
  type DashboardsNotice,
} from '../page/dashboard-page';

/** `/:entityID/dashboards/mine`: the user's own dashboards, most recently changed first. */
export function DashboardsMineRoute() {
  const { entity } = useDashboardPage('My Dashboards');
  const { search, state } = useLocation();
  const [notice, setNotice] = useState((state as DashboardsNotice | null)?.notice ?? null);
  const dashboards = useDashboards('mine');
  const newLink = (
    <Link className={buttonClassName('primary')} to={entityPagePath(entity, 'dashboards/new', search)}>
      New dashboard
    </Link>
  );

  return (
    <DashboardPageFrame
      entity={entity}
      title="My Dashboards"
      actions={dashboards.data?.length ? newLink : null}
    >
      {dashboards.isPending ? (
        <Skeleton height="120px" />
      ) : dashboards.isError ? (
        <LoadProblem
          message={`Your dashboards could not be loaded: ${dashboards.error.message}`}
          onRetry={() => void dashboards.refetch()}
          retrying={dashboards.isFetching}
        />
      ) : dashboards.data.length === 0 ? (
        <DashboardsEmpty
          title="No dashboards yet"
          text="A dashboard keeps the charts you choose from the metric catalogue on one page, for any application or group."
          action={newLink}
        />
      ) : (
        <DashboardCards
          dashboards={dashboards.data}
          hrefOf={(dashboard) => entityPagePath(entity, `dashboards/${dashboard.id}`, search)}
        />
      )}
      {notice ? <Toast message={notice} onDismiss={() => setNotice(null)} /> : null}
    </DashboardPageFrame>
  );
}
