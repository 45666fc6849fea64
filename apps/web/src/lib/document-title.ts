export const PRODUCT_NAME = 'Prism';

/** Page types of the title and of page-view tracking (spec 000 section 2). */
export type PageType = 'Groups' | 'Applications' | 'Other';

export interface DocumentTitleParts {
  page: string;
  type?: PageType;
  /** The application or group the page is about, when there is one. */
  entity?: string;
}

/** 'page title | page type | Prism | entity', leaving out the parts a page does not have. */
export function documentTitleFormat({ page, type = 'Other', entity }: DocumentTitleParts): string {
  return [page, type, PRODUCT_NAME, entity].filter(Boolean).join(' | ');
}
