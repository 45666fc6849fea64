import { useSearchParams } from 'react-router';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { useHelixReport } from '../../features/registry-status/api/get-helix-report';
import { HelixStatusPanel } from '../../features/registry-status/components/helix-status-panel';
import { errorPeriodOf } from '../../features/registry-status/lib/helix-status';
import {
  REGISTRY_PAGES,
  eventCaseDetailsSearch,
  sequenceVisitPath,
} from '../../features/registry-status/lib/registry-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { entityPagePath } from '../page/dashboard-page';
import { EntityLine } from '../page/entity-line';
import styles from '../page/page.module.css';
import { useEntityApps } from '../page/use-entity-apps';
import { useRouteEntity } from '../page/use-route-entity';

/**
 * `/:entityID/quantum-resources/status`: is each of the entity's apps sending, as much as usual,
 * and sending it right (the schema errors seen, over `errorPeriod`: 1h, 24h or 7d). Reads itself
 * again every minute.
 */
export function RegistryStatusRoute() {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: 'Status',
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { appIds, apps } = useEntityApps(entity);
  const [params, setParams] = useSearchParams();
  const period = errorPeriodOf(params.get('errorPeriod'));
  const report = useHelixReport(appIds, period);

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <h1 className={styles.pageTitle}>Status</h1>
        <p className={styles.pageLead}>
          Whether each application is sending, as much as usual, and sending what the event schema asks.
        </p>
      </div>
      {appIds.length === 0 ? (
        <StateFrame title="No applications to report on">
          <StateFrameText>{entity.name} holds no application.</StateFrameText>
        </StateFrame>
      ) : (
        <HelixStatusPanel
          report={report.data}
          error={report.error}
          isFetching={report.isFetching}
          checkedAtMs={report.dataUpdatedAt}
          period={period}
          onPeriodChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('errorPeriod', key);
                return next;
              },
              { replace: true },
            )
          }
          onRefresh={() => void report.refetch()}
          visitHref={(error) => sequenceVisitPath(error.visitId)}
          eventCaseHref={(error) => {
            const domain = apps.find((app) => app.id === error.appId)?.domain;
            // An unknown case has no details to open.
            if (!error.eventCaseId || !domain || error.reason === 'unknownEventCase') return null;
            return entityPagePath(
              entity,
              REGISTRY_PAGES.eventCaseDetails,
              eventCaseDetailsSearch(error.eventCaseId, domain),
            );
          }}
        />
      )}
    </div>
  );
}
