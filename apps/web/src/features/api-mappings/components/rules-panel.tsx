import { API_MAPPING_SOURCES, type ApiMappingSource } from '@prism/domain';
import { Button } from '../../../components/ui/button';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import { useApiMappings } from '../api/get-api-mappings';
import { NameRulesPage, ServiceRulesPage } from './rules-pages';

const NOUN = { names: 'API names', service: 'services' } as const;

/**
 * A rule page's body: the rules once loaded (a loading line, or the failure with a retry, until
 * then), searched and narrowed to a source as the address says.
 */
export function RulesPanel({
  kind,
  search,
  source,
  onChange,
}: {
  kind: 'names' | 'service';
  search: string;
  /** The address's `source`, checked here. */
  source: string | null;
  onChange: (patch: { searchTerm?: string; source?: string }) => void;
}) {
  const rules = useApiMappings();
  if (rules.isPending) return <StateFrame title={`Loading the ${NOUN[kind]}…`} />;
  if (rules.isError) {
    return (
      <StateFrame title={`The ${NOUN[kind]} could not be loaded`} role="alert" tone="danger">
        <StateFrameText>{rules.error.message}</StateFrameText>
        <Button variant="secondary" onClick={() => void rules.refetch()}>
          Try again
        </Button>
      </StateFrame>
    );
  }
  const Page = kind === 'names' ? NameRulesPage : ServiceRulesPage;
  return (
    <Page
      rules={rules.data}
      search={search}
      onSearch={(searchTerm) => onChange({ searchTerm })}
      source={API_MAPPING_SOURCES.find((value) => value === source) ?? ''}
      onSource={(value: ApiMappingSource | '') => onChange({ source: value })}
    />
  );
}
