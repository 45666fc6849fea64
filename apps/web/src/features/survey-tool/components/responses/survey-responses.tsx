import {
  FEEDBACK_PAGE_SIZES,
  SURVEY_SEARCH_MAX,
  surveyPublicPath,
  type Survey,
  type SurveySortField,
} from '@prism/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat } from '../../../../lib/format';
import {
  useSurveyResponses,
  useSurveyResponsesCount,
  type SurveyResponsesInput,
  type SurveyScopeInput,
} from '../../api/survey-graphql';
import { SurveyEmpty, SurveyLoadError } from '../survey-states';
import { ResponsesTable } from './responses-table';
import { surveyPageSizeIs, surveySortToggle, type SurveyResponsesView } from './responses-url';
import { SurveyExportDialog } from './survey-export-dialog';
import styles from './survey-responses.module.css';

export interface SurveyResponsesProps {
  survey: Survey;
  /** The survey, period and filters of the page (null until the period is known). */
  scope: SurveyScopeInput | null;
  view: SurveyResponsesView;
  onViewChange: (change: Partial<SurveyResponsesView>) => void;
  /** How many survey filters are in force, and their removal (for the empty state). */
  filterCount: number;
  onClearFilters: () => void;
}

/**
 * The responses page's body (issue 18 item 4): the search, the count and the export above the
 * table of one page of the chosen survey's responses in the period, filtered, searched and sorted
 * as the address says, and the pages below it.
 */
export function SurveyResponses({
  survey,
  scope,
  view,
  onViewChange,
  filterCount,
  onClearFilters,
}: SurveyResponsesProps) {
  const [exporting, setExporting] = useState(false);
  const searched = useMemo(
    () => (scope ? { ...scope, searchText: view.searchText || null } : null),
    [scope, view.searchText],
  );
  const pageInput = useMemo<SurveyResponsesInput | null>(
    () =>
      searched
        ? {
            ...searched,
            limit: view.pageSize,
            offset: view.page * view.pageSize,
            sortField: view.sort.field,
            sortDirection: view.sort.direction,
          }
        : null,
    [searched, view.page, view.pageSize, view.sort],
  );
  const page = useSurveyResponses(pageInput);
  const count = useSurveyResponsesCount(searched);
  // The previous survey's page is not shown under another survey's columns.
  const rows = page.data?.[0] && page.data[0].surveyId !== survey._id ? undefined : page.data;
  const total = count.isPlaceholderData ? undefined : count.data;

  const onSort = (field: SurveySortField) => onViewChange({ sort: surveySortToggle(view.sort, field) });

  return (
    <section className={styles.responses} aria-label="Survey responses">
      <div className={styles.toolbar}>
        <SearchBox
          text={view.searchText}
          onSearch={(searchText) => onViewChange({ searchText })}
          label="Search responses"
          placeholder="Search answers or a response id"
          maxLength={SURVEY_SEARCH_MAX}
          inputClassName={styles.searchInput}
        />
        <p className={styles.status} aria-live="polite">
          {total !== undefined ? (
            <>
              <strong>{countFormat(total)}</strong> {total === 1 ? 'response' : 'responses'}
            </>
          ) : count.isError ? (
            'The responses could not be counted.'
          ) : (
            'Counting…'
          )}
        </p>
        <Button
          variant="secondary"
          size="small"
          aria-haspopup="dialog"
          disabled={!searched}
          onClick={() => setExporting(true)}
        >
          Export
        </Button>
      </div>
      {page.isError ? (
        <SurveyLoadError
          what="Could not load the responses."
          error={page.error}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      ) : !rows ? (
        <ResponsesSkeleton rows={Math.min(view.pageSize, 10)} />
      ) : rows.length === 0 ? (
        <SurveyResponsesEmpty
          survey={survey}
          view={view}
          filterCount={filterCount}
          onClearFilters={onClearFilters}
          onViewChange={onViewChange}
        />
      ) : (
        <ResponsesTable
          survey={survey}
          rows={rows}
          sort={view.sort}
          onSort={onSort}
          busy={page.isPlaceholderData}
          firstRowNumber={view.page * view.pageSize + 1}
        />
      )}
      <Pagination
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={FEEDBACK_PAGE_SIZES}
        rowsShown={rows?.length ?? 0}
        total={total}
        label="Pages of responses"
        onPageChange={(next) => onViewChange({ page: next })}
        onPageSizeChange={(size) => {
          if (surveyPageSizeIs(size)) onViewChange({ pageSize: size });
        }}
      />
      {exporting && searched ? (
        <SurveyExportDialog
          args={searched}
          surveyTitle={survey.title}
          total={total ?? 0}
          onClose={() => setExporting(false)}
        />
      ) : null}
    </section>
  );
}

interface SurveyResponsesEmptyProps {
  survey: Survey;
  view: SurveyResponsesView;
  filterCount: number;
  onClearFilters: () => void;
  onViewChange: (change: Partial<SurveyResponsesView>) => void;
}

/** No response matches: what narrows the list now, and how to widen it. */
function SurveyResponsesEmpty({
  survey,
  view,
  filterCount,
  onClearFilters,
  onViewChange,
}: SurveyResponsesEmptyProps) {
  if (survey.responseCount === 0 && filterCount === 0 && view.searchText === '') {
    return (
      <SurveyEmpty title="No responses yet">
        <p className={styles.hint}>
          Share the survey’s public link to collect answers: <code>{surveyPublicPath(survey._id)}</code>
        </p>
      </SurveyEmpty>
    );
  }
  const hints = [
    view.searchText ? `No response has “${view.searchText}” in its answers or id: try other words.` : null,
    filterCount > 0
      ? `${filterCount === 1 ? 'A filter narrows' : `${filterCount} filters narrow`} the responses: remove one.`
      : null,
    'Choose a longer period in the time menu.',
  ].filter((hint): hint is string => hint !== null);
  return (
    <SurveyEmpty title="No responses match">
      {hints.map((hint) => (
        <p key={hint} className={styles.hint}>
          {hint}
        </p>
      ))}
      <div className={styles.emptyActions}>
        {view.page > 0 ? (
          <Button variant="secondary" size="small" onClick={() => onViewChange({ page: 0 })}>
            Back to the first page
          </Button>
        ) : null}
        {view.searchText ? (
          <Button variant="secondary" size="small" onClick={() => onViewChange({ searchText: '' })}>
            Clear the search
          </Button>
        ) : null}
        {filterCount > 0 ? (
          <Button variant="secondary" size="small" onClick={onClearFilters}>
            Clear the filters
          </Button>
        ) : null}
      </div>
    </SurveyEmpty>
  );
}

/** The table's shape while its first page loads. */
export function ResponsesSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading responses">
      {Array.from({ length: rows }, (_unused, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
        </div>
      ))}
    </div>
  );
}
