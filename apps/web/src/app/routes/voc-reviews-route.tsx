import { roleCan } from '@prism/domain';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { FeedbackReviews } from '../../features/voice-of-customer/components/reviews/feedback-reviews';
import { useFirstPageOn } from '../../lib/use-first-page-on';
import { editReviewsHref } from '../../features/voice-of-customer/lib/voc-paths';
import {
  reviewsPagingRead,
  reviewsPagingWrite,
  reviewsSearchRead,
  reviewsSearchWrite,
  type ReviewsPaging,
  type ReviewsSearch,
} from '../../features/voice-of-customer/lib/reviews-url';
import { useVocPermission } from '../page/voc/use-voc-permission';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/**
 * The reviews page (spec 001 section 2, issue 17 item 2): the feedback table of the entity's
 * applications for the period and filters in the address. Paging, sort and search live in the
 * address; what the user may do comes from their roles and their permission here.
 */
export function VocReviewsRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { user } = useSession();
  const { permission } = useVocPermission(scope.entity.id);
  const { pathname, search } = useLocation();
  const { state, update } = scope.url;
  const { filters, setFilters } = scope;

  const paging = useMemo(() => reviewsPagingRead(state), [state]);
  const onPagingChange = useCallback(
    (change: Partial<ReviewsPaging>) => update((current) => reviewsPagingWrite(current, change)),
    [update],
  );
  const toFirstPage = useCallback(() => {
    if (paging.page > 0) onPagingChange({ page: 0 });
  }, [paging.page, onPagingChange]);
  useFirstPageOn(`${state.period}|${state.periodOffset}`, toFirstPage);

  const searchState = useMemo(() => reviewsSearchRead(filters), [filters]);
  const onSearchChange = useCallback(
    (change: Partial<ReviewsSearch>) => setFilters(reviewsSearchWrite(filters, change)),
    [filters, setFilters],
  );
  const triageHref = useCallback((id: string) => editReviewsHref(pathname, search, id), [pathname, search]);

  const access = useMemo(
    () => ({
      canWrite: permission.write,
      personalShown: scope.showPII && roleCan(user.roles, 'customerFeedback'),
      canDecrypt: roleCan(user.roles, 'kryptoDecrypt'),
    }),
    [permission.write, scope.showPII, user.roles],
  );
  const entity = useMemo(
    () => ({ id: scope.entity.id, name: scope.entity.name }),
    [scope.entity.id, scope.entity.name],
  );
  const views = useMemo(
    () => ({ authId: user.id, permissionId: permission.id, favouriteViewId: permission.columnGroupID }),
    [user.id, permission.id, permission.columnGroupID],
  );

  return (
    <VocPage scope={scope} timed filterable>
      <FeedbackReviews
        variables={scope.variables}
        appIds={scope.appIds}
        entity={entity}
        paging={paging}
        onPagingChange={onPagingChange}
        search={searchState}
        onSearchChange={onSearchChange}
        access={access}
        triageHref={triageHref}
        views={views}
      />
    </VocPage>
  );
}
