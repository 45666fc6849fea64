import { Button } from '../../components/ui/button';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { useApiMappings } from '../../features/api-mappings/api/get-api-mappings';
import { useApiUnknowns } from '../../features/api-mappings/api/get-api-unknowns';
import { MappingTabs } from '../../features/api-mappings/components/mapping-tabs';
import { UnknownsPage } from '../../features/api-mappings/components/unknowns-page';
import { useUrlState } from '../../features/time/hooks/use-url-state';
import { entityPagePath } from '../page/dashboard-page';
import { RegistryPageFrame, useRegistryPage, useSearchParamsPatch } from '../page/registry-page';

const TITLE = 'Unknown API Names';
const BASE = 'quantum-resources/api-name-mappings';

/**
 * `/:entityID/quantum-resources/api-name-mappings/unknowns`: the calls the entity's applications
 * made in the time menu's period that no rule maps (search in `searchTerm`), each one click from
 * its rule.
 */
export function ApiMappingsUnknownsRoute() {
  const { entity, appIds } = useRegistryPage(TITLE);
  const url = useUrlState();
  const [params, patch] = useSearchParamsPatch();
  const { state, browserTimeZone } = url;
  const rules = useApiMappings();
  const unknowns = useApiUnknowns({
    appIds,
    period: state.period,
    periodOffset: state.periodOffset,
    origintz: state.origintz ?? browserTimeZone,
    ...(state.environment ? { environment: state.environment } : {}),
  });
  const failed = rules.error ?? unknowns.error;
  return (
    <RegistryPageFrame entity={entity} title={TITLE} url={url}>
      <MappingTabs current="unknowns" hrefOf={(page) => entityPagePath(entity, `${BASE}/${page}`)} />
      {appIds.length === 0 ? (
        <StateFrame title="No applications to look at">
          <StateFrameText>{entity.name} holds no application.</StateFrameText>
        </StateFrame>
      ) : failed ? (
        <StateFrame title="The unknown APIs could not be loaded" role="alert" tone="danger">
          <StateFrameText>{failed.message}</StateFrameText>
          <Button
            variant="secondary"
            onClick={() => {
              void rules.refetch();
              void unknowns.refetch();
            }}
          >
            Try again
          </Button>
        </StateFrame>
      ) : !rules.data || !unknowns.data ? (
        <StateFrame title="Looking for unmapped calls…" />
      ) : (
        <UnknownsPage
          unknowns={unknowns.data}
          rules={rules.data}
          search={params.get('searchTerm') ?? ''}
          onSearch={(searchTerm) => patch({ searchTerm })}
        />
      )}
    </RegistryPageFrame>
  );
}
