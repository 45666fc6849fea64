import { useEffect } from 'react';
import { documentTitleFormat, type DocumentTitleParts } from './document-title';

/** Sets the browser tab's title while the calling page is shown. */
export function useDocumentTitle(parts: DocumentTitleParts): void {
  const title = documentTitleFormat(parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
