import { roleCan } from '@prism/domain';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusPage } from '../../components/ui/status-page';
import { useSession } from '../../features/auth/hooks/use-session';
import { useDashboard } from '../../features/dashboards/api/get-dashboard';
import { DashboardEditor } from '../../features/dashboards/components/dashboard-editor';
import { apiErrorIs } from '../../lib/api-client';
import { SavedDashboardBoard } from '../page/dashboard-chart-board';
import {
  DashboardFilterBar,
  entityPagePath,
  useDashboardPage,
  type DashboardOpenState,
  type DashboardsNotice,
} from '../page/dashboard-page';
import { EntityLine } from '../page/entity-line';
import styles from '../page/page.module.css';
import { TimeControls } from '../page/time-controls';

/** `/:entityID/dashboards/:dashboardId`: one dashboard, its charts for the open entity's data. */
export function DashboardViewRoute() {
  const { dashboardId = '' } = useParams();
  const dashboard = useDashboard(dashboardId);
  const context = useDashboardPage(dashboard.data?.name ?? 'Dashboard');
  const { user } = useSession();
  const navigate = useNavigate();
  const { search, state } = useLocation();

  if (dashboard.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height="2rem" width="280px" />
        <Skeleton height="336px" />
      </div>
    );
  }
  if (dashboard.isError) {
    const missing = apiErrorIs(dashboard.error, 404);
    return (
      <StatusPage
        title={missing ? 'Dashboard not found' : 'The dashboard could not be loaded'}
        body={missing ? 'It was deleted, or its owner has not shared it.' : dashboard.error.message}
        actions={
          missing ? (
            <Button onClick={() => void navigate(entityPagePath(context.entity, 'dashboards/list', search))}>
              All dashboards
            </Button>
          ) : (
            <Button onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
              Try again
            </Button>
          )
        }
      />
    );
  }

  const canEdit = dashboard.data.ownerId === user.id || roleCan(user.roles, 'admin');
  return (
    <DashboardEditor
      // A different dashboard starts with a fresh draft.
      key={dashboard.data.id}
      dashboard={dashboard.data}
      renderBoard={(layout) => <SavedDashboardBoard {...layout} scope={context.scope} />}
      apps={context.apps}
      canEdit={canEdit}
      startEditing={(state as DashboardOpenState | null)?.edit === true}
      eyebrow={<EntityLine entity={context.entity} />}
      controls={<TimeControls url={context.url} />}
      scopeBar={<DashboardFilterBar context={context} />}
      onDeleted={(deleted) =>
        void navigate(entityPagePath(context.entity, 'dashboards/mine', search), {
          state: { notice: `Dashboard “${deleted.name}” deleted` } satisfies DashboardsNotice,
        })
      }
    />
  );
}
