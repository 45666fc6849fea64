import { useNavigate } from 'react-router';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { useRecordHistory } from '../../features/registry/api/get-history';
import { useEventCase } from '../../features/registry/api/get-event-case';
import { useRegistry } from '../../features/registry/api/get-registry';
import { EventCaseDetails } from '../../features/registry/components/event-case-details';
import { RegistryLoadError, RegistryLoading } from '../../features/registry/components/registry-states';
import { useUrlState } from '../../features/time/hooks/use-url-state';
import { entityPagePath } from '../page/dashboard-page';
import {
  RegistryPageFrame,
  registryLanguagesOf,
  useRegistryPage,
  useSearchParamsPatch,
} from '../page/registry-page';
import { useEventCaseVolumes } from '../page/use-event-case-volumes';

const TITLE = 'Event Case Details';

/** The page's own parameters, left behind on the way to other pages. */
const OWN_PARAMS = ['entityID', 'domain'];

/**
 * `/:entityID/quantum-resources/event-cases/details?entityID=<case id>&domain=<domain>`: one event
 * case with its snippet, its events in the period and its history; a clear state for an unknown id.
 */
export function RegistryEventCaseDetailsRoute() {
  const { entity, appIds, apps, canEdit } = useRegistryPage(TITLE);
  const url = useUrlState({ appName: entity.kind === 'application' ? entity.id.split('@')[0] : undefined });
  const navigate = useNavigate();
  const [params] = useSearchParamsPatch();
  const caseId = params.get('entityID') ?? '';
  const eventCase = useEventCase(caseId);
  const registry = useRegistry();
  const history = useRecordHistory('EVENT_CASE', caseId);
  const { volumes, failed } = useEventCaseVolumes(url, appIds, caseId || undefined);
  const carried = new URLSearchParams(params);
  for (const name of OWN_PARAMS) carried.delete(name);
  const listHref = entityPagePath(entity, 'quantum-resources/event-cases', carried.size ? `?${carried}` : '');
  carried.set('eventCaseID', caseId);
  const analyticsHref = entityPagePath(entity, 'client-analytics/events/details', `?${carried}`);

  return (
    <RegistryPageFrame entity={entity} title={TITLE} url={url}>
      {!caseId ? (
        <StateFrame title="No event case chosen" tone="danger">
          <StateFrameText>The address names no event case (entityID).</StateFrameText>
        </StateFrame>
      ) : eventCase.isPending || registry.isPending ? (
        <RegistryLoading label={`Loading the event case ${caseId}`} />
      ) : eventCase.isError || registry.isError ? (
        <RegistryLoadError
          title={`The event case ${caseId} could not be loaded`}
          error={eventCase.error ?? registry.error}
          onRetry={() => {
            void eventCase.refetch();
            void registry.refetch();
          }}
        />
      ) : !eventCase.data ? (
        <StateFrame title="Event case not found" tone="danger" data-testid="event-case-not-found">
          <StateFrameText>
            The registry has no event case <code>{caseId}</code>. It may have been deleted or renamed.
          </StateFrameText>
        </StateFrame>
      ) : (
        <EventCaseDetails
          eventCase={eventCase.data}
          registry={registry.data}
          apps={apps}
          languages={registryLanguagesOf(apps, eventCase.data.appIds)}
          volume={failed ? null : volumes ? (volumes.get(caseId) ?? 0) : undefined}
          analyticsHref={analyticsHref}
          history={history.isError ? null : history.data}
          canEdit={canEdit}
          onDeleted={() => void navigate(listHref)}
        />
      )}
    </RegistryPageFrame>
  );
}
