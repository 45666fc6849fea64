import { VOC_MSG, type Category } from '@prism/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useVocCategories } from '../../features/voice-of-customer/api/categories';
import { useOverviewRows, useOverviewTrends } from '../../features/voice-of-customer/api/overview';
import { CategoryMissing } from '../../features/voice-of-customer/components/overview/category-missing';
import { CategoryOverviewCard } from '../../features/voice-of-customer/components/overview/category-overview-card';
import {
  categoryPageHref,
  overviewHref,
} from '../../features/voice-of-customer/components/overview/category-rows';
import { CategoryTrail } from '../../features/voice-of-customer/components/overview/category-trail';
import { OverviewContent } from '../../features/voice-of-customer/components/overview/overview-content';
import { VocError } from '../../features/voice-of-customer/components/voc-states';
import {
  categoryById,
  categoryHasChildren,
  categoryNameOf,
  categoryTrail,
} from '../../features/voice-of-customer/lib/category-tree';
import { Skeleton } from '../../components/ui/skeleton';
import { useEntityApps } from '../page/use-entity-apps';
import { useVocScope, type VocRouteProps, type VocScope } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * The details of one category (`overview/details?category=<id>`, spec 001 section 2): its name and
 * place among the categories, its subcategory table, and the overview's figures and charts for its
 * feedback only. Without a category it can show, it says so and leads back to the overview.
 */
export function VocOverviewDetailsRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { search } = useLocation();
  const chosen = scope.filters.category?.[0];
  // Without a category there is nothing to name: the page only says so. Archived categories too:
  // their feedback still shows in a period.
  const names = useVocCategories(scope.appIds, { includeArchived: true, enabled: chosen !== undefined });
  const category = names.data?.find((candidate) => candidate._id === chosen);
  const backHref = overviewHref(scope.pathOf('overview'), search);
  if (names.error) {
    return (
      <VocPage scope={scope} timed>
        <VocError
          what={VOC_MSG.categoriesFetchError}
          reason={names.error.message}
          onRetry={() => void names.refetch()}
        />
      </VocPage>
    );
  }
  if (!names.data && chosen !== undefined) {
    return (
      <VocPage scope={scope} timed>
        <Skeleton height="20rem" />
      </VocPage>
    );
  }
  if (!category || !names.data) {
    return (
      <VocPage scope={scope} timed>
        <CategoryMissing categoryId={chosen} overviewHref={backHref} />
      </VocPage>
    );
  }
  return <CategoryDetails scope={scope} category={category} categories={names.data} backHref={backHref} />;
}

interface CategoryDetailsProps {
  scope: VocScope;
  category: Category;
  categories: readonly Category[];
  backHref: string;
}

/** One known category's page: the trail back, the figures and charts, the subcategory table. */
function CategoryDetails({ scope, category, categories, backHref }: CategoryDetailsProps) {
  const { apps } = useEntityApps(scope.entity);
  const { search } = useLocation();
  // This category only, whatever other categories the filters named.
  const variables = useMemo(
    () => ({ ...scope.variables, category: [category._id] }),
    [scope.variables, category._id],
  );
  const trends = useOverviewTrends(variables);
  const rows = useOverviewRows('subcategories', variables);
  const detailsPath = scope.pathOf('overview/details');
  const reviewsPath = scope.pathOf('reviews');
  const name = categoryNameOf(category);
  const hasChildren = categoryHasChildren(categories, category._id);
  return (
    <VocPage
      scope={scope}
      title={name}
      timed
      filterable
      lead={
        <CategoryTrail
          trail={categoryTrail(category._id, categoryById(categories))}
          overviewHref={backHref}
          detailsHref={(id) => categoryPageHref(detailsPath, search, id)}
        />
      }
    >
      <OverviewContent {...trends} appDomains={apps.map((app) => app.domain)}>
        <CategoryOverviewCard
          title="Subcategories"
          rows={rows.data}
          error={rows.error}
          onRetry={() => void rows.refetch()}
          emptyText={
            hasChildren
              ? `No subcategory of ${name} has feedback in this period.`
              : `${name} has no subcategories.`
          }
          nameHeader="Subcategory"
          nameOf={categoryNameOf}
          // A subcategory with subcategories of its own has details too.
          detailsHref={(row) =>
            categoryHasChildren(categories, row._id) ? categoryPageHref(detailsPath, search, row._id) : null
          }
          reviewsHref={(row) => categoryPageHref(reviewsPath, search, row._id)}
        />
      </OverviewContent>
    </VocPage>
  );
}
