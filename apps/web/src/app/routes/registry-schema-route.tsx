import { useEventCase } from '../../features/registry/api/get-event-case';
import { useRegistry, type RegistryDraft } from '../../features/registry/api/get-registry';
import { EventCaseSnippet } from '../../features/registry/components/event-case-snippet';
import { RegistryLoadError, RegistryLoading } from '../../features/registry/components/registry-states';
import { SchemaPage } from '../../features/registry/components/schema-page';
import type { ApplicationDetail } from '../../features/applications/api/get-applications';
import {
  RegistryPageFrame,
  registryLanguagesOf,
  useRegistryPage,
  useSearchParamsPatch,
} from '../page/registry-page';

const TITLE = 'Schema';

/**
 * `/:entityID/quantum-resources/schema`: the field definitions (search in `searchTerm`, filters
 * `source` and `kind`); with `entityID=<event case id>` the case's snippet above them.
 */
export function RegistrySchemaRoute() {
  const { entity, apps, canEdit } = useRegistryPage(TITLE);
  const [params, patch] = useSearchParamsPatch();
  const registry = useRegistry();
  const caseId = params.get('entityID') ?? '';
  return (
    <RegistryPageFrame entity={entity} title={TITLE}>
      {registry.isPending ? (
        <RegistryLoading label="Loading the schema" />
      ) : registry.isError ? (
        <RegistryLoadError
          title="The schema could not be loaded"
          error={registry.error}
          onRetry={() => void registry.refetch()}
        />
      ) : (
        <SchemaPage
          registry={registry.data}
          view={{
            search: params.get('searchTerm') ?? '',
            source: params.get('source') ?? '',
            kind: params.get('kind') ?? '',
          }}
          onViewChange={(next) =>
            patch({
              ...(next.search !== undefined ? { searchTerm: next.search } : {}),
              ...(next.source !== undefined ? { source: next.source } : {}),
              ...(next.kind !== undefined ? { kind: next.kind } : {}),
            })
          }
          canEdit={canEdit}
        >
          {caseId ? <SchemaCaseSnippet caseId={caseId} registry={registry.data} apps={apps} /> : null}
        </SchemaPage>
      )}
    </RegistryPageFrame>
  );
}

/** The snippet of the event case the address names, or why there is none. */
function SchemaCaseSnippet({
  caseId,
  registry,
  apps,
}: {
  caseId: string;
  registry: RegistryDraft;
  apps: ApplicationDetail[];
}) {
  const eventCase = useEventCase(caseId);
  if (eventCase.isPending) return <RegistryLoading label={`Loading the event case ${caseId}`} />;
  if (eventCase.isError) {
    return (
      <RegistryLoadError
        title={`The event case ${caseId} could not be loaded`}
        error={eventCase.error}
        onRetry={() => void eventCase.refetch()}
      />
    );
  }
  if (!eventCase.data) {
    return (
      <p role="alert">
        No event case <code>{caseId}</code> in the registry.
      </p>
    );
  }
  return (
    <EventCaseSnippet
      eventCase={eventCase.data}
      eventType={registry.eventTypes.find((type) => type.name === eventCase.data?.eventType)}
      fields={registry.fields}
      languages={registryLanguagesOf(apps, eventCase.data.appIds)}
    />
  );
}
