import { DashboardBoard } from '../../features/dashboards/components/dashboard-board';
import { TVE_AUTH_DASHBOARD } from '../../features/dashboards/lib/fixed-dashboards';
import { TimeControls } from './area-route';
import { DashboardFilterBar, DashboardPageFrame, useDashboardPage } from './dashboard-page-route';
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
        <DashboardBoard items={TVE_AUTH_DASHBOARD} scope={context.scope} />
      )}
    </DashboardPageFrame>
  );
}
