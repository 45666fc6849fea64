import { TVE_AUTH_DASHBOARD } from '../../features/charts/lib/fixed-dashboards';
import { DashboardChartBoard } from '../page/dashboard-chart-board';
import { DashboardFilterBar, DashboardPageFrame, useDashboardPage } from '../page/dashboard-page';
import { TimeControls } from '../page/time-controls';
import styles from './dashboards-route.module.css';

/**
 * `/:entityID/tve-dashboards/auth`: the TV-everywhere sign-in dashboard, a fixed set of charts for
 * the TVE entry (every tve application) or one tve application.
 */
export function DashboardTveRoute() {
  const context = useDashboardPage('TVE Authentication Dashboard');
  const noApps = context.scope.appIds.length === 0;
  return (
    <DashboardPageFrame
      entity={context.entity}
      title="TVE Authentication Dashboard"
      actions={<TimeControls url={context.url} />}
      scopeBar={<DashboardFilterBar context={context} />}
    >
      {noApps ? (
        <p className={styles.lead} role="note">
          No TV-everywhere application is registered, so there is no sign-in data to show.
        </p>
      ) : (
        <DashboardChartBoard items={TVE_AUTH_DASHBOARD} scope={context.scope} />
      )}
    </DashboardPageFrame>
  );
}
