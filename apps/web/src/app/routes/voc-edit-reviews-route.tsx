import { urlStateSerialize, type UrlState } from '@prism/domain';
import { useCallback, useMemo } from 'react';
import { TriageWorkspace } from '../../features/voice-of-customer/components/triage/triage-workspace';
import { queuePageOf, queueWindowOf } from '../../features/voice-of-customer/components/triage/triage-queue';
import { useVocPermission } from '../page/voc/use-voc-permission';
import { useVocScope, type VocRouteProps } from '../page/voc/use-voc-scope';
import { VocPage } from '../page/voc/voc-page';

/** The item the page triages: `vocFeedbackID` (spec 001 section 2). */
const ITEM_PARAM = 'vocFeedbackID';

const itemIdOf = (state: UrlState) => state.other.find(([key]) => key === ITEM_PARAM)?.[1] ?? '';

/**
 * The state with another item, and with the reviews page moved to `page` when the window of the
 * list moved (so 'Back to reviews' lands where the analyst is).
 */
function withItem(state: UrlState, id: string, page: number | undefined): UrlState {
  const other = state.other.filter(([key]) => key !== ITEM_PARAM && (page === undefined || key !== 'page'));
  if (page !== undefined && page > 0) other.push(['page', String(page)]);
  other.push([ITEM_PARAM, id]);
  return { ...state, other };
}

/**
 * Triage (`…/edit-reviews?vocFeedbackID=…`, issue 17 item 3): one item of the list the reviews
 * page showed (its filters, sort and page come along in the address), categorised, noted and
 * marked from the keyboard; readers see it read-only.
 */
export function VocEditReviewsRoute({ route }: VocRouteProps) {
  const scope = useVocScope(route);
  const { permission, query: permissionQuery } = useVocPermission(scope.entity.id);
  const { state, update } = scope.url;
  const itemId = itemIdOf(state);
  const queueWindow = useMemo(() => queueWindowOf(state), [state]);
  const queue = useMemo(
    () => ({
      variables: scope.variables,
      sortField: queueWindow.sortField,
      sortDirection: queueWindow.sortDirection,
      offset: queueWindow.offset,
    }),
    [scope.variables, queueWindow.sortField, queueWindow.sortDirection, queueWindow.offset],
  );
  const reviewsHref = useMemo(() => {
    const query = urlStateSerialize({ ...state, other: state.other.filter(([key]) => key !== ITEM_PARAM) });
    return `${scope.pathOf('reviews')}${query ? `?${query}` : ''}`;
  }, [state, scope]);
  const { pageSize } = queueWindow;
  const onMove = useCallback(
    (id: string, offset?: number) =>
      update((current) =>
        withItem(current, id, offset === undefined ? undefined : queuePageOf(offset, pageSize)),
      ),
    [update, pageSize],
  );

  return (
    <VocPage scope={scope} timed>
      <TriageWorkspace
        itemId={itemId}
        entityId={scope.entity.id}
        appIds={scope.appIds}
        showPII={scope.showPII}
        canWrite={permission.write}
        permissionKnown={permissionQuery.isSuccess}
        queue={queue}
        reviewsHref={reviewsHref}
        onMove={onMove}
      />
    </VocPage>
  );
}
