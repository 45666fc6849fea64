import { MappingTabs } from '../../features/api-mappings/components/mapping-tabs';
import { RulesPanel } from '../../features/api-mappings/components/rules-panel';
import { entityPagePath } from '../page/dashboard-page';
import { RegistryPageFrame, useRegistryPage, useSearchParamsPatch } from '../page/registry-page';

const TITLE = 'API Service Mappings';

/**
 * `/:entityID/quantum-resources/api-name-mappings/service`: the service rules, hosts to services
 * (search in `searchTerm`, source in `source`).
 */
export function ApiMappingsServiceRoute() {
  const { entity } = useRegistryPage(TITLE);
  const [params, patch] = useSearchParamsPatch();
  return (
    <RegistryPageFrame entity={entity} title={TITLE}>
      <MappingTabs
        current="service"
        hrefOf={(page) => entityPagePath(entity, `quantum-resources/api-name-mappings/${page}`)}
      />
      <RulesPanel
        kind="service"
        search={params.get('searchTerm') ?? ''}
        source={params.get('source')}
        onChange={patch}
      />
    </RegistryPageFrame>
  );
}
