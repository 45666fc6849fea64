import {
  FEEDBACK_COLUMN_IDS,
  FEEDBACK_PAGE_SIZES,
  VOC_MSG,
  feedbackColumnOf,
  type FeedbackField,
} from '@prism/domain';
import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Pagination } from '../../../../components/ui/pagination';
import { useFeedbackCount, useFeedbackPage, type FeedbackPageInput } from '../../api/feedback';
import { feedbackCount } from '../../lib/feedback-format';
import { REVIEWS_DEFAULT_VIEW_ID, reviewsColumnsFromView, reviewsColumnsOf } from '../../lib/reviews-columns';
import {
  feedbackPageSizeIs,
  feedbackRandomSortOn,
  feedbackRandomSortToggle,
  feedbackSortToggle,
  type ReviewsPaging,
  type ReviewsSearch,
} from '../../lib/reviews-url';
import { savedViewColumnIds, useSavedViews } from '../../api/views';
import { ExportButton } from '../export/export-button';
import { BatchTriageBar } from '../triage/batch-triage-bar';
import { ViewsButton } from '../views/views-button';
import { VocEmpty, VocError } from '../voc-states';
import { ColumnPicker } from './column-picker';
import { RevealErrorNotice } from './reveal-error-notice';
import { ReviewsSkeleton } from './reviews-skeleton';
import { ReviewsTable } from './reviews-table';
import { ReviewsToolbar } from './reviews-toolbar';
import styles from './reviews.module.css';

/** What the signed-in user may do here (spec 001 section 6), as the route read it. */
export interface ReviewsAccess {
  /** Write on the entity: selection and triage are offered. */
  canWrite: boolean;
  /** `customer-feedback-access` and `showPII`: personal columns hold values. */
  personalShown: boolean;
  /** `transformer-decrypt`: account numbers can be revealed. */
  canDecrypt: boolean;
}

/** The saved-view state the Views button needs besides the table's columns. */
export interface ReviewsViewsContext {
  authId: string;
  permissionId: string | undefined;
  favouriteViewId: string | null;
}

export interface FeedbackReviewsProps {
  /** The page's filtered call: applicationIDs, period, periodOffset, filters (search too), showPII. */
  variables: Record<string, unknown>;
  appIds: string[];
  entity: { id: string; name: string };
  paging: ReviewsPaging;
  onPagingChange: (change: Partial<ReviewsPaging>) => void;
  search: ReviewsSearch;
  onSearchChange: (change: Partial<ReviewsSearch>) => void;
  access: ReviewsAccess;
  /** Where one item is triaged (`edit-reviews` with its `vocFeedbackID`). */
  triageHref: (id: string) => string;
  views: ReviewsViewsContext;
}

const NO_SELECTION: RowSelectionState = {};

/**
 * The reviews page's body (spec 001 sections 2, 4 and 9; issue 17 item 2): the toolbar, the
 * selection's triage bar, the virtualised table of one page of feedback (only the columns shown
 * are asked for) and the pages. Its own state is what the address does not keep: the columns
 * shown and the view they came from, and the rows selected on this page.
 */
