import { SANKEY_DASHBOARD } from '../../features/charts/lib/fixed-dashboards';
import { DashboardChartBoard } from '../page/dashboard-chart-board';
import { DashboardFilterBar, DashboardPageFrame, useDashboardPage } from '../page/dashboard-page';
import { TimeControls } from '../page/time-controls';
import styles from './dashboards-route.module.css';

/** `/:entityID/dashboards/sankey` (beta): the customer-journey sankey of the open entity. */
export function DashboardSankeyRoute() {
  const context = useDashboardPage('Sankey Dashboard');
  return (
    <DashboardPageFrame
      entity={context.entity}
      title="Sankey Dashboard"
      badge={<span className={styles.beta}>Beta</span>}
      actions={<TimeControls url={context.url} />}
      scopeBar={<DashboardFilterBar context={context} />}
    >
      <p className={styles.lead}>
        How visits move from page to page over their first five page views: each band is the number of visits
        that went from one page to the next.
      </p>
      <DashboardChartBoard items={SANKEY_DASHBOARD} scope={context.scope} />
    </DashboardPageFrame>
  );
}
