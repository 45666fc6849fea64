import { PageTabs } from '../../../components/ui/page-tabs';

/** The three API-name mapping pages, in the order of the left menu's entry. */
export const MAPPING_PAGES = [
  { page: 'names', label: 'API names' },
  { page: 'service', label: 'Services' },
  { page: 'unknowns', label: 'Unknown APIs' },
] as const;
export type MappingPage = (typeof MAPPING_PAGES)[number]['page'];

/** Links between the three pages. */
export function MappingTabs({
  current,
  hrefOf,
}: {
  current: MappingPage;
  hrefOf: (page: MappingPage) => string;
}) {
  return (
    <PageTabs
      label="API-name mapping pages"
      current={current}
      tabs={MAPPING_PAGES.map(({ page, label }) => ({ key: page, label, to: hrefOf(page) }))}
    />
  );
}
