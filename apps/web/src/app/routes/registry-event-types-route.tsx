import { useRegistry } from '../../features/registry/api/get-registry';
import { EventTypesPage } from '../../features/registry/components/event-types-page';
import { RegistryLoadError, RegistryLoading } from '../../features/registry/components/registry-states';
import { RegistryPageFrame, useRegistryPage, useSearchParamsPatch } from '../page/registry-page';

const TITLE = 'Event Types';

/** `/:entityID/quantum-resources/event-types`: the registry's event types (search in `searchTerm`). */
export function RegistryEventTypesRoute() {
  const { entity, canEdit } = useRegistryPage(TITLE);
  const [params, patch] = useSearchParamsPatch();
  const registry = useRegistry();
  return (
    <RegistryPageFrame entity={entity} title={TITLE}>
      {registry.isPending ? (
        <RegistryLoading label="Loading the event types" />
      ) : registry.isError ? (
        <RegistryLoadError
          title="The event types could not be loaded"
          error={registry.error}
          onRetry={() => void registry.refetch()}
        />
      ) : (
        <EventTypesPage
          registry={registry.data}
          search={params.get('searchTerm') ?? ''}
          onSearch={(searchTerm) => patch({ searchTerm })}
          canEdit={canEdit}
        />
      )}
    </RegistryPageFrame>
  );
}
