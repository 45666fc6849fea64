import { useNavigate, useLocation } from 'react-router';
import { useSaveDashboard } from '../../features/dashboards/api/save-dashboard';
import { DashboardSettingsForm } from '../../features/dashboards/components/dashboard-settings-form';
import {
  DashboardPageFrame,
  entityPagePath,
  useDashboardPage,
  type DashboardOpenState,
} from '../page/dashboard-page';
import styles from './dashboards-route.module.css';

/** `/:entityID/dashboards/new`: name, description and share, then on to the new dashboard's editor. */
export function DashboardNewRoute() {
  const { entity } = useDashboardPage('New Dashboard');
  const navigate = useNavigate();
  const { search } = useLocation();
  const save = useSaveDashboard();

  return (
    <DashboardPageFrame entity={entity} title="New Dashboard">
      <p className={styles.lead}>
        Name the dashboard, then add charts from the metric catalogue. Its charts show the data of the
        application or group you open it under.
      </p>
      <div className={styles.newPanel}>
        <DashboardSettingsForm
          submitLabel="Create dashboard"
          saving={save.isPending}
          serverError={save.error ? `The dashboard could not be created: ${save.error.message}` : null}
          onSubmit={(settings) =>
            save.mutate(
              { input: { ...settings, entityId: entity.id, charts: [] } },
              {
                onSuccess: (dashboard) =>
                  void navigate(entityPagePath(entity, `dashboards/${dashboard.id}`, search), {
                    state: { edit: true } satisfies DashboardOpenState,
                  }),
              },
            )
          }
        />
      </div>
    </DashboardPageFrame>
  );
}