export function FeedbackReviews({
  variables,
  appIds,
  entity,
  paging,
  onPagingChange,
  search,
  onSearchChange,
  access,
  triageHref,
  views,
}: FeedbackReviewsProps) {
  const [visible, setVisible] = useState<FeedbackField[]>(() => [...FEEDBACK_COLUMN_IDS]);
  const [viewId, setViewId] = useState(REVIEWS_DEFAULT_VIEW_ID);
  const [revealFailed, setRevealFailed] = useState(false);
  const chooseView = useCallback((view: { _id: string; columns: readonly string[] }) => {
    setViewId(view._id);
    setVisible(reviewsColumnsFromView(view.columns));
  }, []);
  useFavouriteViewFirst(views.authId, views.favouriteViewId, viewId, chooseView);
  const columns = useMemo(() => reviewsColumnsOf(visible), [visible]);
  // Personal fields the server would withhold are not asked for.
  const fields = useMemo(
    () => (access.personalShown ? visible : visible.filter((id) => !feedbackColumnOf(id)?.personal)),
    [visible, access.personalShown],
  );
  const input = useMemo<FeedbackPageInput>(
    () => ({
      variables,
      fields,
      page: paging.page,
      pageSize: paging.pageSize,
      sortField: paging.sort.field,
      sortDirection: paging.sort.direction,
    }),
    [variables, fields, paging],
  );
  const ready = appIds.length > 0;
  const pageQuery = useFeedbackPage(input, ready && visible.length > 0);
  const countQuery = useFeedbackCount(variables, ready);
  const rows = pageQuery.data;
  const total = countQuery.data;

  const { selection, onRowSelectionChange, clearSelection } = usePageSelection(
    JSON.stringify([variables, paging.page, paging.pageSize, paging.sort]),
  );
  const selectedIds = useMemo(() => Object.keys(selection), [selection]);

  const onSort = useCallback(
    (field: FeedbackField) => onPagingChange({ sort: feedbackSortToggle(paging.sort, field) }),
    [onPagingChange, paging.sort],
  );
  const cellContext = useMemo(
    () => ({
      personalShown: access.personalShown,
      canDecrypt: access.canDecrypt,
      onRevealError: () => setRevealFailed(true),
    }),
    [access.personalShown, access.canDecrypt],
  );

  return (
    <section className={styles.reviews} aria-label="Feedback reviews">
      <ReviewsToolbar
        search={search}
        onSearchChange={onSearchChange}
        randomSort={feedbackRandomSortOn(paging.sort)}
        onRandomSortToggle={() => onPagingChange({ sort: feedbackRandomSortToggle(paging.sort) })}
      >
        <ColumnPicker visible={visible} onChange={setVisible} />
        <ViewsButton
          authId={views.authId}
          permissionId={views.permissionId}
          favouriteViewId={views.favouriteViewId}
          currentViewId={viewId}
          visibleColumns={visible}
          onChoose={chooseView}
        />
        <ExportButton
          variables={variables}
          sortField={paging.sort.field}
          sortDirection={paging.sort.direction}
          visibleColumns={visible}
          totalCount={total ?? 0}
          entityName={entity.name}
        />
      </ReviewsToolbar>
      <p className={styles.status}>
        <span aria-live="polite">
          {total === undefined ? (
            countQuery.isError ? (
              'The total could not be counted.'
            ) : (
              'Counting…'
            )
          ) : (
            <>
              <strong>{feedbackCount(total)}</strong> {total === 1 ? 'review' : 'reviews'}
            </>
          )}
        </span>
        {access.canWrite && selectedIds.length > 0 ? (
          <span aria-live="polite">
            <strong>{feedbackCount(selectedIds.length)}</strong> selected{' '}
            <Button variant="borderless" size="small" onClick={clearSelection}>
              Clear selection
            </Button>
          </span>
        ) : null}
      </p>
      {access.canWrite && selectedIds.length > 0 ? (
        <BatchTriageBar ids={selectedIds} entityId={entity.id} appIds={appIds} />
      ) : null}
      {revealFailed ? <RevealErrorNotice onDismiss={() => setRevealFailed(false)} /> : null}
      {visible.length === 0 ? (
        <p className={styles.hint}>No columns are shown. Choose columns to see the feedback.</p>
      ) : pageQuery.isError ? (
        <VocError
          what={VOC_MSG.feedbackFetchError}
          reason={pageQuery.error.message}
          onRetry={() => void pageQuery.refetch()}
        />
      ) : !rows ? (
        <ReviewsSkeleton rows={paging.pageSize} />
      ) : rows.length === 0 ? (
        <VocEmpty>
          {paging.page > 0 ? (
            <Button variant="secondary" size="small" onClick={() => onPagingChange({ page: 0 })}>
              Back to the first page
            </Button>
          ) : null}
        </VocEmpty>
      ) : (
        <ReviewsTable
          rows={rows}
          columns={columns}
          sort={paging.sort}
          onSort={onSort}
          selectable={access.canWrite}
          rowSelection={access.canWrite ? selection : NO_SELECTION}
          onRowSelectionChange={onRowSelectionChange}
          triageHref={access.canWrite ? triageHref : undefined}
          busy={pageQuery.isPlaceholderData}
          firstRowNumber={paging.page * paging.pageSize + 1}
          rowCount={total}
          cellContext={cellContext}
        />
      )}
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={FEEDBACK_PAGE_SIZES}
        rowsShown={rows?.length ?? 0}
        total={total}
        label="Pages of feedback"
        onPageChange={(page) => onPagingChange({ page })}
        onPageSizeChange={(pageSize) => {
          if (feedbackPageSizeIs(pageSize)) onPagingChange({ pageSize });
        }}
      />
    </section>
  );
}

/**
 * The rows selected on the page in view. Another page, sort or filter is another list, so the
 * selection starts empty there (a triage action never reaches rows the analyst no longer sees).
 */
function usePageSelection(listKey: string) {
  const [state, setState] = useState<{ key: string; ids: RowSelectionState }>({ key: listKey, ids: {} });
  const selection = state.key === listKey ? state.ids : NO_SELECTION;
  const onRowSelectionChange = useCallback<OnChangeFn<RowSelectionState>>(
    (updater) =>
      setState((previous) => {
        const current = previous.key === listKey ? previous.ids : NO_SELECTION;
        return { key: listKey, ids: typeof updater === 'function' ? updater(current) : updater };
      }),
    [listKey],
  );
  const clearSelection = useCallback(() => setState({ key: listKey, ids: {} }), [listKey]);
  return { selection, onRowSelectionChange, clearSelection };
}

/**
 * The user's favourite view opens first (spec 001 section 4): once the views and the permission
 * naming the favourite have loaded, and only while the page still shows the default view, so a
 * view the user chose meanwhile is never replaced.
 */
function useFavouriteViewFirst(
  authId: string,
  favouriteViewId: string | null,
  viewId: string,
  choose: (view: { _id: string; columns: readonly string[] }) => void,
) {
  const saved = useSavedViews(authId);
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !favouriteViewId || !saved.data) return;
    applied.current = true;
    const favourite = saved.data.find((view) => view._id === favouriteViewId);
    if (favourite && viewId === REVIEWS_DEFAULT_VIEW_ID)
      choose({ _id: favourite._id, columns: savedViewColumnIds(favourite) });
  }, [favouriteViewId, saved.data, viewId, choose]);
}
