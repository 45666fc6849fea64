import { NO_CATEGORY } from '@prism/domain';
import { useLocation } from 'react-router';
import { useOverviewRows, useOverviewTrends } from '../../features/voice-of-customer/api/overview';
import { CategoryOverviewCard } from '../../features/voice-of-customer/components/overview/category-overview-card';
import { categoryPageHref } from '../../features/voice-of-customer/components/overview/category-rows';
import { OverviewContent } from '../../features/voice-of-customer/components/overview/overview-content';
import { useEntityApps } from '../page/use-entity-apps';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * The Voice of Customer overview (spec 001 section 2): the period's headline figures, the six
 * trend charts and the category overview, all under the address's period and filters. A category
 * leads to its details, its count to its reviews.
 */
export function VocOverviewRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { apps } = useEntityApps(scope.entity);
  const { search } = useLocation();
  const trends = useOverviewTrends(scope.variables);
  const rows = useOverviewRows('categories', scope.variables);
  const detailsPath = scope.pathOf('overview/details');
  const reviewsPath = scope.pathOf('reviews');
  return (
    <VocPage scope={scope} timed filterable>
      <OverviewContent {...trends} appDomains={apps.map((app) => app.domain)}>
        <CategoryOverviewCard
          title="Categories"
          rows={rows.data}
          error={rows.error}
          onRetry={() => void rows.refetch()}
          emptyText="No category has feedback in this period."
          nameHeader="Category"
          nameOf={(row) => row.category}
          // Feedback without a category has no subcategories to detail: its count leads to it.
          detailsHref={(row) =>
            row._id === NO_CATEGORY ? null : categoryPageHref(detailsPath, search, row._id)
          }
          reviewsHref={(row) => categoryPageHref(reviewsPath, search, row._id)}
        />
      </OverviewContent>
    </VocPage>
  );
}
