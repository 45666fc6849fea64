import { MappingTabs } from '../../features/api-mappings/components/mapping-tabs';
import { RulesPanel } from '../../features/api-mappings/components/rules-panel';
import { entityPagePath } from '../page/dashboard-page';
import { RegistryPageFrame, useRegistryPage, useSearchParamsPatch } from '../page/registry-page';

const TITLE = 'API Name Mappings';

/**
 * `/:entityID/quantum-resources/api-name-mappings/names`: the API name rules (search in
 * `searchTerm`, source in `source`). Rules are Prism-wide: the entity only frames the page.
 */
export function ApiMappingsNamesRoute() {
  const { entity } = useRegistryPage(TITLE);
  const [params, patch] = useSearchParamsPatch();
  return (
    <RegistryPageFrame entity={entity} title={TITLE}>
      <MappingTabs
        current="names"
        hrefOf={(page) => entityPagePath(entity, `quantum-resources/api-name-mappings/${page}`)}
      />
      <RulesPanel
        kind="names"
        search={params.get('searchTerm') ?? ''}
        source={params.get('source')}
        onChange={patch}
      />
    </RegistryPageFrame>
  );
}
