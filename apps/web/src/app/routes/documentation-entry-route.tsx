import { useParams } from 'react-router';
import { DocumentationEntryPage } from '../../features/documentation/components/documentation-entry-page';
import {
  documentationEntryFind,
  type DocumentationEntry,
} from '../../features/documentation/lib/documentation-entries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found-route';

export function DocumentationEntryRoute() {
  const { entryId = '' } = useParams();
  const entry = documentationEntryFind(entryId);
  return entry ? <DocumentationEntryScreen entry={entry} /> : <NotFoundRoute />;
}

function DocumentationEntryScreen({ entry }: { entry: DocumentationEntry }) {
  useDocumentTitle({ page: entry.title });
  return <DocumentationEntryPage entry={entry} />;
}
