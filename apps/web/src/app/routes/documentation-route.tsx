import { DocumentationIndex } from '../../features/documentation/components/documentation-index';
import { DOCUMENTATION_ENTRIES } from '../../features/documentation/lib/documentation-entries';
import { useDocumentTitle } from '../../lib/use-document-title';

export function DocumentationRoute() {
  useDocumentTitle({ page: 'Documentation' });
  return <DocumentationIndex entries={DOCUMENTATION_ENTRIES} />;
}
